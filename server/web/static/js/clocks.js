// Match clocks (issue 14), from the envelope's ``clocks``: each seat's ``remaining`` seconds at
// ``since`` (the last stored event), and the ``running`` seats whose time has gone on since then.
import { tr } from "./i18n.js";
/** The seats whose clocks run now: none once the match is over (its clocks stay as they stopped). */
export function runningSeats(envelope) {
    return envelope.status === "running" && envelope.clocks ? envelope.clocks.running : [];
}
/** The seat's seconds left at the browser's now, ``behind`` seconds ago (a delayed spectator's view). */
export function secondsLeft(clocks, seat, behind = 0) {
    const spent = clocks.since && clocks.running.includes(seat) ? Math.max(0, (Date.now() - Date.parse(clocks.since)) / 1000 - behind) : 0;
    return Math.max(0, clocks.remaining[seat] - spent);
}
/** A clock's face: m:ss, or h:mm:ss from an hour on (a part second shows as the whole one it is in). */
export function clockText(seconds) {
    const whole = Math.ceil(Math.max(0, seconds));
    const hours = Math.floor(whole / 3600);
    const minutes = Math.floor((whole % 3600) / 60);
    const rest = String(whole % 60).padStart(2, "0");
    return hours ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}
/**
 * A correspondence clock's face (kind ``days``): days and hours, hours and minutes under a day,
 * minutes under an hour (a part minute shows as the whole one it is in), never a seconds countdown.
 */
export function daysText(seconds) {
    const minutes = Math.ceil(Math.max(0, seconds) / 60);
    const days = Math.floor(minutes / 1440);
    const hours = Math.floor((minutes % 1440) / 60);
    const rest = minutes % 60;
    if (days)
        return tr(`${days} дн. ${hours} ч`, `${days} d ${hours} h`);
    if (hours)
        return tr(`${hours} ч ${rest} мин`, `${hours} h ${rest} min`);
    return tr(`${rest} мин`, `${rest} min`);
}
/** A clock's face as its time control draws it: days and hours for correspondence, else h:mm:ss. */
export function faceText(clocks, seconds) {
    return clocks.control.kind === "days" ? daysText(seconds) : clockText(seconds);
}
/** When the seat's time runs out, in the browser's time zone (a running correspondence clock's title). */
export function deadlineText(clocks, seat) {
    const at = Date.now() + secondsLeft(clocks, seat) * 1000;
    return new Date(at).toLocaleString(tr("ru-RU", "en-GB"), { dateStyle: "medium", timeStyle: "short" });
}
/** Under this many seconds a running clock is drawn as short of time (an hour for correspondence). */
export const SHORT = 10;
export function short(clocks, seconds) {
    return seconds < (clocks.control.kind === "days" ? 3600 : SHORT);
}
