// The player stream of the player signed in on this browser (/api/v1/players/me/stream): one
// WebSocket while the page lives, opened with the player token in the subprotocol (never in the
// address). A dropped connection comes back by itself from the last notice it saw (after=seq), so
// nothing is missed and nothing repeats. Screens listen for what concerns them (a quick-play request
// paired, a turn, a match's end, an offer answered); a kind this client was not built with is handed
// on like the others, with its sentence, so a kind the server adds later shows without a new client.

import type { components } from "./generated/stream.js";
import { type Lang, lang } from "./i18n.js";
import type { Account } from "./tokens.js";

type Messages = components["schemas"];
type Received = Messages["NoticeMessage"] | Messages["Ready"] | Messages["Error"] | Messages["Pong"];

/** A notice as it arrives: its kind, key and player, and what its kind names (``match`` most often). */
export interface Notice {
  kind: string;
  key: string;
  player: string;
  match?: string;
  tournament?: string;
  [field: string]: unknown;
}

/** A notice and its sentence in the page's language. */
export interface Told {
  seq: number;
  text: string;
  notice: Notice;
}

type Listener = (told: Told) => void;

/** The server's close code for a stream it will not serve (a token that is no player's, or revoked). */
const CLOSE_POLICY = 1008;
const READY_WITHIN_MS = 5000;

class PlayerStream {
  private token: string | null = null;
  private language: Lang = "en";
  private socket: WebSocket | null = null;
  private seq: number | null = null; // the last notice seen, or where the stream stood when ready
  private retry = 0;
  private timer: number | undefined;
  private live = false;
  private waiting: (() => void)[] = [];
  private readonly listeners = new Set<Listener>();

  /** Follow this account's notices (none: stop). Called at every redraw: it opens the stream again
   * only for another account, or in another language (resuming where it stood). */
  follow(account: Account | null): void {
    const token = account?.token ?? null;
    if (token === this.token && lang() === this.language) return;
    if (token !== this.token) this.seq = null; // another player's notices start from now
    this.close();
    this.token = token;
    this.language = lang();
    if (token) this.open();
  }

  /** True once the stream stands ready (at once when it does), false when it does not within a few seconds. */
  whenReady(): Promise<boolean> {
    if (this.live) return Promise.resolve(true);
    if (!this.token) return Promise.resolve(false);
    return new Promise((done) => {
      const timer = window.setTimeout(() => done(false), READY_WITHIN_MS);
      this.waiting.push(() => {
        window.clearTimeout(timer);
        done(true);
      });
    });
  }

  /** Call ``listener`` with every notice from now on; the answer stops it. */
  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private open(): void {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const after = this.seq === null ? "" : `&after=${this.seq}`;
    const address = `${scheme}://${location.host}/api/v1/players/me/stream?lang=${this.language}${after}`;
    const socket = new WebSocket(address, ["igroteka.v1", `bearer.${this.token}`]);
    this.socket = socket;
    socket.addEventListener("message", (event) => this.received(JSON.parse(String(event.data)) as Received));
    socket.addEventListener("close", (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.live = false;
      if (event.code === CLOSE_POLICY) return; // refused: trying again with the same token cannot help
      const delay = Math.min(30_000, 500 * 2 ** this.retry++);
      this.timer = window.setTimeout(() => this.open(), delay);
    });
  }

  private received(message: Received): void {
    if (message.type === "ready") {
      this.seq = message.seq;
      this.retry = 0;
      this.live = true;
      for (const wake of this.waiting.splice(0)) wake();
    } else if (message.type === "notice" && (this.seq === null || message.seq > this.seq)) {
      this.seq = message.seq;
      const told: Told = { seq: message.seq, text: message.text, notice: message.notice as unknown as Notice };
      for (const listener of [...this.listeners]) listener(told);
    }
  }

  private close(): void {
    window.clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    this.live = false;
    socket?.close(1000, "signed out");
  }
}

/** The page's one player stream. */
export const notices = new PlayerStream();

/** Notices kept from the moment it is made, for a screen about to ask for something whose answer
 * is a notice (which may arrive before the request's own answer does). */
export class Inbox {
  private readonly kept: Notice[] = [];
  private wake: (() => void) | null = null;
  private closed = false;
  private readonly stop: () => void;

  constructor() {
    this.stop = notices.listen(({ notice }) => {
      this.kept.push(notice);
      this.wake?.();
    });
  }

  /** The first notice kept that ``wanted`` accepts (taken out), waiting up to ``ms`` for it; null
   * when none came (or the inbox was closed meanwhile). */
  async take(wanted: (notice: Notice) => boolean, ms: number): Promise<Notice | null> {
    const until = Date.now() + ms;
    for (;;) {
      const at = this.kept.findIndex(wanted);
      if (at >= 0) return this.kept.splice(at, 1)[0];
      const left = until - Date.now();
      if (this.closed || left <= 0) return null;
      await new Promise<void>((done) => {
        const timer = window.setTimeout(done, left);
        this.wake = () => {
          window.clearTimeout(timer);
          done();
        };
      });
      this.wake = null;
    }
  }

  close(): void {
    this.closed = true;
    this.stop();
    this.wake?.();
  }
}

/** Whether a notice names ``id`` (a challenge's, a rematch's: whatever field the kind keeps it in). */
export function names(notice: Notice, id: string): boolean {
  return Object.values(notice).includes(id);
}
