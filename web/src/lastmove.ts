// Each seat's last move on the table: the feed's items name what their fact touched (cells, hexes,
// cards, a seat's own board), and the page marks those places for the seat that moved last there.

import type { FeedItem } from "./api.js";
import type { components } from "./generated/openapi.js";
import { tr } from "./i18n.js";

type Touched = components["schemas"]["Touched"];

/** The items of each seat's last move: the facts of the latest event that seat moved in (a move
 * taken back since is no longer its last). */
export function lastMoves(journal: FeedItem[]): Map<number, FeedItem[]> {
  const undone = new Set(journal.filter((item) => item.kind === "move_taken_back").map((item) => (item.body as { version: number }).version));
  const last = new Map<number, FeedItem[]>();
  for (const item of journal) {
    if (item.kind !== "fact" || typeof item.seat !== "number" || undone.has(item.version)) continue;
    const kept = last.get(item.seat);
    if (!kept || kept[0].version < item.version) last.set(item.seat, [item]);
    else if (kept[0].version === item.version) kept.push(item);
  }
  return last;
}

/** The versions of the seats' last moves (the journal marks their lines). */
export function lastVersions(last: Map<number, FeedItem[]>): Set<number> {
  return new Set([...last.values()].map((items) => items[0].version));
}

function touchedOf(item: FeedItem): Touched | null {
  return "touched" in item && item.touched ? item.touched : null;
}

/** The elements of ``table`` a touched part names: its cells (on the shared board, or on the seat's
 * own board, ``data-board``), its hexes and its cards. */
function places(table: HTMLElement, touched: Touched): Element[] {
  const found: Element[] = [];
  for (const cell of touched.cells ?? []) {
    for (const el of table.querySelectorAll(`[data-cell="${cell}"]`)) {
      const board = el.closest("[data-board]");
      const on = board ? Number((board as HTMLElement).dataset.board) : null;
      if (on === (touched.board ?? null)) found.push(el);
    }
  }
  for (const hex of touched.hexes ?? []) found.push(...table.querySelectorAll(`[data-hex="${hex}"]`));
  for (const card of touched.cards ?? []) found.push(...table.querySelectorAll(`[data-card="${CSS.escape(card)}"]`));
  return found;
}

/** Mark on ``table`` where each seat's last move happened: ``last-move`` and the seat's colour
 * (``last-colour-N``), its name in the element's title. The latest move is drawn last, so where two
 * seats touched one place it shows the one who touched it last. */
export function markLastMoves(table: HTMLElement, last: Map<number, FeedItem[]>, seatName: (seat: number) => string, colour: (seat: number) => number): void {
  const seats = [...last.entries()].sort(([, a], [, b]) => a[0].version - b[0].version);
  for (const [seat, items] of seats) {
    for (const item of items) {
      const touched = touchedOf(item);
      if (!touched) continue;
      for (const el of places(table, touched)) {
        for (const name of [...el.classList]) if (name.startsWith("last-colour-")) el.classList.remove(name);
        el.classList.add("last-move", `last-colour-${colour(seat)}`);
        el.setAttribute("data-last-seat", String(seat));
        const note = tr(`последний ход: ${seatName(seat)}`, `last move: ${seatName(seat)}`);
        const title = el.getAttribute("title");
        if (el instanceof HTMLElement) el.title = title ? `${title} · ${note}` : note;
      }
    }
  }
}
