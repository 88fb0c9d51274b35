// What a game module gives the page, and what the page gives a game module.
// Adding a game to the client is adding one module beside this file and one line in registry.ts.

import type { Envelope, GameInfo, Move, MoveForm } from "../api.js";
import { h, on } from "../dom.js";
import { named, seatName } from "../i18n.js";

/** Anything in a catalogue with an id and names. */
export interface Named {
  id: string;
  name?: string;
  name_en?: string;
  text?: string;
  text_en?: string;
  [field: string]: unknown;
}

export interface Catalogue {
  game: GameInfo;
  content: { [section: string]: unknown };
  /** Every named object of the content by id (cards, tiles, events, ...). */
  byId: Map<string, Named>;
}

export function catalogue(game: GameInfo, content: unknown): Catalogue {
  const byId = new Map<string, Named>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      const item = value as Named;
      if (typeof item.id === "string" && (item.name !== undefined || item.name_en !== undefined) && !byId.has(item.id)) {
        byId.set(item.id, item);
      }
      Object.values(item).forEach(walk);
    }
  };
  walk(content);
  return { game, content: (content ?? {}) as Catalogue["content"], byId };
}

/**
 * A list being put together on the page for one move form (a deck, a placement): the form's rules
 * are checked as the list grows, and the finished list is sent once as one move.
 */
export class Draft {
  readonly counts = new Map<string, number>();

  constructor(readonly form: MoveForm) {}

  count(value: string): number {
    return this.counts.get(value) ?? 0;
  }

  weight(): number {
    return this.form.picks.reduce((sum, pick) => sum + pick.weight * this.count(pick.value), 0);
  }

  canAdd(value: string): boolean {
    const pick = this.form.picks.find((p) => p.value === value);
    return !!pick && this.count(value) < pick.most && this.weight() + pick.weight <= this.form.total;
  }

  add(value: string): void {
    if (this.canAdd(value)) this.counts.set(value, this.count(value) + 1);
  }

  remove(value: string): void {
    const left = this.count(value) - 1;
    if (left > 0) this.counts.set(value, left);
    else this.counts.delete(value);
  }

  /** Replace the draft by the values of a listed move of the form (a suggested deck). */
  fill(values: string[]): void {
    this.counts.clear();
    for (const value of values) this.counts.set(value, this.count(value) + 1);
  }

  complete(): boolean {
    const weight = this.weight();
    return weight >= this.form.least && weight <= this.form.total;
  }

  move(): Move {
    const values = [...this.counts].flatMap(([value, n]) => Array<string>(n).fill(value));
    return { type: this.form.move, [this.form.field]: values };
  }
}

/** Drafts by match, seat and scope, kept across redraws of the table. */
const drafts = new Map<string, Draft>();

/** Everything a module needs to draw one viewer's table and offer that viewer's moves. */
export class TableContext {
  /** Moves a module has put on the board or on a card; the page lists the rest. */
  readonly placed = new Set<Move>();

  constructor(
    readonly table: unknown,
    readonly envelope: Envelope,
    readonly viewerSeat: number | null,
    readonly catalogue: Catalogue,
    readonly legal: Move[],
    private readonly play: ((move: Move) => void) | null,
    private readonly choose: (moves: Move[]) => void,
    /** Families of moves too large to list (MoveForm): a module builds one member and sends it. */
    readonly forms: MoveForm[] = [],
    /** Draw the table again, after a draft changed on the page. */
    readonly redraw: () => void = () => undefined,
  ) {}

  /** The listed form that builds moves of ``type``, if this viewer has one now. */
  form(type: string): MoveForm | undefined {
    return this.forms.find((form) => form.move === type);
  }

  /** This viewer's draft for a form, kept per match, seat and ``scope`` (a round, a phase). */
  draft(form: MoveForm, scope: string): Draft {
    const key = `${this.envelope.id}/${this.viewerSeat}/${form.move}/${scope}`;
    let found = drafts.get(key);
    if (!found) {
      found = new Draft(form);
      drafts.set(key, found);
    }
    return found;
  }

  /** Send a move built on the page (a member of a listed form). */
  send(move: Move): void {
    this.play?.(move);
  }

