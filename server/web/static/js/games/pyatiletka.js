// «Ударная пятилетка»: characters build five industries, personal plans score when fulfilled.
import { h } from "../dom.js";
import { named, texted, tr } from "../i18n.js";
import { section, stat } from "./game.js";
/** Card instances are the catalogue id plus a copy letter: ``ch15a`` is a copy of ``ch15``. */
function kind(id) {
    return id.replace(/[a-z]$/, "");
}
function cardName(ctx, id) {
    return named(ctx.item(kind(id)), id);
}
function industryName(ctx, id) {
    return named(ctx.item(id), id);
}
function planText(ctx, plan) {
    const industries = plan.condition.industries.map((i) => industryName(ctx, i)).join(" + ");
    const level = plan.condition.level ? tr(`уровень ${plan.condition.level}`, `level ${plan.condition.level}`) : "";
    const count = plan.condition.count ? tr(`${plan.condition.count} шт.`, `${plan.condition.count} of them`) : "";
    const orders = plan.needs_orders ? tr("нужны ордена", "needs orders") : "";
    return [industries, level, count, orders].filter(Boolean).join(", ");
}
function characterCard(ctx, id, attempt) {
    const character = ctx.item(kind(id));
    const ability = character ? ctx.item(character.ability) : undefined;
    const el = h("div", { class: `card industry-${character?.industry ?? ""}`, title: texted(ability), attrs: { "data-card": id } }, h("span", { class: "card-name" }, named(character, id)), character ? h("span", { class: "card-extra" }, industryName(ctx, character.industry)) : null, ability ? h("span", { class: "card-extra" }, named(ability)) : null);
    return ctx.offer(el, ctx.about(id), attempt);
}
function planCard(ctx, id) {
    const plan = ctx.item(kind(id));
    const el = h("div", { class: "card plan", attrs: { "data-card": id } }, h("span", { class: "card-name" }, named(plan, id)), plan ? h("span", { class: "card-extra" }, `${plan.vp} ${tr("ПО", "VP")} · ${planText(ctx, plan)}`) : null);
    return ctx.offer(el, ctx.about(id));
}
const WORDS = {
    keep_plan: ["Оставить план", "Keep the plan"],
    redraw_plans: ["Взять новые планы", "Redraw the plans"],
    play_character: ["Выложить персонажа", "Play the character"],
    take_character: ["Взять персонажа из отдела кадров", "Take the character from the HR row"],
    discard_for_order: ["Сбросить ради ордена", "Discard for an order"],
    give_plan: ["Отдать план игроку", "Give a plan to"],
    discard_plan: ["Сбросить план", "Discard the plan"],
    take_plan_from_row: ["Взять план из ряда", "Take the plan from the row"],
    take_plan_from_deck: ["Взять план из колоды", "Take a plan from the deck"],
    complete_plan: ["Выполнить план", "Fulfil the plan"],
    place_order: ["Положить орден на", "Place an order on"],
    decline_order: ["Не класть орден", "Do not place the order"],
    remove_plan: ["Убрать план", "Remove the plan"],
    end_turn: ["Закончить ход", "End the turn"],
    skip_ability: ["Не применять свойство", "Skip the ability"],
    draw_from_deck: ["Добрать из колоды", "Draw from the deck"],
    hire_from_row: ["Нанять из отдела кадров", "Hire from the HR row"],
    renew_plan: ["Обновить план", "Renew the plan"],
    swap_with_row: ["Обменять с отделом кадров", "Swap with the HR row"],
    study_plans: ["Изучить планы", "Study the plans"],
    return_plan: ["Вернуть план", "Return the plan"],
    take_chairman: ["Стать председателем", "Become the chairman"],
    play_from_row: ["Выложить из отдела кадров", "Play from the HR row"],
    salvage: ["Забрать из сброса", "Salvage from the discard"],
    exchange_plan: ["Обменять план", "Exchange a plan"],
    discard_and_draw: ["Сбросить и добрать", "Discard and draw"],
    renew_character: ["Обновить персонажа", "Renew the character"],
    extra_action: ["Дополнительное действие", "An extra action"],
    award_order: ["Наградить орденом", "Award an order to"],
    precision_complete: ["Точно выполнить план", "Fulfil the plan precisely"],
    rebuild: ["Перестроить", "Rebuild"],
};
function label(move, ctx) {
    const [ru, en] = WORDS[move.type] ?? [move.type, move.type];
    const parts = [];
    for (const [key, value] of Object.entries(move)) {
        if (key === "type")
            continue;
        if (key === "target")
            parts.push(ctx.seatName(Number(value)));
        else if (key === "industry")
            parts.push(industryName(ctx, String(value)));
        else if (key === "give" || key === "remove")
            parts.push(`${cardName(ctx, String(value))} →`);
        else
            parts.push(cardName(ctx, String(value)));
    }
    return [tr(ru, en), ...parts].join(" ");
}
// The decisions the game waits for, by their kind.
const PENDING = {
    ability: ["применить ли свойство", "whether to use the ability"],
    return_plan: ["какой план вернуть", "which plan to return"],
    plan_source: ["откуда взять план", "where to take a plan from"],
    place_order: ["куда положить орден", "where to place the order"],
    remove_plan: ["какой план убрать из ряда", "which plan to remove from the row"],
};
const PHASES = {
    choose_plans: ["выбор планов", "choosing plans"],
    turn: ["ходы", "turns"],
    round_end: ["конец раунда", "end of round"],
    over: ["игра окончена", "game over"],
};
function levels(ctx, played) {
    const count = new Map();
    for (const id of played) {
        const industry = ctx.item(kind(id))?.industry ?? "?";
        count.set(industry, (count.get(industry) ?? 0) + 1);
    }
    const industries = ctx.catalogue.content.industries.map((i) => i.id);
    return h("ul", { class: "levels" }, industries.map((id) => h("li", { class: `industry-${id}` }, industryName(ctx, id), " ", h("b", {}, String(count.get(id) ?? 0)))));
}
function playerPanel(ctx, table, player) {
    return h("section", { class: `panel player ${table.turn_seat === player.seat && table.phase === "turn" ? "to-act" : ""}`, attrs: { "data-public": true } }, h("h3", {}, ctx.seatName(player.seat), table.chairman === player.seat ? h("span", { class: "tag" }, named(ctx.item("chairman"))) : null), h("p", {}, stat(tr("ПО", "VP"), player.vp), " ", stat(tr("ордена", "orders"), player.orders.length), " ", stat(tr("в руке", "in hand"), player.hand_size), " ", stat(tr("планов", "plans"), player.plan_count)), levels(ctx, player.played), player.played.length ? h("div", { class: "cards" }, player.played.map((id) => characterCard(ctx, id))) : null, player.completed.length ? h("p", { class: "hint" }, tr("Выполнены: ", "Fulfilled: "), player.completed.map((id) => cardName(ctx, id)).join(", ")) : null, table.phase === "over" && player.plans ? h("p", { class: "hint" }, tr("Личные планы: ", "Personal plans: "), player.plans.map((id) => cardName(ctx, id)).join(", ") || "—") : null);
}
function fact(f, ctx) {
    const who = typeof f.seat === "number" ? ctx.seatName(f.seat) : "";
    const card = typeof f.card === "string" ? cardName(ctx, f.card) : "";
    const plan = typeof f.plan === "string" ? cardName(ctx, f.plan) : "";
    switch (f.type) {
        case "character_played":
            return tr(`${who} выкладывает: ${card}`, `${who} plays ${card}`);
        case "character_taken":
            return tr(`${who} берёт из отдела кадров: ${card}`, `${who} takes ${card} from the HR row`);
        case "plan_completed":
            return tr(`${who} выполняет план «${plan}»`, `${who} fulfils the plan «${plan}»`);
        case "plan_taken":
            return tr(`${who} берёт план${plan ? ` «${plan}»` : ""}`, `${who} takes a plan${plan ? ` «${plan}»` : ""}`);
        case "order_placed":
            return tr(`${who} кладёт орден на ${card}`, `${who} places an order on ${card}`);
        case "chairman_taken":
            return tr(`${who} — председатель`, `${who} becomes the chairman`);
        case "round_started":
            return tr(`Раунд ${f.round}`, `Round ${f.round}`);
        default:
            return null;
    }
}
export const pyatiletka = {
    id: "pyatiletka",
    options: {
        rounds: { name: ["Раундов", "Rounds"] },
        simplified: { name: ["Правила", "Rules"], values: { false: ["полные", "full"], true: ["упрощённые", "simplified"] } },
    },
    label,
    fact,
    summary(ctx) {
        const table = ctx.table;
        const [ru, en] = PHASES[table.phase] ?? ["", ""];
        return [
            tr(`Раунд ${table.round} из ${table.rounds}`, `Round ${table.round} of ${table.rounds}`),
            tr(ru, en),
            table.simplified ? tr("упрощённые правила", "simplified rules") : "",
            table.phase === "turn" ? tr(`действий осталось: ${table.actions_left}`, `actions left: ${table.actions_left}`) : "",
            tr(`орденов в запасе: ${table.supply}`, `orders in supply: ${table.supply}`),
        ]
            .filter(Boolean)
            .join(" · ");
    },
    render(ctx) {
        const table = ctx.table;
        const me = ctx.viewerSeat === null ? null : table.players[ctx.viewerSeat];
        const pending = table.pending
            ? h("p", { class: "pending" }, tr("Ожидается решение: ", "Waiting for a decision: "), ctx.seatName(table.pending.seat), ` (${tr(...(PENDING[table.pending.kind] ?? ["решение", "a decision"]))}${table.pending.card ? `, ${cardName(ctx, table.pending.card)}` : ""})`)
            : null;
        return h("div", { class: "pyatiletka" }, pending, me?.hand
            ? section(tr("Ваша рука", "Your hand"), h("div", { class: "hand" }, me.hand.map((id) => characterCard(ctx, id, ctx.about(id).length ? undefined : { type: "play_character", card: id }))))
            : null, me?.plans || me?.offered?.length
            ? section(tr("Ваши личные планы", "Your personal plans"), h("div", { class: "cards" }, [...(me.offered ?? []), ...(me.plans ?? [])].map((id) => planCard(ctx, id))))
            : null, h("section", { class: "panel", attrs: { "data-public": true } }, h("h3", { text: tr("Отдел кадров", "HR row") }), h("div", { class: "cards" }, table.hr_row.length ? table.hr_row.map((id) => characterCard(ctx, id)) : "—"), h("h3", { text: tr("Общие планы", "Plan row") }), h("div", { class: "cards" }, table.plan_row.map((id) => planCard(ctx, id))), h("p", { class: "hint" }, stat(tr("колода персонажей", "character deck"), table.character_deck_size), " ", stat(tr("колода планов", "plan deck"), table.plan_deck_size))), h("div", { class: "players" }, table.players.map((player) => playerPanel(ctx, table, player))));
    },
};
