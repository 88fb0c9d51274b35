// What a game module gives the page, and what the page gives a game module.
// Adding a game to the client is adding one module beside this file and one line in registry.ts.
import { h } from "../dom.js";
import { named, t } from "../i18n.js";
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
/** Everything a module needs to draw one viewer's table and offer that viewer's moves. */
export class TableContext {
    table;
    envelope;
    viewerSeat;
    catalogue;
    legal;
    play;
    choose;
    /** Moves a module has put on the board or on a card; the page lists the rest. */
    placed = new Set();
    constructor(table, envelope, viewerSeat, catalogue, legal, play, choose) {
        this.table = table;
        this.envelope = envelope;
        this.viewerSeat = viewerSeat;
        this.catalogue = catalogue;
        this.legal = legal;
        this.play = play;
        this.choose = choose;
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
        const info = this.envelope.seats[seat];
        return info?.name ?? `${t("seat")} ${seat + 1}`;
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
        el.dataset.moves = String(moves.length);
        const go = run;
        el.addEventListener("click", () => go());
        el.addEventListener("keydown", (event) => {
            const key = event.key;
            if (key === "Enter" || key === " ") {
                event.preventDefault();
                go();
            }
        });
        return el;
    }
}
export function section(title, ...children) {
    return h("section", { class: "panel" }, h("h3", { text: title }), ...children);
}
export function stat(label, value) {
    return h("span", { class: "stat" }, h("span", { class: "stat-label" }, label), " ", h("b", {}, String(value)));
}
