// What a game module gives the page, and what the page gives a game module.
// Adding a game to the client is adding one module beside this file and one line in registry.ts.
import { h, on } from "../dom.js";
import { named, seatName } from "../i18n.js";
export function catalogue(game, content) {
    const byId = new Map();
    const walk = (value) => {
        if (Array.isArray(value))
            value.forEach(walk);
        else if (value && typeof value === "object") {
            const item = value;
            if (typeof item.id === "string" && (item.name !== undefined || item.name_en !== undefined) && !byId.has(item.id)) {
                byId.set(item.id, item);
            }
            Object.values(item).forEach(walk);
        }
    };
    walk(content);
    return { game, content: (content ?? {}), byId };
}
/**
 * A list being put together on the page for one move form (a deck, a placement): the form's rules
 * are checked as the list grows, and the finished list is sent once as one move.
 */
export class Draft {
    form;
    counts = new Map();
    constructor(form) {
        this.form = form;
    }
    count(value) {
        return this.counts.get(value) ?? 0;
    }
    weight() {
        return this.form.picks.reduce((sum, pick) => sum + pick.weight * this.count(pick.value), 0);
    }
    canAdd(value) {
        const pick = this.form.picks.find((p) => p.value === value);
        return !!pick && this.count(value) < pick.most && this.weight() + pick.weight <= this.form.total;
    }
    add(value) {
        if (this.canAdd(value))
            this.counts.set(value, this.count(value) + 1);
    }
    remove(value) {
        const left = this.count(value) - 1;
        if (left > 0)
            this.counts.set(value, left);
        else
            this.counts.delete(value);
    }
    /** Replace the draft by the values of a listed move of the form (a suggested deck). */
    fill(values) {
        this.counts.clear();
        for (const value of values)
            this.counts.set(value, this.count(value) + 1);
    }
    complete() {
        const weight = this.weight();
        return weight >= this.form.least && weight <= this.form.total;
    }
    move() {
        const values = [...this.counts].flatMap(([value, n]) => Array(n).fill(value));
        return { type: this.form.move, [this.form.field]: values };
    }
}
/** Drafts by match, seat and scope, kept across redraws of the table. */
const drafts = new Map();
/** Everything a module needs to draw one viewer's table and offer that viewer's moves. */
export class TableContext {
    table;
    envelope;
    viewerSeat;
    catalogue;
    legal;
    play;
    choose;
    forms;
    redraw;
    /** Moves a module has put on the board or on a card; the page lists the rest. */
    placed = new Set();
    constructor(table, envelope, viewerSeat, catalogue, legal, play, choose, 
    /** Families of moves too large to list (MoveForm): a module builds one member and sends it. */
    forms = [], 
    /** Draw the table again, after a draft changed on the page. */
    redraw = () => undefined) {
        this.table = table;
        this.envelope = envelope;
        this.viewerSeat = viewerSeat;
        this.catalogue = catalogue;
        this.legal = legal;
        this.play = play;
        this.choose = choose;
        this.forms = forms;
        this.redraw = redraw;
    }
    /** The listed form that builds moves of ``type``, if this viewer has one now. */
    form(type) {
        return this.forms.find((form) => form.move === type);
    }
    /** This viewer's draft for a form, kept per match, seat and ``scope`` (a round, a phase). */
    draft(form, scope) {
        const key = `${this.envelope.id}/${this.viewerSeat}/${form.move}/${scope}`;
        let found = drafts.get(key);
        if (!found) {
            found = new Draft(form);
            drafts.set(key, found);
        }
        return found;
    }
    /** Send a move built on the page (a member of a listed form). */
    send(move) {
        this.play?.(move);
    }
    /** The catalogue's name of an id (cards keep their id when the catalogue has no such entry). */
    name(id) {
        if (!id)
            return "";
        return named(this.catalogue.byId.get(id), id);
    }
    item(id) {
        return id ? this.catalogue.byId.get(id) : undefined;
    }
    seatName(seat) {
        return seatName(this.envelope.seats[seat]?.name, seat);
    }
    moves(test) {
        return this.legal.filter(test);
    }
    /** Legal moves that name ``value`` in any of their fields (a card, a plan, a hex ...). */
    about(value) {
        return this.legal.filter((move) => Object.entries(move).some(([key, v]) => key !== "type" && v === value));
    }
    /**
     * Make ``el`` an action: one legal move plays it, several open a choice. With no legal move,
     * ``attempt`` (what a player would naturally try there) is sent anyway and the server says why not.
     */
    offer(el, moves, attempt) {
        if (!this.play)
            return el;
        const play = this.play;
        moves.forEach((move) => this.placed.add(move));
        let run = null;
        if (moves.length === 1)
            run = () => play(moves[0]);
        else if (moves.length > 1)
            run = () => this.choose(moves);
        else if (attempt)
            run = () => play(attempt);
        if (!run)
            return el;
        el.classList.add(moves.length ? "target" : "attempt");
        el.setAttribute("tabindex", "0");
        el.setAttribute("role", "button");
        nameWithText(el);
        el.dataset.moves = String(moves.length);
        const go = run;
        on(el, "click", () => go());
        on(el, "keydown", (event) => {
            const key = event.key;
            if (key === "Enter" || key === " ") {
                event.preventDefault();
                go();
            }
        });
        return el;
    }
}
/** The words shown inside ``el`` (an SVG's tooltip ``title`` is not shown). */
function shownText(el) {
    const words = [];
    for (const node of Array.from(el.childNodes)) {
        if (node.nodeType === Node.TEXT_NODE)
            words.push(node.textContent ?? "");
        else if (node instanceof Element && node.tagName.toLowerCase() !== "title")
            words.push(shownText(node));
    }
    return words.join(" ").replace(/\s+/g, " ").trim();
}
/**
 * An action's accessible name starts with the words it shows, so a person who says or searches
 * what they see finds it: an ``aria-label`` that leaves them out gets them in front.
 */
export function nameWithText(el) {
    const label = el.getAttribute("aria-label");
    const shown = shownText(el);
    if (!label || !shown)
        return;
    if (!label.toLowerCase().includes(shown.toLowerCase()))
        el.setAttribute("aria-label", `${shown} · ${label}`);
}
export function section(title, ...children) {
    return h("section", { class: "panel" }, h("h3", { text: title }), ...children);
}
export function stat(label, value) {
    return h("span", { class: "stat" }, h("span", { class: "stat-label" }, label), " ", h("b", {}, String(value)));
}
