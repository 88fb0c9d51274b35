// «День Победы»: the two-player war card game — Red Army against Wehrmacht, two lines of units,
// resources to pay with, attacks, blocks and support; decks built privately before the war.
import { button, h } from "../dom.js";
import { named, tr } from "../i18n.js";
import { CARDS, count } from "../plural.js";
/** Cards counted after «из» (genitive): «из 21 карты», «из 40 карт». */
const OF_CARDS = [["карты", "карт", "карт"], ["card", "cards"]];
import { section, stat } from "./game.js";
const RESOURCES = [
    ["depot", "склад", "depot"],
    ["factory", "завод", "factory"],
    ["fuel", "топливо", "fuel"],
];
function costText(cost) {
    if (!cost)
        return "";
    return RESOURCES.filter(([key]) => (cost[key] ?? 0) > 0)
        .map(([key, ru, en]) => `${tr(ru, en)} ${cost[key]}`)
        .join(", ");
}
/** Every card instance on the table by id, so moves can name units and targets. */
function instances(table) {
    const found = new Map();
    for (const p of table.players) {
        for (const ref of [...p.line1, ...p.line2, ...p.reserve, ...p.resources, ...(p.hand ?? []), ...(p.building ?? []), ...(p.shown ?? [])])
            found.set(ref.id, ref.card);
    }
    return found;
}
function refName(ctx, id) {
    if (id === "deck")
        return tr("колода противника", "the enemy deck");
    const card = instances(ctx.table).get(id) ?? id;
    return ctx.name(card);
}
function label(move, ctx) {
    const pay = costText(move.pay);
    const paid = pay ? ` (${tr("оплата", "pay")}: ${pay})` : "";
    const card = typeof move.card === "string" ? refName(ctx, move.card) : "";
    switch (move.type) {
        case "use_starter_deck":
            return tr("Взять стартовую колоду", "Take the starter deck");
        case "submit_deck": {
            const size = Array.isArray(move.cards) ? move.cards.length : 0;
            return tr(`Отправить предложенную колоду (${count(size, CARDS)})`, `Submit the suggested deck (${count(size, CARDS)})`);
        }
        case "keep_hand":
            return tr("Оставить руку", "Keep the hand");
        case "redeal":
            return tr("Пересдать руку", "Redeal the hand");
        case "play_resource":
            return tr(`Выложить ресурс: ${card}`, `Play the resource: ${card}`);
        case "build":
            return tr(`Ввести в бой: ${card}${paid}`, `Deploy: ${card}${paid}`);
        case "play_tactic":
            return tr(`Тактика: ${card}${move.target ? ` → ${refName(ctx, String(move.target))}` : ""}${paid}`, `Tactic: ${card}${move.target ? ` → ${refName(ctx, String(move.target))}` : ""}${paid}`);
        case "end_phase":
            return tr("Закончить фазу", "End the phase");
        case "attack":
            return tr(`Атака: ${refName(ctx, String(move.unit))} → ${refName(ctx, String(move.target))}${paid}`, `Attack: ${refName(ctx, String(move.unit))} → ${refName(ctx, String(move.target))}${paid}`);
        case "strike":
            return tr(`Удар: ${refName(ctx, String(move.unit))} → ${refName(ctx, String(move.target))}${paid}`, `Strike: ${refName(ctx, String(move.unit))} → ${refName(ctx, String(move.target))}${paid}`);
        case "end_turn":
            return tr("Закончить ход", "End the turn");
        case "block":
            return tr(`Блокировать: ${refName(ctx, String(move.unit))}`, `Block with ${refName(ctx, String(move.unit))}`);
        case "no_block":
            return tr("Не блокировать", "Do not block");
        case "support":
            return tr(`Поддержать: ${refName(ctx, String(move.unit))}`, `Support with ${refName(ctx, String(move.unit))}`);
        case "pass":
            return tr("Пас", "Pass");
        default:
            return move.type;
    }
}
function cardEl(ctx, ref, attempt) {
    const card = ctx.item(ref.card);
    const numbers = card?.category === "unit" ? tr(`атака ${card.attack} · защита ${card.defence}`, `attack ${card.attack} · defence ${card.defence}`) : card?.category === "resource" ? tr("ресурс", "resource") : card?.category === "tactic" ? tr("тактика", "tactic") : "";
    const el = h("div", { class: `card ${card?.category ?? ""} side-${card?.side ?? ""} ${"tapped" in ref && ref.tapped ? "tapped" : ""}`, attrs: { "data-card": ref.id } }, h("span", { class: "card-name" }, named(card, ref.card)), numbers ? h("span", { class: "card-extra" }, numbers) : null, card && costText(card.cost) ? h("span", { class: "card-extra" }, `${tr("цена", "cost")}: ${costText(card.cost)}`) : null);
    return ctx.offer(el, ctx.about(ref.id), attempt);
}
function row(ctx, title, refs) {
    if (!refs.length)
        return null;
    return h("div", { class: "front-row" }, h("h4", { text: title }), h("div", { class: "cards" }, refs.map((r) => cardEl(ctx, r))));
}
function attemptFor(ctx, ref) {
    const card = ctx.item(ref.card);
    if (card?.category === "resource")
        return { type: "play_resource", card: ref.id };
    return { type: "build", card: ref.id, pay: { depot: 0, factory: 0, fuel: 0 } };
}
/** The deck this seat submitted, while the other seat still builds. */
function submitted(ctx, table, player) {
    const counts = new Map();
    for (const ref of player.building ?? [])
        counts.set(ref.card, (counts.get(ref.card) ?? 0) + 1);
    return section(tr("Ваша колода", "Your deck"), h("p", { class: "hint" }, tr(`Колода отправлена: ${player.building?.length ?? 0} / ${table.deck_size}.`, `Deck submitted: ${player.building?.length ?? 0} / ${table.deck_size}.`)), h("div", { class: "cards" }, [...counts].map(([card, count]) => h("div", { class: "card" }, h("span", { class: "card-name" }, ctx.name(card)), h("span", { class: "card-extra" }, `×${count}`)))));
}
/** Deck building on the page: the deck is put together here and sent once, whole (DP-2.1), so the
 * opponent learns only that it is ready. */
