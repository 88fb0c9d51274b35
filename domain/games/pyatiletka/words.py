"""«Ударная пятилетка» in words, Russian and English: refusals, end reasons, each fact as a sentence
and each move as a label, characters and plans by their names."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from igroteka.domain.engine import Reading, Words, phrase

from . import facts as f
from . import moves as m
from .content import CATALOGUE, CHARACTERS, PLANS
from .state import State

REFUSALS: Words = {
    "game_over": ("Партия окончена.", "The game is over."),
    "not_your_turn": ("Сейчас не ваш ход.", "It is not your move now."),
    "wrong_moment": ("Сейчас игра ждёт другого хода.", "The game expects another kind of move now."),
    "ability_not_possible": ("Так свойство сейчас применить нельзя.", "The ability cannot be used that way now."),
    "plan_not_offered": ("Оставьте один из двух выданных планов.", "Keep one of the two plans you were dealt."),
    "plans_not_equal": (
        "Показать и заменить можно только пару одинаковых планов.",
        "Only a pair of equal plans may be shown and redrawn.",
    ),
    "no_actions_left": ("Оба действия хода использованы.", "Both actions of this turn are used."),
    "card_not_in_hand": ("Этого персонажа нет у вас в руке.", "That character is not in your hand."),
    "too_many_played": ("У вас уже 6 персонажей в игре.", "You already have 6 characters in play."),
    "card_not_in_row": ("Этого персонажа нет в отделе кадров.", "That character is not in the HR row."),
    "hand_full": (
        "Взять персонажа можно, только если в руке меньше трёх.",
        "You may take a character only with fewer than 3 in hand.",
    ),
    "simplified_rules": ("В упрощённых правилах орденов нет.", "The simplified rules have no orders."),
    "no_order_tokens": ("Орденов в запасе не осталось.", "The supply has no order token left."),
    "not_chairman": ("Это действие есть только у председателя.", "Only the chairman has this action."),
    "no_such_seat": ("Такого игрока нет.", "There is no such player."),
    "plan_hand_full": ("У этого игрока уже 3 плана.", "That player already holds 3 plans."),
    "no_plans_left": ("Планов не осталось.", "There is no plan to take."),
    "plan_not_in_hand": ("Этого плана нет у вас в руке.", "That plan is not in your hand."),
    "plan_not_in_row": ("Этого плана нет в ряду планов.", "That plan is not in the plan row."),
    "plan_deck_empty": ("Колода планов и её сброс пусты.", "The plan deck and its discard pile are empty."),
    "end_plan_only_at_end": (
        "Этот план засчитывается только в конце игры.",
        "This plan is awarded only in the final scoring.",
    ),
    "duplicate_plan": ("Такой план у вас уже выполнен.", "You already have this plan face up."),
    "plan_not_fulfilled": (
        "Ваши предприятия не выполняют условие плана.",
        "Your enterprises do not meet this plan's condition.",
    ),
    "no_order_slot": (
        "Положите орден на своего персонажа без ордена.",
        "Place the order on one of your characters without one.",
    ),
    "actions_left": (
        "Ход — это два действия; закончить его можно, когда они использованы.",
        "A turn is two actions; end it when they are used.",
    ),
    "bad_options": ("Такие настройки игры недопустимы.", "These options are not valid."),
    "bad_seats": (
        "В «Ударную пятилетку» играют от 2 до 5 человек.",
        "«Ударная пятилетка» is played by 2 to 5 players.",
    ),
}

REASONS: Words = {
    "rounds": ("сыграны все раунды", "all rounds were played"),
    "plans_ran_out": ("кончились планы", "the plans ran out"),
}

FACTS: Words = {
    "game_created": (
        "Партия началась: {players}, {round_count}.",
        "The game begins: {players}, {round_count}.",
    ),
    "deck_shuffled": ("Колода перемешана.", "A deck is shuffled."),
    "starting_hands_dealt": (
        "Розданы стартовые руки; председатель — {chairman}.",
        "Starting hands are dealt; {chairman} is the chairman.",
    ),
    "plans_dealt": ("{who} получает планы.", "{who} is dealt plans."),
    "plans_redrawn": ("{who} меняет пару одинаковых планов.", "{who} redraws a pair of equal plans."),
    "personal_plan_kept": ("{who} оставляет личный план.", "{who} keeps a personal plan."),
    "character_revealed": ("В отдел кадров приходит: {card}.", "{card} arrives in the HR row."),
    "plan_revealed": ("В ряд планов выходит: «{plan}».", "«{plan}» joins the plan row."),
    "round_started": ("Раунд {round}.", "Round {round}."),
    "turn_started": ("Ходит {who}.", "{who}'s turn."),
    "action_spent": ("{who} тратит действие.", "{who} spends an action."),
    "action_gained": ("{who} получает дополнительное действие.", "{who} gains an extra action."),
    "character_played": ("{who} выкладывает: {card}.", "{who} plays {card}."),
    "character_taken": ("{who} берёт из отдела кадров: {card}.", "{who} takes {card} from the HR row."),
    "character_discarded": ("{who} сбрасывает: {card}.", "{who} discards {card}."),
    "character_drawn": ("{who} добирает персонажа{card}.", "{who} draws a character{card}."),
    "character_swapped": ("{who} меняет {give} на {take}.", "{who} swaps {give} for {take}."),
    "character_salvaged": ("{who} забирает из сброса: {card}.", "{who} salvages {card}."),
    "order_gained": ("{who} получает орден.", "{who} gains an order."),
    "counter_token_discarded": ("Жетон со счётчика раундов убран.", "A token leaves the round counter."),
    "order_placed": ("{who} кладёт орден на {card}.", "{who} places an order on {card}."),
    "order_discarded": ("{who} сбрасывает орден.", "{who} discards an order."),
    "plan_completed": ("{who} выполняет план «{plan}».", "{who} fulfils the plan «{plan}»."),
    "plan_discarded": ("План «{plan}» уходит в сброс.", "The plan «{plan}» is discarded."),
    "plan_taken": ("{who} берёт план{plan}.", "{who} takes a plan{plan}."),
    "plan_exchanged": ("{who} меняет план «{give}» на «{take}».", "{who} exchanges the plan «{give}» for «{take}»."),
    "chairman_taken": ("{who} — председатель.", "{who} becomes the chairman."),
    "plan_orders_placed": ("На планы ряда положены ордена.", "Orders are placed on the row's plans."),
    "choice_asked": ("{who} выбирает.", "{who} chooses."),
    "ability_used": ("{who} применяет свойство: {card}.", "{who} uses the ability of {card}."),
    "ability_skipped": ("{who} не применяет свойство: {card}.", "{who} skips the ability of {card}."),
    "plans_ran_out": ("Планы кончились.", "The plans ran out."),
    "round_ended": ("Раунд {round} окончен.", "Round {round} ends."),
    "character_row_cleared": ("Отдел кадров очищен.", "The HR row is cleared."),
    "game_ended": ("Игра окончена: {winners}.", "The game is over: {winners}."),
}

MOVES: Words = {
    "keep_plan": ("Оставить план «{plan}»", "Keep the plan «{plan}»"),
    "redraw_plans": ("Взять новые планы", "Redraw the plans"),
    "play_character": ("Выложить: {card}", "Play {card}"),
    "take_character": ("Взять из отдела кадров: {card}", "Take {card} from the HR row"),
    "discard_for_order": ("Сбросить ради ордена: {card}", "Discard {card} for an order"),
    "give_plan": ("Дать план игроку: {target}", "Give a plan to {target}"),
    "discard_plan": ("Сбросить план «{plan}»", "Discard the plan «{plan}»"),
    "take_plan_from_row": ("Взять план из ряда: «{plan}»", "Take the plan «{plan}» from the row"),
    "take_plan_from_deck": ("Взять план из колоды", "Take a plan from the deck"),
    "complete_plan": ("Выполнить план «{plan}»", "Fulfil the plan «{plan}»"),
    "place_order": ("Положить орден на {card}", "Place an order on {card}"),
    "decline_order": ("Не класть орден", "Do not place the order"),
    "remove_plan": ("Убрать из ряда план «{plan}»", "Remove the plan «{plan}» from the row"),
    "end_turn": ("Закончить ход", "End the turn"),
    "skip_ability": ("Не применять свойство", "Skip the ability"),
    "draw_from_deck": ("Добрать из колоды", "Draw from the deck"),
    "hire_from_row": ("Нанять из отдела кадров: {card}", "Hire {card} from the HR row"),
    "renew_plan": ("Обновить план «{plan}» в ряду", "Renew the plan «{plan}» in the row"),
    "swap_with_row": ("Обменять {give} на {take}", "Swap {give} for {take}"),
    "study_plans": ("Изучить планы", "Study the plans"),
    "return_plan": ("Вернуть план «{plan}»", "Return the plan «{plan}»"),
    "take_chairman": ("Стать председателем", "Become the chairman"),
    "play_from_row": ("Выложить из отдела кадров: {card}", "Play {card} from the HR row"),
    "salvage": ("Забрать из сброса", "Salvage from the discard"),
    "exchange_plan": ("Обменять план «{give}» на «{take}»", "Exchange the plan «{give}» for «{take}»"),
    "discard_and_draw": ("Сбросить {card} и добрать", "Discard {card} and draw"),
    "renew_character": ("Обновить в отделе кадров: {card}", "Renew {card} in the HR row"),
    "extra_action": ("Дополнительное действие", "An extra action"),
    "award_order": ("Наградить орденом: {card}", "Award an order to {card}"),
    "precision_complete": (
        "Точно выполнить план «{plan}» ({industry})",
        "Fulfil the plan «{plan}» precisely ({industry})",
    ),
    "rebuild": ("Заменить {remove} на {card}", "Replace {remove} with {card}"),
}

FORMS: Words = {}

WARNINGS: Words = {
    "discards_own": ("Ваш план уйдёт в сброс.", "Your plan goes to the discard pile."),
    "destroys_own": ("Ваш выложенный персонаж уйдёт в сброс.", "Your character in play goes to the discard pile."),
    "gives_up": ("Вы отдадите свой план.", "You give up a plan of yours."),
}

INDUSTRIES = {i.id: i for i in CATALOGUE.industries}


def card_name(card: str | None, reading: Reading) -> str:
    """A character or a plan by its type's name (instance ids are never shown)."""
    if not card:
        return ""
    kind = CHARACTERS.get(card) or PLANS.get(card) or INDUSTRIES.get(card)
    if kind is None:
        return reading.tr("карта", "a card")
    return reading.tr(kind.name, kind.name_en)


