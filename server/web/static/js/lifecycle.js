// The match lifecycle among real people (issue 14) on the match page: resigning, handing the seat
// to a server bot and back, takebacks with consent, and what the journal and the head say of them.
import { api } from "./api.js";
import { button, h } from "./dom.js";
import { t } from "./i18n.js";
import { count, MOVES, SECONDS } from "./plural.js";
const JOURNAL = {
    resigned: "journal_resigned",
    timed_out: "journal_timed_out",
    abandoned: "journal_abandoned",
    autoplay_on: "journal_autoplay_on",
    autoplay_off: "journal_autoplay_off",
    takeback_requested: "takeback_asked",
    takeback_consented: "journal_takeback_consented",
    takeback_declined: "journal_takeback_declined",
    takeback_cancelled: "journal_takeback_cancelled",
    move_taken_back: "journal_taken_back",
    cancelled: "journal_cancelled",
    expired: "journal_expired",
};
/** A lifecycle feed item in words, naming its seat; null for another kind. */
export function lifecycleLine(item, seatName) {
    const key = JOURNAL[item.kind];
    if (!key)
        return null;
    const seat = item.body?.seat ?? item.seat;
    return t(key, seat === null || seat === undefined ? "" : seatName(seat));
}
const REASONS = { resigned: "reason_resigned", timeout: "reason_timeout", abandoned: "reason_abandoned" };
const OUTS = { resigned: "resigned", timeout: "out_timeout", abandoned: "out_abandoned" };
/** What put a seat out of the match, in words: it resigned, its time ran out or it was abandoned. */
export function outText(out) {
    return OUTS[out] ? t(OUTS[out]) : out;
}
/** Why the match ended, in words (the server's own word for a reason the client does not know). */
export function reasonText(reason) {
    return REASONS[reason] ? t(REASONS[reason]) : reason;
}
/** A spectator of a delayed match is told how far behind it watches. */
export function delayNote(envelope, spectator) {
    const delay = envelope.spectator_delay;
    if (!spectator || !delay || (!delay.moves && !delay.seconds))
        return null;
    const parts = [delay.moves ? count(delay.moves, MOVES) : "", delay.seconds ? count(delay.seconds, SECONDS) : ""].filter(Boolean);
    return h("p", { class: "delay-note", text: t("delayed", parts.join(", ")) });
}
/** The takeback asked for and not yet answered, as every viewer sees it. */
export function takebackNote(envelope, seatName) {
    const pending = envelope.takeback;
    if (!pending || envelope.status !== "running")
        return null;
    const waiting = pending.consenters.filter((seat) => !pending.consents.includes(seat));
    return h("p", { class: "takeback", attrs: { "data-seat": pending.seat } }, t("takeback_asked", seatName(pending.seat)), waiting.length ? ` · ${t("takeback_waiting", waiting.map(seatName).join(", "))}` : null);
}
/**
 * What the viewer's seat may do with the match itself while it runs; ``takeback``: whether the
 * server would take the seat's request to take back its last move now (its frames say), so a
 * request is offered only then; ``confirming`` shows the resignation's confirm step. The server
 * judges every step and says why when it refuses one.
 */
export function lifecyclePanel(envelope, seat, takeback, confirming, controls) {
    const info = envelope.seats[seat];
    if (envelope.status !== "running" || !info || info.out)
        return null;
    const pending = envelope.takeback;
    const control = (id, label, step, cls = "secondary") => button(label, () => controls.run(step), { class: cls, attrs: { id } });
    const asking = pending
        ? pending.seat === seat
            ? [control("takeback-cancel", t("takeback_cancel"), api.cancelTakeback)]
            : pending.consenters.includes(seat) && !pending.consents.includes(seat)
                ? [control("takeback-consent", t("takeback_consent"), api.consentTakeback, "primary"), control("takeback-decline", t("takeback_decline"), api.declineTakeback)]
                : []
        : takeback && !info.autoplay
            ? [control("takeback-request", t("takeback_ask"), api.requestTakeback)]
            : [];
    const resign = confirming
        ? h("span", { class: "confirm", attrs: { role: "group" } }, h("span", { text: t("resign_sure") }), control("resign-confirm", t("resign_yes"), api.resign, "danger"), button(t("cancel"), () => controls.confirm(false), { class: "secondary", attrs: { id: "resign-cancel" } }))
        : button(t("resign"), () => controls.confirm(true), { class: "secondary", attrs: { id: "resign" } });
    return h("section", { class: "panel lifecycle" }, h("h3", { text: t("match_controls") }), info.autoplay ? h("p", { class: "hint autoplaying", text: t("autoplaying") }) : null, h("div", { class: "actions" }, asking, info.autoplay ? control("autoplay-off", t("autoplay_off"), api.manual) : control("autoplay-on", t("autoplay_on"), api.autoplay), resign));
}
