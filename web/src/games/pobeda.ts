// «Победа!»: the 12×12 board of the war's events, chips star-down/star-up, finished lines.

import type { Move } from "../api.js";
import { h } from "../dom.js";
import { named, texted, tr } from "../i18n.js";
import { count, LINES } from "../plural.js";
import type { components } from "../generated/openapi.js";
import { type GameModule, section, stat, type TableContext } from "./game.js";



type Schemas = components["schemas"];
type PobedaTable = Schemas["PobedaTable"];
type Event = Schemas["PobedaEvent"];

function content(ctx: TableContext): Schemas["PobedaContent"] {
  return ctx.catalogue.content as unknown as Schemas["PobedaContent"];
}

/** What a card is: an event (its cell's card) or a special («+1», «−1», «−1/+1»). */
function cardInfo(ctx: TableContext, card: string): { event?: Event; special?: Schemas["PobedaSpecial"] } {
  const event = content(ctx).events.find((e) => e.card === card);
  if (event) return { event };
  return { special: content(ctx).specials.find((s) => s.cards.includes(card)) };
}

function cardName(ctx: TableContext, card: string): string {
  const { event, special } = cardInfo(ctx, card);
  return event ? named(event) : special ? `«${named(special)}»` : card;
}

function shortDate(date: string): string {
  const [y, m, d] = date.split("-");
  return `${d}.${m}.\u200b${y.slice(2)}`; // a narrow cell wraps the year to a line of its own
}

function cellName(ctx: TableContext, table: PobedaTable, cell: number): string {
  const event = table.board[cell]?.event;
  const size = Math.round(Math.sqrt(table.board.length));
  const where = `${String.fromCharCode(65 + (cell % size))}${Math.floor(cell / size) + 1}`;
  return event ? `${where} ${named(ctx.item(event))}` : `${where} ${tr("угол", "corner")}`;
}

function colourName(ctx: TableContext, table: PobedaTable, colour: number): string {
  if (table.teams) {
    return named(content(ctx).colours[colour], String(colour + 1));
  }
  return table.colours[colour]?.seats.map((s) => ctx.seatName(s)).join(", ") ?? String(colour);
}

/** Where a row of 7–10 offers a choice, the chosen six: " — линия A7–F7". */
function sixes(table: PobedaTable, move: Move): string {
  const lines = Array.isArray(move.lines) ? (move.lines as number[][]) : [];
  if (!lines.length) return "";
  const size = Math.round(Math.sqrt(table.board.length));
  const at = (cell: number): string => `${String.fromCharCode(65 + (cell % size))}${Math.floor(cell / size) + 1}`;
  const chosen = lines.map((line) => `${at(line[0])}–${at(line[line.length - 1])}`).join(", ");
  return tr(` — линия ${chosen}`, ` — line ${chosen}`);
}

function label(move: Move, ctx: TableContext): string {
  const table = ctx.table as PobedaTable;
  const card = cardName(ctx, String(move.card));
  const cell = typeof move.cell === "number" ? cellName(ctx, table, move.cell) : "";
  const six = sixes(table, move);
  switch (move.type) {
    case "play_event":
      return tr(`Сыграть событие: ${card}${six}`, `Play the event: ${card}${six}`);
    case "play_plus_one":
      return tr(`${card}: фишку на ${cell}${six}`, `${card}: a chip on ${cell}${six}`);
    case "play_minus_one":
      return tr(`${card}: убрать фишку с ${cell}`, `${card}: remove the chip from ${cell}`);
    case "play_replace":
      return tr(`${card}: заменить фишку на ${cell}${six}`, `${card}: replace the chip on ${cell}${six}`);
    case "discard_dead_card":
      return tr(`Сбросить неиграбельную карту: ${card}`, `Discard the dead card: ${card}`);
    default:
      return move.type;
  }
}

function board(ctx: TableContext, table: PobedaTable): HTMLElement {
  const size = Math.round(Math.sqrt(table.board.length));
  const inLine = new Map<number, number>();
  table.lines.forEach((line) => line.cells.forEach((cell) => inLine.set(cell, line.colour)));
  const hand = table.hand ?? [];
  const grid = h("div", { class: "pobeda-board", attrs: { role: "group", "aria-label": tr("Поле", "Board"), "data-public": true } });
  grid.style.setProperty("--size", String(size));
  for (const cell of table.board) {
    const event = cell.event ? (ctx.item(cell.event) as Event | undefined) : undefined;
    const classes = ["cell", cell.event ? "" : "corner", cell.chip !== null ? "taken" : "", inLine.has(cell.cell) ? `line line-${inLine.get(cell.cell)}` : ""];
    const el = h(
      "div",
      {
        class: classes.join(" "),
        title: `${cellName(ctx, table, cell.cell)}${event ? ` (${event.date})` : ""}`,
        attrs: { "data-cell": cell.cell, "aria-label": cellName(ctx, table, cell.cell) },
      },
      event ? h("span", { class: "date" }, shortDate(event.date)) : h("span", { class: "date" }, "★"),
      cell.chip !== null ? h("span", { class: `chip colour-${cell.chip} ${cell.star_up ? "star-up" : ""}` }, cell.star_up ? "★" : "") : null,
    );
    const here = ctx.moves((m) => m.cell === cell.cell || (m.type === "play_event" && cardInfo(ctx, String(m.card)).event?.id === cell.event && cell.event !== null));
    const ownCard = event && hand.includes(event.card) ? event.card : null;
    ctx.offer(el, here, ownCard ? { type: "play_event", card: ownCard } : undefined);
    grid.append(el);
  }
  return grid;
}