NAMED = ("card", "plan", "give", "take", "remove", "kept", "discarded", "industry")
SEATED = ("seat", "target", "chairman")

Spell = Callable[[Any, Reading], Any]


def as_seat(value: Any, reading: Reading) -> Any:
    return reading.seat(value) if isinstance(value, int) else value


def as_card(value: Any, reading: Reading) -> Any:
    return card_name(value, reading) if value is None or isinstance(value, str) else value


def spelling(kind: type) -> tuple[tuple[str, Spell | None], ...]:
    """How each field of a fact or move of ``kind`` is worded: seats by name, cards by name, the
    rest as is (None)."""
    return tuple(
        (field, as_seat if field in SEATED else as_card if field in NAMED else None)
        for field in kind.__struct_fields__  # type: ignore[attr-defined]
    )


# Each kind of fact and move: how its fields are worded, looked up by its type (a frame words every
# new fact for every viewer, and choosing each field's wording by its name was most of it).
SPELLING: dict[type, tuple[tuple[str, Spell | None], ...]] = {
    kind: spelling(kind)
    for module in (f, m)
    for kind in vars(module).values()
    if isinstance(kind, type) and issubclass(kind, msgspec.Struct) and kind is not msgspec.Struct
}


def values_of(item: Any, reading: Reading) -> dict[str, Any]:
    """Every field of a fact or move as words: seats by name, cards by name, the rest as is."""
    kind = type(item)
    fields = SPELLING.get(kind)
    if fields is None:
        fields = spelling(kind)
    values: dict[str, Any] = {}
    for field, spell in fields:
        value = getattr(item, field)
        values[field] = value if spell is None else spell(value, reading)
    if "seat" in values:
        values["who"] = values["seat"]
    return values


