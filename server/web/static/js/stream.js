// The match's WebSocket: a snapshot, then one frame per commit; a dropped connection comes back
// by itself from the last version it saw (after=N), so nothing is missed and nothing repeats.
import { lang } from "./i18n.js";
/** The server's close code for a stream it will not serve (its error message says why). */
const CLOSE_POLICY = 1008;
export class MatchStream {
    match;
    token;
    handlers;
    socket = null;
    closed = false;
    retry = 0;
    timer;
    dropped = false;
    version = 0;
    constructor(match, token, handlers) {
        this.match = match;
        this.token = token;
        this.handlers = handlers;
    }
    open(after) {
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
            const frame = JSON.parse(String(event.data));
            if ((frame.type === "snapshot" || frame.type === "events") && frame.version > this.version)
                this.version = frame.version;
            this.handlers.frame(frame);
        });
        socket.addEventListener("close", (event) => {
            if (this.socket !== socket || this.closed)
                return;
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
    close() {
        this.closed = true;
        window.clearTimeout(this.timer);
        this.socket?.close(1000, "page left");
    }
}
