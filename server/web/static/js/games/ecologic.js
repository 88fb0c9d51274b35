// «EcoLogic»: profit against ecology on a hex map of Russia's regions — oil and mineral
// buildings, green initiatives and special objects bought at auction, coins and eco points.
import { h, svg } from "../dom.js";
import { named, texted, tr } from "../i18n.js";
import { COINS, count } from "../plural.js";
import { section, stat } from "./game.js";
// A hex's resource (a building's branch is one of the first two).
const RESOURCES = {
    oil: ["нефть", "oil"],
    mineral: ["минералы", "minerals"],
    both: ["нефть и минералы", "oil and minerals"],
    special: ["для спецобъекта", "for a special object"],
};
function branchName(branch) {
    const [ru, en] = RESOURCES[branch] ?? ["", ""];
    return tr(ru, en);
}
/** An initiative card's name is its kind's (``ei01`` is one «Посадка деревьев»). */
function itemName(ctx, item) {
    if (!item)
        return "";
    if (item === "oil" || item === "mineral")
        return tr(`здание: ${branchName(item)}`, `building: ${branchName(item)}`);
    const card = ctx.catalogue.content.initiative_cards.find((c) => c.id === item);
    if (card)
        return `${ctx.name(card.kind)} (${tr("ур.", "lvl")} ${card.level})`;
    return ctx.name(item);
}
function hexName(ctx, table, index) {
    const hex = table.hexes[index];
    return hex ? `${ctx.name(hex.tile)} (#${index + 1})` : `#${index + 1}`;
}
function label(move, ctx) {
    const table = ctx.table;
    const where = typeof move.hex === "number" ? hexName(ctx, table, move.hex) : "";
    switch (move.type) {
        case "place_building":
            return tr(`Построить (${branchName(String(move.branch))}): ${where}`, `Build (${branchName(String(move.branch))}): ${where}`);
        case "place_special":
            return tr(`Разместить «${ctx.name(String(move.special))}»: ${where}`, `Place «${ctx.name(String(move.special))}»: ${where}`);
        case "place_initiative":
            return tr(`Инициатива «${itemName(ctx, String(move.card))}»: ${where}`, `Initiative «${itemName(ctx, String(move.card))}»: ${where}`);
        case "keep":
            return tr("Оставить у себя", "Keep it");
        case "open_special":
            return tr(`Аукцион: «${ctx.name(String(move.special))}»`, `Auction: «${ctx.name(String(move.special))}»`);
        case "open_building":
            return tr(`Аукцион: здание (${branchName(String(move.branch))})`, `Auction: a building (${branchName(String(move.branch))})`);
        case "open_initiative":
            return tr("Аукцион: зелёная инициатива", "Auction: a green initiative");
        case "pass":
            return tr("Пас", "Pass");
        case "raise":
            return tr(`Поднять ставку на ${move.amount}`, `Raise by ${move.amount}`);
        case "veto":
            return tr("Вето на аукцион", "Veto the auction");
        case "remove_building":
            return tr(`Снести здание: ${where}`, `Demolish the building: ${where}`);
        case "remove_initiative":
            return tr(`Убрать инициативу: ${where}`, `Remove the initiative: ${where}`);
        case "transfer":
            return tr(`Передать ${count(Number(move.amount), COINS)}: ${ctx.seatName(Number(move.to))}`, `Give ${count(Number(move.amount), COINS)} to ${ctx.seatName(Number(move.to))}`);
        case "lose_object":
            return tr(`Потерять объект: ${where}`, `Lose the object: ${where}`);
        default:
            return move.type;
    }
}
const SIZE = 30;
const ROOT3 = Math.sqrt(3);
function corners(x, y) {
    return Array.from({ length: 6 }, (_, i) => {
        const angle = (Math.PI / 180) * (60 * i - 30);
        return `${(x + SIZE * Math.cos(angle)).toFixed(1)},${(y + SIZE * Math.sin(angle)).toFixed(1)}`;
    }).join(" ");
}
function hexMap(ctx, table) {
    const points = table.hexes.map((hex) => [SIZE * ROOT3 * (hex.q + hex.r / 2), SIZE * 1.5 * hex.r]);
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const [minX, minY] = [Math.min(...xs) - SIZE, Math.min(...ys) - SIZE];
    const [width, height] = [Math.max(...xs) - minX + SIZE, Math.max(...ys) - minY + SIZE];
    const map = svg("svg", { class: "hex-map", attrs: { viewBox: `${minX.toFixed(0)} ${minY.toFixed(0)} ${width.toFixed(0)} ${height.toFixed(0)}`, role: "group", "aria-label": tr("Карта", "Map"), "data-public": true } });
    table.hexes.forEach((hex, i) => {
        const [x, y] = points[i];
        const object = hex.branch ? `${branchName(hex.branch)} ${hex.level}` : hex.card ? itemName(ctx, hex.card) : hex.special ? ctx.name(hex.special) : "";
        const name = `${hexName(ctx, table, hex.index)} · ${branchName(hex.resource)} · ${tr("биоразнообразие", "biodiversity")} ${hex.bio}${hex.bio_taken ? ` (${tr("взято", "taken")})` : ""}${object ? ` · ${object}` : ""}${hex.owner >= 0 ? ` · ${ctx.seatName(hex.owner)}` : ""}`;
        const group = svg("g", { class: `hex res-${hex.resource}`, attrs: { "data-hex": hex.index, "aria-label": name } }, svg("title", {}, name), svg("polygon", { attrs: { points: corners(x, y) } }), svg("text", { class: "hex-bio", attrs: { x, y: y - 12, "text-anchor": "middle" } }, hex.bio_taken ? "·" : "♣".repeat(hex.bio)), " ", // the words a person sees are apart, so the name read out is the same words
        hex.owner >= 0 ? svg("circle", { class: `owner colour-${hex.owner}`, attrs: { cx: x, cy: y + 4, r: 11 } }) : null, object ? svg("text", { class: "hex-object", attrs: { x, y: y + 8, "text-anchor": "middle" } }, hex.branch ? `${hex.branch === "oil" ? tr("Н", "O") : tr("М", "M")}${hex.level}` : hex.card ? tr("И", "I") : tr("С", "S")) : null, " ", svg("text", { class: "hex-index", attrs: { x, y: y + 24, "text-anchor": "middle" } }, String(hex.index + 1)));
        const attempt = hex.resource === "oil" || hex.resource === "mineral" ? { type: "place_building", branch: hex.resource, hex: hex.index } : undefined;
        ctx.offer(group, ctx.moves((m) => m.hex === hex.index), attempt);
        map.append(group);
    });
    return map;
}
const PHASES = {
    start: ["начальная расстановка", "opening placement"],
    start_second: ["начальная расстановка, второй круг", "opening placement, second round"],
    event: ["событие", "event"],
    end: ["конец игры", "end of the game"],
    action: ["действия", "actions"],
    income: ["доход", "income"],
    ecology: ["экология", "ecology"],
    over: ["игра окончена", "game over"],
};
function fact(f, ctx) {
    const table = ctx.table;
    const who = typeof f.seat === "number" ? ctx.seatName(f.seat) : "";
    const where = typeof f.hex === "number" ? hexName(ctx, table, f.hex) : "";
    switch (f.type) {
        case "building_placed":
            return tr(`${who} строит (${branchName(String(f.branch))}): ${where}`, `${who} builds (${branchName(String(f.branch))}): ${where}`);
        case "special_placed":
            return tr(`${who} размещает «${ctx.name(String(f.special))}»: ${where}`, `${who} places «${ctx.name(String(f.special))}»: ${where}`);
        case "initiative_placed":
            return tr(`${who} — инициатива «${itemName(ctx, String(f.card))}»: ${where}`, `${who} — initiative «${itemName(ctx, String(f.card))}»: ${where}`);
        case "building_removed":
            return tr(`${who} сносит здание: ${where}`, `${who} demolishes a building: ${where}`);
        case "auction_opened":
            return tr(`${who} открывает аукцион: ${itemName(ctx, String(f.item || f.lot))}, ${f.price}`, `${who} opens an auction: ${itemName(ctx, String(f.item || f.lot))}, ${f.price}`);
        case "bid_raised":
            return tr(`${who} поднимает ставку на ${f.amount}`, `${who} raises by ${f.amount}`);
        case "auction_unsold":
            return tr(`Никто не купил: ${itemName(ctx, String(f.item))} — в сброс`, `Unsold: ${itemName(ctx, String(f.item))} — to the discard`);
        case "auction_won":
            return tr(`${who} выигрывает аукцион: ${itemName(ctx, String(f.item || f.lot))} за ${f.price}`, `${who} wins the auction: ${itemName(ctx, String(f.item || f.lot))} for ${f.price}`);
        case "event_drawn":
            return tr(`Событие: ${ctx.name(String(f.card))}`, `Event: ${ctx.name(String(f.card))}`);
        case "income_paid":
            return tr(`${who} получает доход ${f.amount}`, `${who} earns ${f.amount}`);
        default:
            return null;
    }
}
export const ecologic = {
    id: "ecologic",
    options: {
        fixed_layout: { name: ["Карта", "Map"], values: { false: ["случайная", "random"], true: ["из правил игры", "the rulebook's"] } },
        two_player_variant: {
            name: ["Вариант на двоих", "Two-player variant"],
            values: { null: ["если игроков двое", "when two play"], true: ["да", "on"], false: ["нет", "off"] },
        },
    },
    label,
    fact,
    summary(ctx) {
        const table = ctx.table;
        const [ru, en] = PHASES[table.phase] ?? ["", ""];
        return [
            tr(`Ход ${table.turn}`, `Turn ${table.turn}`),
            tr(ru, en),
            table.final ? tr("последний ход", "final turn") : "",
            table.leader >= 0 ? tr(`лидер: ${ctx.seatName(table.leader)}`, `leader: ${ctx.seatName(table.leader)}`) : "",
            tr(`банк ${table.bank} · эко-запас ${table.eco_pool}`, `bank ${table.bank} · eco pool ${table.eco_pool}`),
        ]
            .filter(Boolean)
            .join(" · ");
    },
    render(ctx) {
        const table = ctx.table;
        const event = ctx.catalogue.content.events.find((e) => e.id === table.event);
        const auction = table.auction;
        return h("div", { class: "ecologic" }, h("div", { class: "map-wrap" }, hexMap(ctx, table), h("p", { class: "hint legend" }, tr("Цвет гекса — ресурс: коричневый нефть, серый минералы, светло-коричневый и то и другое, фиолетовый спецобъекты. ♣ биоразнообразие. Н/М здание и его уровень, И зелёная инициатива, С спецобъект; кружок — цвет владельца.", "Hex colour is its resource: brown oil, grey minerals, light brown both, purple specials. ♣ biodiversity. O/M a building and its level, I a green initiative, S a special object; the disc is its owner's colour."))), h("div", { class: "side" }, event ? section(tr("Событие", "Event"), h("p", {}, h("b", {}, named(event)), " — ", texted(event))) : null, auction
            ? section(tr("Аукцион", "Auction"), h("p", { attrs: { "data-public": true } }, itemName(ctx, auction.item || auction.lot), " · ", stat(tr("ставка", "bid"), auction.price), " ", auction.high >= 0 ? tr(`ведёт ${ctx.seatName(auction.high)}`, `leading: ${ctx.seatName(auction.high)}`) : "", " · ", tr(`слово за: ${ctx.seatName(auction.to_bid)}`, `to bid: ${ctx.seatName(auction.to_bid)}`)))
            : null, table.pending ? h("p", { class: "pending" }, tr(`${ctx.seatName(table.pending.seat)} размещает: `, `${ctx.seatName(table.pending.seat)} places: `), itemName(ctx, table.pending.item || table.pending.lot)) : null, section(tr("Цены", "Prices"), h("p", {}, stat(tr("нефть", "oil"), table.prices.oil), " ", stat(tr("минералы", "minerals"), table.prices.mineral), " ", stat(tr("спецобъект", "special"), table.prices.special)), h("p", { class: "hint" }, tr("Открыты: ", "Open: "), table.specials_open.map((s) => ctx.name(s)).join(", ") || "—")), h("div", { class: "players" }, table.players.map((p) => h("section", { class: "panel player", attrs: { "data-public": true } }, h("h3", {}, h("span", { class: `chip colour-${p.seat}` }), " ", ctx.seatName(p.seat)), h("p", {}, stat(tr("монеты", "coins"), p.coins), " ", stat(tr("эко", "eco"), p.eco), table.scores.length ? [" ", stat(tr("очки", "score"), table.scores[p.seat])] : null), h("p", { class: "hint" }, tr("зданий в запасе: ", "buildings left: "), `${branchName("oil")} ${p.supply.oil ?? 0}, ${branchName("mineral")} ${p.supply.mineral ?? 0}`, tr(" · в сбросе: ", " · discarded: "), `${(p.discarded?.oil ?? 0) + (p.discarded?.mineral ?? 0)}`), p.held_initiatives.length || p.held_specials.length ? h("p", { class: "hint" }, tr("на руках: ", "held: "), [...p.held_initiatives, ...p.held_specials].map((i) => itemName(ctx, i)).join(", ")) : null, p.veto ? h("span", { class: "tag" }, tr("есть вето", "has a veto")) : null)))));
    },
};