def game_created(fact: f.GameCreated, reading: Reading, values: dict[str, Any]) -> None:
    values["players"] = reading.count(fact.seats, ("игрок", "игрока", "игроков"), ("player", "players"))
    values["round_count"] = reading.count(fact.rounds, ("раунд", "раунда", "раундов"), ("round", "rounds"))


def character_drawn(fact: f.CharacterDrawn, reading: Reading, values: dict[str, Any]) -> None:
    values["card"] = f": {values['card']}" if fact.card else ""


def plan_taken(fact: f.PlanTaken, reading: Reading, values: dict[str, Any]) -> None:
    values["plan"] = f" «{values['plan']}»" if fact.plan else ""


def game_ended(fact: f.GameEnded, reading: Reading, values: dict[str, Any]) -> None:
    values["winners"] = ", ".join(reading.seat(n) for n in fact.winners)


# The facts whose sentence needs more than their fields worded, by type.
FACT_EXTRAS: dict[type, Callable[[Any, Reading, dict[str, Any]], None]] = {
    f.GameCreated: game_created,
    f.CharacterDrawn: character_drawn,
    f.PlanTaken: plan_taken,
    f.GameEnded: game_ended,
}


def fact_text(fact: Any, state: State, reading: Reading) -> str | None:
    kind = type(fact)
    pair = FACTS.get(kind.__struct_config__.tag)
    if pair is None:
        return None
    values = values_of(fact, reading)
    extra = FACT_EXTRAS.get(kind)
    if extra is not None:
        extra(fact, reading, values)
    return (pair[0] if reading.lang == "ru" else pair[1]).format(**values)


def move_label(move: Any, state: State, reading: Reading) -> str | None:
    return phrase(MOVES, type(move).__struct_config__.tag, reading, **values_of(move, reading))


# What a move of each kind costs its mover, if anything: a kind not here costs nothing. ``COSTLY``:
# the kinds ``consequence`` may flag, the only moves a seat's notes ask it of (docs/architecture.md §37).
COSTS: dict[type, str] = {
    **dict.fromkeys((m.DiscardPlan, m.ReturnPlan), "discards_own"),
    m.ExchangePlan: "gives_up",
    m.Rebuild: "destroys_own",
}
COSTLY: frozenset[type] = frozenset(COSTS)


def consequence(state: State, seat: int, move: Any) -> str | None:
    """A plan thrown away from the hand, one given up in an exchange, a character in play replaced."""
    return COSTS.get(type(move))