function handView(ctx: TableContext, table: PobedaTable): HTMLElement | null {
  if (!table.hand) return null;
  return section(
    tr("Ваши карты", "Your cards"),
    h(
      "div",
      { class: "hand" },
      table.hand.map((card) => {
        const { event, special } = cardInfo(ctx, card);
        const el = h(
          "div",
          { class: `card ${special ? "special" : "event"}`, title: special ? texted(special) : event?.date, attrs: { "data-card": card } },
          h("span", { class: "card-name" }, event ? named(event) : `«${named(special)}»`),
          event ? h("span", { class: "card-extra" }, event.date) : h("span", { class: "card-extra" }, texted(special)),
        );
        const moves = ctx.moves((m) => m.card === card && (m.type === "play_event" || m.type === "discard_dead_card"));
        return ctx.offer(el, moves, event && moves.length === 0 ? { type: "play_event", card } : undefined);
      }),
    ),
  );
}

function fact(f: Move, ctx: TableContext): string | null {
  const table = ctx.table as PobedaTable;
  const who = typeof f.seat === "number" ? ctx.seatName(f.seat) : "";
  switch (f.type) {
    case "card_played":
      return tr(`${who} играет: ${cardName(ctx, String(f.card))}`, `${who} plays ${cardName(ctx, String(f.card))}`);
    case "dead_card_discarded":
      return tr(`${who} сбрасывает: ${cardName(ctx, String(f.card))}`, `${who} discards ${cardName(ctx, String(f.card))}`);
    case "chip_removed":
      return tr(`Фишка снята: ${cellName(ctx, table, Number(f.cell))}`, `A chip removed: ${cellName(ctx, table, Number(f.cell))}`);
    case "line_finished":
      return tr(`Линия победы: ${colourName(ctx, table, Number(f.colour))}`, `A line of victory: ${colourName(ctx, table, Number(f.colour))}`);
    default:
      return null;
  }
}

export const pobeda: GameModule = {
  id: "pobeda",
  colour: (seat, ctx) => (ctx.table as PobedaTable).seats[seat]?.colour ?? seat,
  options: {
    teams: {
      name: ["Команды", "Teams"],
      values: { "0": ["каждый сам за себя", "everyone for themselves"], "2": ["две команды", "two teams"], "3": ["три команды", "three teams"] },
    },
    lines_to_win: {
      name: ["Для победы", "To win"],
      values: { "1": ["одна линия", "one line"], "2": ["две линии («Великая победа»)", "two lines (Great Victory)"], "3": ["три линии («Великая победа»)", "three lines (Great Victory)"] },
    },
    shuffle_board: { name: ["События на поле", "Events on the board"], values: { false: ["по датам", "by date"], true: ["вперемешку", "shuffled"] } },
  },
  label,
  fact,
  summary(ctx) {
    const table = ctx.table as PobedaTable;
    const goal = table.lines_to_win > 1 ? tr(`«Великая победа»: ${count(table.lines_to_win, LINES)}`, `Great Victory: ${count(table.lines_to_win, LINES)}`) : tr("Цель: линия из 6 фишек", "Goal: a line of 6 chips");
    return `${goal} · ${tr("Колода", "Deck")}: ${table.deck_size}`;
  },
  render(ctx) {
    const table = ctx.table as PobedaTable;
    return h(
      "div",
      { class: "pobeda" },
      board(ctx, table),
      h(
        "div",
        { class: "side" },
        handView(ctx, table),
        section(
          tr("Цвета", "Colours"),
          h(
            "ul",
            { class: "plain" },
            table.colours.map((c) =>
              h("li", {}, h("span", { class: `chip colour-${c.colour}` }), " ", colourName(ctx, table, c.colour), table.teams ? ` (${c.seats.map((s) => ctx.seatName(s)).join(", ")})` : "", " · ", stat(tr("линий", "lines"), c.lines), " ", stat(tr("фишек", "chips"), c.supply)),
            ),
          ),
          h("ul", { class: "plain" }, table.seats.map((s) => h("li", {}, ctx.seatName(s.seat), ": ", stat(tr("карт в руке", "cards in hand"), s.hand_size)))),
        ),
        table.discard.length
          ? section(tr("Сброс", "Discard"), h("p", { class: "discard" }, table.discard.slice(-5).reverse().map((c) => cardName(ctx, c)).join(" · ")))
          : null,
        table.hands
          ? section(tr("Все руки (аудит)", "All hands (audit)"), h("ul", { class: "plain" }, table.hands.map((hand, s) => h("li", {}, `${ctx.seatName(s)}: ${hand.map((c) => cardName(ctx, c)).join(", ")}`))))
          : null,
      ),
    );
  },
};
