// The match's WebSocket: a snapshot, then one frame per commit; a dropped connection comes back
// by itself from the last version it saw (after=N), so nothing is missed and nothing repeats.

import { lang } from "./i18n.js";
import type { components } from "./generated/stream.js";

type Messages = components["schemas"];
/** What the server sends, as asyncapi.yaml types it. */
export type Frame =
  | Messages["Snapshot"]
  | Messages["EventsMessage"]
  | Messages["Error"]
  | Messages["Ack"]
  | Messages["Pong"]
  | Messages["PresenceMessage"];

export interface StreamHandlers {
  frame(frame: Frame): void;
  /** ``resumedAfter`` is set when a dropped connection came back from that version. */
  state(state: "live" | "reconnecting" | "refused", resumedAfter?: number): void;
}

/** The server's close code for a stream it will not serve (its error message says why). */
const CLOSE_POLICY = 1008;

export class MatchStream {
  private socket: WebSocket | null = null;
  private closed = false;
  private retry = 0;
  private timer: number | undefined;
  private dropped = false;
  version = 0;

  constructor(
    private readonly match: string,
    private readonly token: string | null,
    private readonly handlers: StreamHandlers,
  ) {}

  open(after: number | null): void {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    // presence=true: a message whenever a seat's person connects or goes; lang: the frames' words
    const query = `${after === null ? "?presence=true" : `?after=${after}&presence=true`}&lang=${lang()}`;
    const protocols = ["igroteka.v1", ...(this.token ? [`bearer.${this.token}`] : [])];
    const socket = new WebSocket(`${scheme}://${location.host}/api/v1/matches/${this.match}/stream${query}`, protocols);
    this.socket = socket;
    socket.addEventListener("open", () => {
      this.retry = 0;
      this.handlers.state("live", this.dropped ? (after ?? 0) : undefined);
      this.dropped = false;
    });
    socket.addEventListener("message", (event) => {
      const frame = JSON.parse(String(event.data)) as Frame;
      if ((frame.type === "snapshot" || frame.type === "events") && frame.version > this.version) this.version = frame.version;
      this.handlers.frame(frame);
    });
    socket.addEventListener("close", (event) => {
      if (this.socket !== socket || this.closed) return;
      if (event.code === CLOSE_POLICY) {
        // the server refused this stream (no such match, a bad token): trying again cannot help
        this.handlers.state("refused");
        return;
      }
      this.dropped = true;
      this.handlers.state("reconnecting");
      const delay = Math.min(5000, 250 * 2 ** this.retry++);
      this.timer = window.setTimeout(() => this.open(this.version), delay);
    });
  }

  close(): void {
    this.closed = true;
    window.clearTimeout(this.timer);
    this.socket?.close(1000, "page left");
  }
}
