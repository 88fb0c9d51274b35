// A one-line hint for each kind of move a seat is offered now, above its actions: what that kind
// of move does, in the page's language (the server labels each move; these say what the kind is for).

import type { Move } from "./api.js";
import { h } from "./dom.js";
import { tr } from "./i18n.js";

type Hints = { [kind: string]: [string, string] };

const HINTS: { [game: string]: Hints } = {
  pobeda: {
    play_event: ["Сыграйте карту события: фишка вашего цвета встанет на его клетку.", "Play an event card: a chip of your colour goes on its cell."],
    play_plus_one: ["Карта «+1»: поставьте фишку на любую свободную клетку, кроме угла.", "A «+1» card: put a chip on any free cell but a corner."],
    play_minus_one: ["Карта «−1»: снимите чужую фишку с поля.", "A «−1» card: take another colour's chip off the board."],
    play_replace: ["Карта замены: поставьте свою фишку вместо чужой.", "A replace card: put your chip in place of another colour's."],
    discard_dead_card: ["Ни одну карту не сыграть: сбросьте карту, чья клетка уже занята.", "No card can be played: discard one whose cell is already taken."],
  },
  pyatiletka: {
    keep_plan: ["Выберите, какой план оставить себе.", "Choose the plan you keep."],
    redraw_plans: ["Сбросьте предложенные планы и возьмите новые.", "Put the offered plans back and draw new ones."],
    play_character: ["Выложите персонажа из руки на стол.", "Play a character from your hand onto the table."],
    take_character: ["Возьмите персонажа из отдела кадров в руку.", "Take a character from the HR row into your hand."],
    discard_for_order: ["Сбросьте персонажа и получите орден.", "Discard a character to gain an order."],
    give_plan: ["Отдайте план другому игроку.", "Give a plan to another player."],
    discard_plan: ["Сбросьте свой план.", "Discard one of your plans."],
    take_plan_from_row: ["Возьмите открытый план из ряда.", "Take an open plan from the row."],
    take_plan_from_deck: ["Возьмите план из колоды вслепую.", "Draw a plan from the deck unseen."],
    complete_plan: ["Выполните один из своих планов.", "Fulfil one of your plans."],
    place_order: ["Положите орден на персонажа.", "Place an order on a character."],
    decline_order: ["Оставьте орден при себе.", "Keep the order for now."],
    remove_plan: ["Уберите план из ряда.", "Remove a plan from the row."],
    end_turn: ["Закончите ход: действий больше не будет.", "End your turn: no more actions this turn."],
    skip_ability: ["Не применяйте свойство персонажа.", "Do not use the character's ability."],
    draw_from_deck: ["Доберите карту из колоды.", "Draw a card from the deck."],
    hire_from_row: ["Наймите персонажа из отдела кадров.", "Hire a character from the HR row."],
    renew_plan: ["Замените план в ряду новым из колоды.", "Replace a plan in the row with a new one from the deck."],
    swap_with_row: ["Обменяйте карту из руки на карту отдела кадров.", "Swap a card in your hand for one in the HR row."],
    study_plans: ["Посмотрите планы колоды.", "Look at the plans of the deck."],
    return_plan: ["Верните план.", "Return a plan."],
    take_chairman: ["Станьте председателем.", "Become the chairman."],
    play_from_row: ["Выложите персонажа прямо из отдела кадров.", "Play a character straight from the HR row."],
    salvage: ["Заберите карту из сброса.", "Take a card back from the discard pile."],
    exchange_plan: ["Обменяйте свой план на план из ряда.", "Exchange a plan of yours for one in the row."],
    discard_and_draw: ["Сбросьте карту и доберите новую.", "Discard a card and draw a new one."],
    renew_character: ["Замените персонажа в отделе кадров новым.", "Replace a character in the HR row with a new one."],
    extra_action: ["Получите ещё одно действие в этот ход.", "Gain one more action this turn."],
    award_order: ["Наградите персонажа орденом.", "Award an order to a character."],
    precision_complete: ["Выполните план точно.", "Fulfil a plan precisely."],
    rebuild: ["Замените выложенного персонажа другим.", "Replace a character in play with another."],
  },
  zavody: {
    rotate_tile: ["Поверните плитку цеха.", "Turn a workshop's tile."],
    move_tile: ["Перенесите цех на свободное место завода.", "Move a workshop to a free place of your factory."],
    swap_tiles: ["Поменяйте два цеха местами.", "Swap two workshops."],
    cube_back: ["Верните куб обратно.", "Move a cube back."],
    play_poster: ["Сыграйте плакат: его действие сработает сразу.", "Play a poster: its effect applies at once."],
    end_optimisation: ["Закончите перестройку завода.", "Finish rearranging your factory."],
    commit_placement: ["Расставьте рабочих и подтвердите расстановку.", "Place your workers and commit the placement."],
    buy_tile: ["Купите плитку цеха с рынка.", "Buy a workshop tile from the market."],
    skip_purchase: ["Ничего не покупайте в этот раз.", "Buy nothing this time."],
    place_tile: ["Поставьте купленную плитку в цех завода.", "Put the bought tile on a workshop of your factory."],
    relocate_displaced: ["Перенесите снятую плитку в другой цех.", "Move the replaced tile to another workshop."],
    discard_displaced: ["Уберите снятую плитку из игры.", "Take the replaced tile out of the game."],
    take_bonus_poster: ["Возьмите бонусный плакат.", "Take the bonus poster."],
    skip_bonus_poster: ["Обойдитесь без бонусного плаката.", "Go without the bonus poster."],
    move_cube: ["Передвиньте куб ресурса.", "Move a resource cube."],
    end_cube_moves: ["Больше не двигайте кубы в этот раунд.", "Move no more cubes this round."],
    take_poster: ["Возьмите плакат.", "Take a poster."],
    choose_ally: ["Выберите союзника для плаката.", "Choose an ally for the poster."],
  },
  den_pobedy: {
    use_starter_deck: ["Играйте стартовой колодой своей стороны.", "Play your side's starter deck."],
    submit_deck: ["Соберите колоду и отправьте её.", "Build your deck and submit it."],
    keep_hand: ["Оставьте стартовую руку.", "Keep your starting hand."],
    redeal: ["Верните руку в колоду и возьмите новую.", "Put your hand back into the deck and draw a new one."],
    play_resource: ["Выложите ресурс: ресурсами платят за карты.", "Play a resource: resources pay for your cards."],
    build: ["Введите отряд в бой, заплатив ресурсами.", "Deploy a unit, paying with resources."],
    play_tactic: ["Сыграйте тактическую карту.", "Play a tactic card."],
    end_phase: ["Закончите фазу.", "End the phase."],
    attack: ["Атакуйте отрядом: начнётся бой.", "Attack with a unit: a fight begins."],
    strike: ["Удар по подразделению: отряд наносит урон вражескому наземному отряду без боя.", "A unit strike: the unit deals damage to an enemy ground unit, with no fight."],
    end_turn: ["Закончите ход.", "End your turn."],
    block: ["Заблокируйте атаку своим отрядом.", "Block the attack with a unit of yours."],
    no_block: ["Пропустите атаку без блока.", "Let the attack through unblocked."],
    support: ["Поддержите бой отрядом.", "Support the fight with a unit."],
    pass: ["Пропустите: ничего не делать сейчас.", "Pass: do nothing now."],
  },
  ecologic: {
    place_building: ["Постройте здание на гексе карты.", "Build a building on a hex of the map."],
    place_special: ["Разместите особый объект на гексе.", "Place a special object on a hex."],
    place_initiative: ["Разместите зелёную инициативу на гексе.", "Place a green initiative on a hex."],
    keep: ["Оставьте выигранный лот у себя.", "Keep the lot you won."],
    open_special: ["Выставьте особый объект на аукцион.", "Put a special object up for auction."],
    open_building: ["Выставьте здание на аукцион.", "Put a building up for auction."],
    open_initiative: ["Выставьте зелёную инициативу на аукцион.", "Put a green initiative up for auction."],
    pass: ["Пас: больше не торгуйтесь.", "Pass: bid no further."],
    raise: ["Поднимите ставку.", "Raise the bid."],
    veto: ["Наложите вето на аукцион.", "Veto the auction."],
    remove_building: ["Снесите своё здание с карты.", "Demolish one of your buildings."],
    remove_initiative: ["Уберите свою инициативу с карты.", "Remove one of your initiatives from the map."],
    transfer: ["Передайте монеты другому игроку.", "Give coins to another player."],
    lose_object: ["Выберите, какой объект потерять.", "Choose the object you lose."],
  },
};

/** One line for each kind of move among ``moves`` (in the order first offered), or null if none has a hint. */
export function moveHints(game: string, moves: Move[]): HTMLElement | null {
  const hints = HINTS[game] ?? {};
  const kinds = [...new Set(moves.map((move) => move.type))].filter((kind) => hints[kind]);
  if (!kinds.length) return null;
  return h("ul", { class: "plain move-hints" }, kinds.map((kind) => h("li", { class: "hint", attrs: { "data-kind": kind } }, tr(...hints[kind]))));
}