function builder(ctx, table, form) {
    const draft = ctx.draft(form, "building");
    const size = draft.weight();
    const change = (apply) => () => {
        apply();
        ctx.redraw();
    };
    const suggested = ctx.moves((m) => m.type === "submit_deck")[0];
    const pool = form.picks.map((pick) => {
        const card = ctx.item(pick.value);
        const count = draft.count(pick.value);
        return h("div", { class: `card ${card?.category ?? ""} side-${card?.side ?? ""} ${count ? "chosen" : ""}`, attrs: { "data-pick": pick.value } }, h("span", { class: "card-name" }, named(card, pick.value)), card && costText(card.cost) ? h("span", { class: "card-extra" }, `${tr("цена", "cost")}: ${costText(card.cost)}`) : null, h("span", { class: "card-extra draft-count" }, button("−", change(() => draft.remove(pick.value)), { class: "secondary draft-less", attrs: { disabled: count === 0, "aria-label": tr(`Убрать: ${named(card, pick.value)}`, `Remove ${named(card, pick.value)}`) } }), ` ×${count} `, button("+", change(() => draft.add(pick.value)), { class: "secondary draft-more", attrs: { disabled: !draft.canAdd(pick.value), "aria-label": tr(`Добавить: ${named(card, pick.value)}`, `Add ${named(card, pick.value)}`) } })));
    });
    const send = h("div", { class: "card special submit-deck" }, h("span", { class: "card-name" }, tr("Отправить колоду", "Submit the deck")), h("span", { class: "card-extra" }, `${size} / ${table.deck_size}`));
    return section(tr("Сборка колоды", "Deck building"), h("p", { class: "hint" }, tr(`Соберите колоду из ${count(table.deck_size, OF_CARDS)} (не больше четырёх одинаковых, кроме ресурсов) и отправьте её целиком: противник увидит только, что колода готова.`, `Build a deck of ${count(table.deck_size, OF_CARDS)} (at most four of a name, resources aside) and submit it whole: the opponent only learns that it is ready.`)), h("p", { class: "actions" }, suggested && Array.isArray(suggested.cards) ? button(tr("Взять предложенную", "Start from the suggested deck"), change(() => draft.fill(suggested.cards)), { class: "secondary draft-fill" }) : null, button(tr("Очистить", "Clear"), change(() => draft.fill([])), { class: "secondary draft-clear" })), h("div", { class: "cards deck-pool" }, pool), ctx.offer(send, draft.complete() ? [draft.move()] : [], draft.move()));
}
function playerPanel(ctx, player) {
    const side = ctx.catalogue.content.sides.find((s) => s.id === player.side);
    return h("section", { class: `panel player side-${player.side}`, attrs: { "data-public": true } }, h("h3", {}, ctx.seatName(player.seat), " — ", named(side, player.side)), h("p", {}, stat(tr("колода", "deck"), player.deck_count), " ", stat(tr("в руке", "in hand"), player.hand_count), " ", stat(tr("потери", "losses"), player.losses_count)), row(ctx, tr("Первая линия", "Front line"), player.line1), row(ctx, tr("Вторая линия", "Second line"), player.line2), row(ctx, tr("Резерв", "Reserve"), player.reserve), row(ctx, tr("Ресурсы", "Resources"), player.resources), [...player.line1, ...player.line2, ...player.reserve, ...player.resources].length ? null : h("p", { class: "hint", text: tr("На столе пока ничего нет.", "Nothing on the table yet.") }));
}
const PHASES = {
    building: ["сборка колод", "deck building"],
    mulligan: ["стартовая рука", "starting hand"],
    main: ["основная фаза", "main phase"],
    attack: ["атака", "attack"],
    over: ["игра окончена", "game over"],
};
function fact(f, ctx) {
    const who = typeof f.seat === "number" ? ctx.seatName(f.seat) : "";
    const ref = f.card;
    switch (f.type) {
        case "turn_started":
            return tr(`Ход ${f.turn}: ${who}`, `Turn ${f.turn}: ${who}`);
        case "resource_played":
            return tr(`${who} выкладывает ресурс: ${ctx.name(ref?.card)}`, `${who} plays a resource: ${ctx.name(ref?.card)}`);
        case "unit_built":
            return tr(`${who} вводит в бой: ${ctx.name(ref?.card)}`, `${who} deploys ${ctx.name(ref?.card)}`);
        case "tactic_played":
            return tr(`${who} применяет тактику: ${ctx.name(ref?.card)}`, `${who} plays the tactic ${ctx.name(ref?.card)}`);
        case "attack_declared":
            return tr(`${who} атакует: ${refName(ctx, String(f.unit))} → ${refName(ctx, String(f.target))}`, `${who} attacks: ${refName(ctx, String(f.unit))} → ${refName(ctx, String(f.target))}`);
        case "block_declared":
            return tr(`${who} блокирует: ${refName(ctx, String(f.unit))}`, `${who} blocks with ${refName(ctx, String(f.unit))}`);
        case "unit_destroyed":
            return tr(`Уничтожено (${who}): ${refName(ctx, String(f.unit))}`, `Destroyed (${who}): ${refName(ctx, String(f.unit))}`);
        case "deck_struck":
            return tr(`Удар по колоде (${who}): −${f.count}`, `The deck is struck (${who}): −${f.count}`);
        default:
            return null;
    }
}
export const denPobedy = {
    id: "den_pobedy",
    options: {
        deck_building: { name: ["Колоды", "Decks"], values: { true: ["каждый собирает свою", "each builds their own"], false: ["стартовые", "the starter decks"] } },
        deck_size: { name: ["Карт в колоде", "Cards in a deck"] },
        red_seat: { name: ["За Красную Армию", "The Red Army"], values: { "0": ["место 1", "seat 1"], "1": ["место 2", "seat 2"] } },
        series_game: { name: ["Партий серии уже сыграно", "Games of the series played before"] },
        series_opener: { name: ["Первый ход серии", "The series' first turn"], values: { "-1": ["по жребию", "drawn by lot"], "0": ["место 1", "seat 1"], "1": ["место 2", "seat 2"] } },
        max_redeals: { name: ["Пересдач стартовой руки", "Redeals of the starting hand"] },
    },
    label,
    fact,
    summary(ctx) {
        const table = ctx.table;
        const [ru, en] = PHASES[table.phase] ?? ["", ""];
        return [tr(`Ход ${table.turn}`, `Turn ${table.turn}`), tr(ru, en), tr(`ходит: ${ctx.seatName(table.active)}`, `active: ${ctx.seatName(table.active)}`)].join(" · ");
    },
    render(ctx) {
        const table = ctx.table;
        const me = ctx.viewerSeat === null ? null : table.players[ctx.viewerSeat];
        const deckForm = ctx.form("submit_deck");
        const combat = table.combat
            ? h("p", { class: "combat", attrs: { "data-public": true } }, tr("Бой: ", "Combat: "), `${refName(ctx, table.combat.attacker)} → ${refName(ctx, table.combat.target)}`, table.combat.blocker ? tr(`, блокирует ${refName(ctx, table.combat.blocker)}`, `, blocked by ${refName(ctx, table.combat.blocker)}`) : "", table.combat.supports.length ? tr(`, поддержка: ${table.combat.supports.map((s) => refName(ctx, s)).join(", ")}`, `, support: ${table.combat.supports.map((s) => refName(ctx, s)).join(", ")}`) : "")
            : null;
        return h("div", { class: "den-pobedy" }, combat, deckForm && table.phase === "building" ? builder(ctx, table, deckForm) : null, me?.building?.length && table.phase === "building" ? submitted(ctx, table, me) : null, me?.hand?.length ? section(tr("Ваша рука", "Your hand"), h("div", { class: "hand" }, me.hand.map((ref) => cardEl(ctx, ref, ctx.about(ref.id).length ? undefined : attemptFor(ctx, ref))))) : null, table.players.map((p) => playerPanel(ctx, p)), table.players.some((p) => p.shown?.length) ? section(tr("Показанные руки", "Shown hands"), ...table.players.filter((p) => p.shown?.length).map((p) => h("p", {}, `${ctx.seatName(p.seat)}: ${(p.shown ?? []).map((r) => ctx.name(r.card)).join(", ")}`))) : null, me ? h("p", { class: "hint" }, stat(tr("пересдач", "redeals"), me.redeals)) : null);
    },
};
