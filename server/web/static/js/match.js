// Play and watch one match: the viewer's table, live over the WebSocket, with the seat's moves
// offered as actions and every refusal shown in the server's words.
import { ApiProblem, api, problemText } from "./api.js";
import { gameCatalogue } from "./catalogue.js";
import { deadlineText, faceText, runningSeats, secondsLeft, short } from "./clocks.js";
import { button, clear, h, on, patch } from "./dom.js";
import { TableContext } from "./games/game.js";
import { moduleFor } from "./games/registry.js";
import { OffersPanel } from "./play.js";
import { howToPlayLink } from "./howto.js";
import { moveHints } from "./hints.js";
import { gameTitle, seatName, t } from "./i18n.js";
import { lastMoves, lastVersions, markLastMoves } from "./lastmove.js";
import { count, MOVES } from "./plural.js";
import { delayNote, lifecycleLine, lifecyclePanel, outText, reasonText, takebackNote } from "./lifecycle.js";
import { scoringTable } from "./scoring.js";
import { MatchStream } from "./stream.js";
import { tokens } from "./tokens.js";
import { WaitingRoom } from "./waiting.js";
export function outcomeLine(envelope, seatName) {
    const outcome = envelope.outcome;
    if (!outcome)
        return "";
    const words = envelope.outcome_words; // the server's words, in the page's language
    if (words)
        return `${words.summary} (${words.reason})`;
    const winners = outcome.winners.length ? `${t("winners")}: ${outcome.winners.map(seatName).join(", ")}` : t("draw");
    const scores = outcome.scores.map((score, seat) => `${seatName(seat)} ${score}`).join(" · ");
    return `${winners}. ${t("scores")}: ${scores}${outcome.reason ? ` (${reasonText(outcome.reason)})` : ""}`;
}
export function seatList(envelope, viewerSeat, colour = (seat) => seat) {
    return h("ol", { class: "seats" }, envelope.seats.map((info) => h("li", {
        class: [
            envelope.to_act.includes(info.seat) ? "to-act" : "",
            info.seat === viewerSeat ? "me" : "",
            envelope.outcome?.winners.includes(info.seat) ? "winner" : "",
        ].join(" "),
    }, h("span", { class: `chip colour-${colour(info.seat)}` }), info.name === null || info.name === undefined ? t("free") : seatName(info.name, info.seat), info.bot ? h("span", { class: "tag" }, t("bot")) : null, info.out ? h("span", { class: "tag out" }, outText(info.out)) : null, info.connected ? h("span", { class: "tag online" }, t("online")) : null, envelope.clocks ? clockFace(envelope, envelope.clocks, info.seat) : null, envelope.outcome ? h("b", { class: "score" }, String(envelope.outcome.scores[info.seat] ?? "")) : null)));
}
/** A seat's clock beside its name; a running correspondence clock says when its time runs out. */
function clockFace(envelope, clocks, seat) {
    const running = runningSeats(envelope).includes(seat);
    const days = clocks.control.kind === "days";
    const title = days && running ? `${t("deadline")}: ${deadlineText(clocks, seat)}` : t("clock");
    const kind = `clock${running ? " running" : ""}${days ? " days" : ""}`;
    return h("span", { class: kind, title, attrs: { "data-seat": seat } }, faceText(clocks, clocks.remaining[seat]));
}
const STATUSES = {
    open: "status_open",
    running: "status_running",
    finished: "status_finished",
    registering: "status_registering",
    cancelled: "status_cancelled",
    expired: "status_expired",
};
export function statusText(status) {
    return STATUSES[status] ? t(STATUSES[status]) : status;
}
/** Whether the focus ``el`` had is still where the player left it: on the page, focusable, and (on
 * the table or among the actions) still an offered move. */
