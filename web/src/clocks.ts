// Match clocks (issue 14), from the envelope's ``clocks``: each seat's ``remaining`` seconds at
// ``since`` (the last stored event), and the ``running`` seats whose time has gone on since then.

import type { Clocks, Envelope } from "./api.js";

/** The seats whose clocks run now: none once the match is over (its clocks stay as they stopped). */
export function runningSeats(envelope: Envelope): number[] {
  return envelope.status === "running" && envelope.clocks ? envelope.clocks.running : [];
}

/** The seat's seconds left at the browser's now, ``behind`` seconds ago (a delayed spectator's view). */
export function secondsLeft(clocks: Clocks, seat: number, behind = 0): number {
  const spent = clocks.since && clocks.running.includes(seat) ? Math.max(0, (Date.now() - Date.parse(clocks.since)) / 1000 - behind) : 0;
  return Math.max(0, clocks.remaining[seat] - spent);
}

/** A clock's face: m:ss, or h:mm:ss from an hour on (a part second shows as the whole one it is in). */
export function clockText(seconds: number): string {
  const whole = Math.ceil(Math.max(0, seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** Under this many seconds a running clock is drawn as short of time. */
export const SHORT = 10;