  /** The catalogue's name of an id (cards keep their id when the catalogue has no such entry). */
  name(id: string | null | undefined): string {
    if (!id) return "";
    return named(this.catalogue.byId.get(id), id);
  }

  item(id: string | null | undefined): Named | undefined {
    return id ? this.catalogue.byId.get(id) : undefined;
  }

  seatName(seat: number): string {
    return seatName(this.envelope.seats[seat]?.name, seat);
  }

  moves(test: (move: Move) => boolean): Move[] {
    return this.legal.filter(test);
  }

  /** Legal moves that name ``value`` in any of their fields (a card, a plan, a hex ...). */
  about(value: string | number): Move[] {
    return this.legal.filter((move) => Object.entries(move).some(([key, v]) => key !== "type" && v === value));
  }

  /**
   * Make ``el`` an action: one legal move plays it, several open a choice. With no legal move,
   * ``attempt`` (what a player would naturally try there) is sent anyway and the server says why not.
   */
  offer<E extends HTMLElement | SVGElement>(el: E, moves: Move[], attempt?: Move): E {
    if (!this.play) return el;
    const play = this.play;
    moves.forEach((move) => this.placed.add(move));
    let run: (() => void) | null = null;
    if (moves.length === 1) run = () => play(moves[0]);
    else if (moves.length > 1) run = () => this.choose(moves);
    else if (attempt) run = () => play(attempt);
    if (!run) return el;
    el.classList.add(moves.length ? "target" : "attempt");
    el.setAttribute("tabindex", "0");
    el.setAttribute("role", "button");
    nameWithText(el);
    el.dataset.moves = String(moves.length);
    const go = run;
    on(el, "click", () => go());
    on(el, "keydown", (event) => {
      const key = (event as KeyboardEvent).key;
      if (key === "Enter" || key === " ") {
        event.preventDefault();
        go();
      }
    });
    return el;
  }
}

/** The words shown inside ``el`` (an SVG's tooltip ``title`` is not shown). */
function shownText(el: Element): string {
  const words: string[] = [];
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) words.push(node.textContent ?? "");
    else if (node instanceof Element && node.tagName.toLowerCase() !== "title") words.push(shownText(node));
  }
  return words.join(" ").replace(/\s+/g, " ").trim();
}

/**
 * An action's accessible name starts with the words it shows, so a person who says or searches
 * what they see finds it: an ``aria-label`` that leaves them out gets them in front.
 */
export function nameWithText(el: Element): void {
  const label = el.getAttribute("aria-label");
  const shown = shownText(el);
  if (!label || !shown) return;
  if (!label.toLowerCase().includes(shown.toLowerCase())) el.setAttribute("aria-label", `${shown} · ${label}`);
}

/** An option in words: its name, and a phrase for each value that reads better than the value
 * itself (a select offers those values, by their phrases; the JSON of the value is the key). */
export interface OptionWords {
  name: [string, string];
  values?: { [value: string]: [string, string] };
}

export interface GameModule {
  id: string;
  /** The table as this viewer sees it, with the viewer's moves offered where they happen. */
  render(ctx: TableContext): HTMLElement;
  /** One move in the game's own words. */
  label(move: Move, ctx: TableContext): string;
  /** A one-line summary of what the table is about now (phase, round). */
  summary?(ctx: TableContext): string;
  /** The colour a seat plays (a team's colour where seats play in teams); the seat number otherwise. */
  colour?(seat: number, ctx: TableContext): number;
  /** The game's words for its options, shown on the forms and in the lobby's rows. */
  options?: { [option: string]: OptionWords };
  /** What a fact tells the players, in the game's words; null for bookkeeping not worth telling. */
  fact?(fact: Move, ctx: TableContext): string | null;
}

export function section(title: string, ...children: (Node | null | false)[]): HTMLElement {
  return h("section", { class: "panel" }, h("h3", { text: title }), ...children);
}

export function stat(label: string, value: string | number): HTMLElement {
  return h("span", { class: "stat" }, h("span", { class: "stat-label" }, label), " ", h("b", {}, String(value)));
}