function stays(el) {
    if (!(el instanceof HTMLElement) || el === document.body || document.activeElement !== el || !el.isConnected || el.closest("[hidden]"))
        return false;
    if (el.closest(".table, .actions-panel"))
        return el.matches(".target, button.action:not([disabled]), .choice select, .draftable, .draft-count button:not([disabled])");
    return el.matches("a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]");
}
/** A feed item's own key among the journal's lines (an event's items by their place in it). */
function itemKey(item) {
    return `${item.version}/${item.kind}/${"index" in item ? item.index : ""}`;
}
/** More moves of one kind than this are offered as a choice list instead of buttons. */
const GROUPED = 5;
/** How many recent happenings the journal tells. */
const JOURNAL = 12;
/** Milliseconds between redraws of the running clocks. */
const TICK = 200;
class MatchPage {
    id;
    catalogue;
    seat;
    view = null;
    legal = [];
    forms = [];
    /** The server's note on each legal move (its label, its consequence), by the move's JSON. */
    notes = new Map();
    /** Whether the server would take a takeback request of the seat now (its frames say). */
    takeback = false;
    stream = null;
    busy = false;
    /** The resignation's confirm step is shown. */
    confirming = false;
    /** The latest feed items (what happened), newest last; ``heard`` is the last version taken in. */
    journal = [];
    heard = 0;
    /** The choice each move list showed last, kept across redraws (adding five of one card to a deck). */
    picked = new Map();
    root = h("div", { class: "match" });
    live = h("div", { class: "live", attrs: { role: "status", "aria-live": "polite" } });
    problem = h("div", { class: "problem", attrs: { role: "alert", hidden: true } });
    body = h("div", { class: "match-body" });
    chooser = h("div", { class: "chooser", attrs: { hidden: true } });
    /** The version whose moves the chooser offers: a redraw at another version closes it (its moves
     * may be gone), one at the same version (who is connected, the journal) leaves it open. */
    chosenAt = -1;
    /** An invite link before the start, a rematch after the end (web/src/play.ts). */
    offers;
    /** The organiser's waiting room, when this browser created the match (web/src/waiting.ts). */
    waiting;
    constructor(id, catalogue, seat) {
        this.id = id;
        this.catalogue = catalogue;
        this.seat = seat;
        this.offers = new OffersPanel(id);
        const organiser = tokens.organiser(id);
        this.waiting = organiser ? new WaitingRoom(id, organiser, () => this.render()) : null;
    }
    mount(outlet) {
        clear(outlet, this.root);
        clear(this.root, this.live, this.problem, this.chooser, this.body);
        this.stream = new MatchStream(this.id, this.seat?.token ?? null, {
            frame: (frame) => {
                if (frame.type === "snapshot") {
                    this.show(frame.view, frame.choices);
                    void this.prime(frame.version);
                }
                else if (frame.type === "events") {
                    // one redraw a frame: its feed items and its view together
                    const heard = this.take(frame.events);
                    if (!this.show(frame.view, frame.choices) && heard)
                        this.render();
                }
                else if (frame.type === "error")
                    this.say(problemText(new ApiProblem(frame.problem)), t("error"));
                else if (frame.type === "presence")
                    this.present(frame.connected);
            },
            state: (state, resumedAfter) => {
                this.live.className = `live ${state}`;
                this.live.textContent =
                    state === "reconnecting"
                        ? t("reconnecting")
                        : state === "refused"
                            ? t("stream_refused")
                            : resumedAfter !== undefined
                                ? t("resumed", resumedAfter)
                                : t("connected");
            },
        });
        this.stream.open(null);
        const ticker = window.setInterval(() => this.tick(), TICK);
        return () => {
            window.clearInterval(ticker);
            this.offers.stop();
            this.stream?.close();
        };
    }
    /**
     * How far behind now the viewer's clocks are (a spectator's delay in seconds); null when they
     * cannot be counted on (a spectator held some moves behind sees them as they were then).
     */
    behind(view) {
        const delay = view.match.spectator_delay;
        if (view.viewer.type !== "spectator" || !delay)
            return 0;
        return delay.moves ? null : delay.seconds;
    }
    /** Count the running clocks down on the seat list. */
    tick() {
        const view = this.view;
        const clocks = view?.match.clocks;
        const behind = view ? this.behind(view) : null;
        if (!clocks || behind === null)
            return;
        for (const face of this.body.querySelectorAll(".seats .clock.running")) {
            const left = secondsLeft(clocks, Number(face.dataset.seat), behind);
            face.textContent = faceText(clocks, left);
            face.classList.toggle("short", short(clocks, left));
        }
    }
    /** Start the journal with the last moves before the page opened. */
    async prime(version) {
        if (this.heard)
            return;
        try {
            const feed = await api.events(this.id, this.seat?.token ?? null, Math.max(0, version - JOURNAL));
            this.hear(feed.events.filter((item) => item.version <= version));
        }
        catch {
            // the journal is a convenience: the table itself is complete without it
        }
    }
    hear(items) {
        if (this.take(items))
            this.render();
    }
    /** Take the feed items not heard yet into the journal; whether there were any. */
    take(items) {
        const fresh = items.filter((item) => item.version > this.heard);
        if (!fresh.length)
            return false;
        this.heard = fresh[fresh.length - 1].version;
        this.journal = [...this.journal, ...fresh].slice(-JOURNAL * 4);
        return true;
    }
    told(ctx) {
        const module = moduleFor(this.catalogue.game.id);
        const lines = [];
        for (const item of [...this.journal].reverse()) {
            const text = item.text
                ? item.text // the server's sentence, in the page's language
                : item.kind === "fact" && module.fact
                    ? module.fact(item.body, ctx)
                    : item.kind === "seat_claimed"
                        ? t("journal_claimed", item.body.name)
                        : item.kind === "started"
                            ? t("journal_started")
                            : item.kind === "finished"
                                ? t("match_over")
                                : lifecycleLine(item, (seat) => ctx.seatName(seat));
            if (text)
                lines.push({ text, item });
            if (lines.length === JOURNAL)
                break;
        }
        return lines;
    }
    /** Show a frame's view with the seat's choices it carries (a spectator's frames carry none);
     * false for a view older than the one shown, which is not drawn. */
    show(view, choices) {
        if (this.view && view.version < this.view.version)
            return false;
        this.view = view;
        this.legal = (choices?.moves ?? []);
        this.forms = choices?.forms ?? [];
        this.takeback = choices?.takeback ?? false;
        this.notes = new Map();
        this.legal.forEach((move, n) => {
            const note = choices?.notes?.[n];
            if (note)
                this.notes.set(JSON.stringify(move), note);
        });
        this.render();
        return true;
    }
    /** Show a problem in words (a refused move by default), or clear it with null. */
    say(text, what = t("refused")) {
        this.problem.hidden = text === null;
        this.problem.textContent = text ? `${what}: ${text}` : "";
        this.problem.dataset.kind = what === t("error") ? "error" : "refused";
    }
    /** A lifecycle step of the viewer's seat (resign, autoplay, a takeback's request or answer). */
    async step(step) {
        if (!this.seat || this.busy)
            return;
        this.busy = true;
        this.confirming = false;
        try {
            await step(this.id, this.seat.token);
            this.say(null);
        }
        catch (error) {
            this.say(problemText(error), t("step_refused"));
        }
        finally {
            this.busy = false;
        }
    }
    /** Send a move over the stream; its frame brings the view after it, and its ack clears the way.
     * A move with a consequence is sent only once the player says so (``sure``). */
    async play(move, sure = false) {
        if (!this.seat || !this.view || !this.stream || this.busy)
            return;
        const note = this.notes.get(JSON.stringify(move));
        if (note?.consequence && !sure) {
            this.confirm(move, note);
            return;
        }
        this.busy = true;
        this.chooser.hidden = true;
        try {
            await this.stream.move(move, this.view.version);
            this.say(null);
        }
        catch (problem) {
            this.say(problemText(new ApiProblem(problem)));
        }
        finally {
            this.busy = false;
        }
    }
    /** A move that destroys, discards or gives up something of the seat's (or commits an empty
     * placement) is played only once the player says so, told what it costs in the server's words. */
    confirm(move, note) {
        clear(this.chooser, h("h3", { text: t("are_you_sure") }), h("p", { class: "warning", text: note.warning ?? note.label }), h("div", { class: "actions" }, button(`${t("sure")}: ${note.label}`, () => void this.play(move, true), { class: "action confirm" }), button(t("cancel"), () => (this.chooser.hidden = true), { class: "secondary" })));
        this.opened();
    }
    /** Show the chooser just filled, for the moves of the version shown, its first button focused. */
    opened() {
        this.chosenAt = this.view?.version ?? -1;
        this.chooser.hidden = false;
        this.chooser.querySelector("button")?.focus();
    }
    choose(moves, ctx) {
        const module = moduleFor(this.catalogue.game.id);
        clear(this.chooser, h("h3", { text: t("choose") }), h("div", { class: "actions" }, moves.map((move) => button(module.label(move, ctx), () => void this.play(move), { class: "action" })), button(t("cancel"), () => (this.chooser.hidden = true), { class: "secondary" })));
        this.opened();
        this.chooser.onkeydown = (event) => {
            if (event.key === "Escape") {
                this.chooser.hidden = true;
                this.body.querySelector(".table .target")?.focus({ preventScroll: true });
            }
        };
    }
    /** Who is connected changed: the seat list shows it at once (presence moves no version). */
    present(connected) {
        if (!this.view)
            return;
        for (const info of this.view.match.seats)
            info.connected = connected.includes(info.seat);
        this.render();
    }
    render() {
        const view = this.view;
        if (!view)
            return;
        // A keyboard player keeps their place: focus stays on what the frame did not take away, and focus
        // the frame took away (a card played, the chooser closed) goes to the first offered action.
        const focused = document.activeElement;
        const closing = view.version !== this.chosenAt;
        const keep = focused === document.body || this.body.contains(focused) || (closing && this.chooser.contains(focused));
        const envelope = view.match;
        const module = moduleFor(this.catalogue.game.id);
        const viewerSeat = view.viewer.type === "seat" ? view.viewer.n : null;
        const playing = this.seat !== null && envelope.status === "running";
        const ctx = new TableContext(view.table, envelope, viewerSeat, this.catalogue, this.legal, playing ? (move) => void this.play(move) : null, (moves) => this.choose(moves, ctx), this.forms, () => this.render());
        if (closing)
            this.chooser.hidden = true;
        const toAct = envelope.to_act;
        const turn = envelope.status !== "running"
            ? statusText(envelope.status)
            : viewerSeat !== null && toAct.includes(viewerSeat)
                ? t("your_turn")
                : t("waiting_for", toAct.map((seat) => ctx.seatName(seat)).join(", "));
        const table = view.table === null ? null : module.render(ctx);
        const colour = (seat) => (module.colour && view.table !== null ? module.colour(seat, ctx) : seat);
        const last = lastMoves(this.journal);
        if (table)
            markLastMoves(table, last, (seat) => ctx.seatName(seat), colour);
        const rest = this.legal.filter((move) => !ctx.placed.has(move));
        const onBoard = this.legal.length - rest.length;
        const waiting = this.waiting?.element(envelope) ?? null;
        // The board first, then what is around it: beside it on a wide screen, below it on a phone.
        // Only what differs from the page shown is touched: an element the frame did not change stays.
        patch(this.body, h("header", { class: "match-head" }, h("h2", {}, gameTitle(this.catalogue.game), " ", h("small", { text: envelope.id.slice(0, 8) })), howToPlayLink(this.catalogue.game.id), h("p", { class: "who" }, this.seat ? t("playing_as", this.seat.seat + 1, this.seat.name) : t("spectator")), h("p", { class: `turn ${viewerSeat !== null && toAct.includes(viewerSeat) ? "mine" : ""}`, attrs: { "data-version": view.version } }, turn), module.summary && view.table !== null ? h("p", { class: "summary" }, module.summary(ctx)) : null), table ? h("div", { class: "table", attrs: { "data-game": this.catalogue.game.id } }, table) : null, h("div", { class: "match-side" }, seatList(envelope, viewerSeat, colour), delayNote(envelope, view.viewer.type === "spectator"), takebackNote(envelope, (seat) => ctx.seatName(seat)), envelope.outcome ? h("p", { class: "outcome" }, h("strong", { text: t("match_over") }), ". ", outcomeLine(envelope, (s) => ctx.seatName(s))) : null, envelope.outcome ? scoringTable(envelope.outcome, (s) => ctx.seatName(s)) : null, envelope.status === "open" ? this.joining(envelope) : null, waiting, playing
            ? h("section", { class: "panel actions-panel" }, h("h3", { text: t("actions") }), this.legal.length === 0 ? h("p", { text: t("no_actions") }) : null, onBoard ? h("p", { class: "hint" }, t("board_moves", count(onBoard, MOVES))) : null, moveHints(this.catalogue.game.id, this.legal), h("div", { class: "actions" }, this.listed(rest, (move) => module.label(move, ctx))))
            : null, this.seat && viewerSeat !== null
            ? lifecyclePanel(envelope, viewerSeat, this.takeback, this.confirming, {
                run: (step) => void this.step(step),
                confirm: (on) => {
                    this.confirming = on;
                    this.render();
                },
            })
            : null, 
        // the waiting room has its own invite link, made with the organiser's token
        waiting ? null : this.offers.element(envelope, this.seat), this.journalPanel(ctx, lastVersions(last)), h("nav", { class: "links" }, h("a", { attrs: { href: `#/m/${this.id}/replay` } }, t("replay")), this.seat ? h("a", { attrs: { href: `#/m/${this.id}/watch` } }, t("watch")) : null, h("a", { attrs: { href: "#/" } }, t("back_to_lobby")))));
        if (keep && this.legal.length && !stays(focused)) {
            this.body.querySelector(".actions-panel button.action, .table .target")?.focus({ preventScroll: true });
        }
        this.tick();
    }
    /** The moves not on the table: a button each, or one choice list per kind when a kind has many
     * (every bid from 2 to 10 is one list, not nine buttons). */
    listed(moves, label) {
        const kinds = new Map();
        for (const move of moves)
            kinds.set(move.type, [...(kinds.get(move.type) ?? []), move]);
        return [...kinds.values()].flatMap((group) => {
            if (group.length <= GROUPED)
                return group.map((move) => button(label(move), () => void this.play(move), { class: "action" }));
            const id = `choice-${group[0].type}`;
            const kept = this.picked.get(id);
            // the live select is read (a redraw keeps the page's element, not the one built here)
            const chosen = () => document.getElementById(id);
            const select = h("select", { attrs: { id, "aria-label": label(group[0]) }, on: { change: (event) => this.picked.set(id, event.currentTarget.selectedOptions[0]?.textContent ?? "") } }, group.map((move, n) => h("option", { attrs: { value: n, selected: label(move) === kept } }, label(move))));
            return [h("span", { class: "choice" }, select, button("▶", () => void this.play(group[Number(chosen()?.value ?? 0)]), { class: "action", attrs: { "aria-label": t("play"), title: t("play") } }))];
        });
    }
    /** The journal, newest first; the lines of each seat's last move marked as the table marks it. */
    journalPanel(ctx, last) {
        const lines = this.view?.table === null ? [] : this.told(ctx);
        if (!lines.length)
            return null;
        const marked = ({ item }) => item.kind === "fact" && last.has(item.version);
        return h("section", { class: "panel journal" }, h("h3", { text: t("journal") }), 
        // a line keeps its element by its item, so the live region hears only the lines that are new
        h("ol", { class: "plain", attrs: { "aria-live": "polite" } }, lines.map((line) => h("li", { class: marked(line) ? "last-move" : "", text: line.text, key: itemKey(line.item), attrs: { "data-version": line.item.version } }))));
    }
    /** Before the start: take a free seat (taking the last one starts the match). */
    joining(envelope) {
        const free = envelope.seats.filter((info) => !info.claimed);
        const name = h("input", { attrs: { name: "name", required: true, maxlength: 64, autocomplete: "nickname" } });
        const form = h("form", { class: "inline" }, h("label", {}, t("your_name"), " ", name), h("button", { attrs: { type: "submit" } }, t("take_seat")));
        on(form, "submit", (event) => {
            event.preventDefault();
            // the live form's field: a redraw keeps the page's form and what was typed in it
            const typed = event.currentTarget.elements.namedItem("name").value.trim();
            api
                .claim(this.id, typed, undefined, tokens.account()?.token ?? null)
                .then((claimed) => {
                tokens.setSeat(this.id, { seat: claimed.seat, token: claimed.token, name: typed });
                location.reload();
            })
                .catch((error) => this.say(problemText(error), t("error")));
        });
        return h("section", { class: "panel" }, !this.seat && free.length ? form : null, h("p", { class: "hint", text: t("share_hint") }));
    }
}
/** The match page: as its seat when this browser holds one (unless ``watch``), else as a spectator. */
export async function matchPage(outlet, id, watch) {
    clear(outlet, h("p", { text: t("loading") }));
    const envelope = await api.envelope(id);
    const catalogue = await gameCatalogue(envelope.game);
    const seat = watch ? null : tokens.seat(id);
    return new MatchPage(id, catalogue, seat).mount(outlet);
}
