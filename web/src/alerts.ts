// What the page does with the signed-in player's notices whichever screen it shows: a line under
// the header with the notice's sentence and a link to what it is about (none for the match on
// screen, which shows it already), «Ваш ход» / "Your turn" at the head of the tab's title until the
// player is back at the page, and, when they asked for it, a short sound on their turn.

import { button, clear, h } from "./dom.js";
import { lang } from "./i18n.js";
import { type Notice, notices, type Told } from "./notices.js";
import { tokens } from "./tokens.js";

const WORDS = {
  your_turn: ["Ваш ход", "Your turn"],
  notices: ["Уведомления", "Notifications"],
  open: ["Открыть", "Open"],
  dismiss: ["Скрыть", "Dismiss"],
} as const;

function say(word: keyof typeof WORDS): string {
  return WORDS[word][lang() === "en" ? 1 : 0];
}

const KEEP = 3; // lines shown at most: the newest
const TURNS = new Set(["your_turn", "time_running_out"]); // the player is to move
const SOUND = "igroteka.sound";
const SEPARATOR = " · ";

const list = h("ul", { class: "plain", attrs: { "aria-live": "polite" } });
const bar = h("aside", { class: "notices", attrs: { id: "notices", hidden: true } }, list);
let follower: string | null = null; // the account whose notices the bar shows ("": none; null: not started)
let audio: AudioContext | null = null;

/** Where a notice leads: its match, its tournament, else my page (where offers are answered). */
function address(notice: Notice): string {
  if (typeof notice.match === "string") return `#/m/${notice.match}`;
  if (typeof notice.tournament === "string") return `#/t/${notice.tournament}`;
  return "#/me";
}

/** Whether the page shows what ``to`` leads to (a match also as a spectator or its replay). */
function showing(to: string): boolean {
  return location.hash === to || location.hash.startsWith(`${to}/`);
}

function told({ text, notice }: Told): void {
  if (TURNS.has(notice.kind)) {
    markTurn();
    chime();
  }
  const to = address(notice);
  if (showing(to)) return;
  const line = h(
    "li",
    { class: "notice", attrs: { "data-kind": notice.kind, "data-to": to } },
    h("span", { text }),
    h("a", { attrs: { href: to } }, say("open")),
    button(say("dismiss"), () => {
      line.remove();
      tidy();
    }, { class: "secondary" }),
  );
  list.prepend(line);
  while (list.children.length > KEEP) list.lastElementChild?.remove();
  tidy();
}

/** Lines about what the page now shows go; the bar hides when none is left. */
function tidy(): void {
  for (const line of [...list.children]) if (showing(line.getAttribute("data-to") ?? "")) line.remove();
  bar.hidden = list.children.length === 0;
}

function markTurn(): void {
  const mark = say("your_turn") + SEPARATOR;
  if (!document.title.startsWith(mark)) document.title = mark + document.title;
}

function unmark(): void {
  for (const words of WORDS.your_turn) {
    const mark = words + SEPARATOR;
    if (document.title.startsWith(mark)) document.title = document.title.slice(mark.length);
  }
}

export function soundWanted(): boolean {
  return localStorage.getItem(SOUND) === "on";
}

/** The sound on the player's turn, on or off in this browser; turned on (a click, which lets the
 * page play sound), it plays once. */
export function wantSound(on: boolean): void {
  if (!on) {
    localStorage.removeItem(SOUND);
    return;
  }
  localStorage.setItem(SOUND, "on");
  void unlocked()?.then(chime);
}

/** The page's audio, made or resumed on the player's gesture (browsers let no page start sound
 * before one); null while the sound is off. */
function unlocked(): Promise<void> | null {
  if (!soundWanted()) return null;
  audio ??= new AudioContext();
  return audio.state === "suspended" ? audio.resume() : Promise.resolve();
}

/** Two short rising tones. */
function chime(): void {
  const context = audio;
  if (!soundWanted() || !context || context.state !== "running") return;
  [660, 880].forEach((frequency, n) => {
    const at = context.currentTime + n * 0.18;
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    tone.connect(gain).connect(context.destination);
    tone.start(at);
    tone.stop(at + 0.17);
  });
}

/** The bar of notices, placed by every redraw; the first call starts listening. The stream
 * follows the account signed in now (opened, or closed on signing out). */
export function noticeBar(): HTMLElement {
  if (follower === null) {
    notices.listen(told);
    for (const type of ["pointerdown", "keydown"]) {
      window.addEventListener(type, () => {
        unmark();
        void unlocked();
      }, { capture: true, passive: true });
    }
  }
  const account = tokens.account();
  if ((account?.id ?? "") !== follower) clear(list); // another player's notices are not this one's
  follower = account?.id ?? "";
  notices.follow(account);
  bar.setAttribute("aria-label", say("notices"));
  tidy();
  return bar;
}
