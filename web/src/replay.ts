// Replay a match move by move for any viewer the caller may be, and audit its record.

import { api, type FeedItem, problemText } from "./api.js";
import { gameCatalogue } from "./catalogue.js";
import { button, clear, h, patch } from "./dom.js";
import { TableContext } from "./games/game.js";
import { moduleFor } from "./games/registry.js";
import { gameTitle, t, tr } from "./i18n.js";
import { lastMoves, markLastMoves } from "./lastmove.js";
import { outcomeLine, seatList, statusText } from "./match.js";
import { count, MOVES } from "./plural.js";
import { scoringTable } from "./scoring.js";
import { tokens } from "./tokens.js";

type Viewer = "spectator" | "seat" | "auditor";

/** One position of the replay: the start (move 0), a move, or a step that changed the position
 * without one (a resignation, a time-out, a move taken back); ``move`` counts the moves up to it. */
interface Position {
  version: number;
  move: number;
  label: string;
}

/** Lifecycle steps the replay stops at: they change the position or end the match. */
const TURNING = new Set(["resigned", "timed_out", "abandoned", "move_taken_back", "cancelled", "expired"]);

/** The replay's positions, from the viewer's feed: the start, then each move and turning step. */
export function positions(feed: FeedItem[], last: number): Position[] {
  const byVersion = new Map<number, FeedItem[]>();
  for (const item of feed) byVersion.set(item.version, [...(byVersion.get(item.version) ?? []), item]);
  const out: Position[] = [];
  let move = 0;
  for (const [version, items] of [...byVersion].sort(([a], [b]) => a - b)) {
    const started = items.find((item) => item.kind === "started");
    if (started) {
      out.push({ version, move: 0, label: started.text ?? t("journal_started") });
      continue;
    }
    const moved = items.some((item) => item.kind === "fact" && typeof item.seat === "number");
    if (!out.length || (!moved && !items.some((item) => TURNING.has(item.kind)))) continue;
    if (moved) move += 1;
    const told = items.find((item) => item.kind === "fact" && item.text) ?? items.find((item) => item.text);
    out.push({ version, move, label: told?.text ?? "" });
  }
  if (!out.length || out[out.length - 1].version < last) out.push({ version: last, move, label: "" });
  return out;
}

function moveText(at: Position, total: number): string {
  return tr(`Ход ${at.move} из ${total}`, `Move ${at.move} of ${total}`);
}

function auditPanel(id: string): HTMLElement {
  const result = h("p", { class: "verdict", attrs: { role: "status" } });
  const show = async (record: unknown) => {
    try {
      const verdict = await api.verify(record);
      // who signed and whether it holds, then what the rules say: the record is the server's true
      // account of the match when both hold
      const signature = verdict.signed
        ? t("signed_by", verdict.kid ?? "", verdict.key_created ?? "?")
        : t("not_signed", verdict.refusal?.reason ?? "", verdict.kid ?? "—");
      const rules = verdict.legal ? t("verified", count(verdict.moves, MOVES)) : t("diverged", verdict.version ?? 0, verdict.reason ?? "");
      result.className = `verdict ${verdict.legal && verdict.signed ? "legal" : "diverged"}`;
      clear(result, h("span", { class: "signature", text: signature }), h("br"), h("span", { class: "rules", text: rules }));
    } catch (error) {
      result.className = "verdict diverged";
      result.textContent = problemText(error);
    }
  };
  const download = button(t("download_record"), async () => {
    try {
      const record = await api.record(id);
      const url = URL.createObjectURL(new Blob([JSON.stringify(record, null, 2)], { type: "application/json" }));
      const link = h("a", { attrs: { href: url, download: `igroteka-${id}.json` } });
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      await show(record);
    } catch (error) {
      result.textContent = problemText(error);
    }
  }, { class: "primary", attrs: { id: "download-record" } });
  const file = h("input", { attrs: { type: "file", accept: "application/json,.json", id: "record-file" } });
  file.addEventListener("change", async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    try {
      await show(JSON.parse(await chosen.text()));
    } catch (error) {
      result.className = "verdict diverged";
      result.textContent = problemText(error);
    }
  });
  return h("section", { class: "panel audit" }, h("h3", { text: t("audit") }), download, h("label", { class: "field", attrs: { for: "record-file" } }, h("span", { text: t("record_file") }), file), result);
}

export async function replayPage(outlet: HTMLElement, id: string): Promise<void> {
  clear(outlet, h("p", { text: t("loading") }));
  const seat = tokens.seat(id);
  const envelope = await api.envelope(id, seat ? seat.token : null); // a seat replays up to now, a spectator up to the delay
  const catalogue = await gameCatalogue(envelope.game);
  const module = moduleFor(envelope.game);
  const viewers: Viewer[] = ["spectator", ...(seat ? (["seat"] as Viewer[]) : []), ...(envelope.status === "finished" ? (["auditor"] as Viewer[]) : [])];
  let viewer: Viewer = seat ? "seat" : "spectator";
  const feed = await api.events(id, seat ? seat.token : null, 0);
  const steps = positions(feed.events, envelope.version);
  const last = steps.length - 1;
  const total = steps[last].move;
  const slider = h("input", { attrs: { type: "range", min: 0, max: last, value: last, id: "replay-slider", "aria-label": t("replay") } });
  const shown = h("output", { attrs: { for: "replay-slider", id: "replay-version" } });
  const list = h(
    "ol",
    { class: "plain move-list", attrs: { "aria-label": tr("Ходы", "Moves") } },
    steps.map((at, n) =>
      h("li", {}, button(`${at.move === 0 && n === 0 ? tr("Начало", "Start") : `${at.move}.`} ${at.label}`.trim(), () => step(n), { class: "secondary", attrs: { "data-step": n } })),
    ),
  );
  const stage = h("div", { class: "replay-stage" });
  const problem = h("p", { class: "problem", attrs: { role: "alert", hidden: true } });
  let request = 0;
  const draw = async () => {
    const at = steps[Number(slider.value)];
    const version = at.version;
    const mine = ++request;
    shown.textContent = moveText(at, total);
    shown.dataset.move = String(at.move);
    for (const item of list.querySelectorAll<HTMLButtonElement>("button")) {
      const current = item.dataset.step === slider.value;
      item.classList.toggle("current", current);
      if (current) item.setAttribute("aria-current", "step");
      else item.removeAttribute("aria-current");
    }
    try {
      const view = await api.view(id, viewer === "seat" ? seat!.token : null, version, viewer === "auditor");
      if (mine !== request) return;
      problem.hidden = true;
      const viewerSeat = view.viewer.type === "seat" ? (view.viewer as { n: number }).n : null;
      const ctx = new TableContext(view.table, view.match, viewerSeat, catalogue, [], null, () => undefined);
      const colour = (seat: number): number => (module.colour && view.table !== null ? module.colour(seat, ctx) : seat);
      const table = view.table === null ? null : module.render(ctx);
      const seen = feed.events.filter((item) => item.version <= version);
      if (table) markLastMoves(table, lastMoves(seen), (seat) => ctx.seatName(seat), colour);
      // a step of the slider touches only what differs between the two positions
      patch(
        stage,
        h("p", { class: "turn", attrs: { "data-version": view.version } }, statusText(view.match.status), " · ", moveText(at, total)),
        module.summary && view.table !== null ? h("p", { class: "summary" }, module.summary(ctx)) : null,
        seatList(view.match, viewerSeat, colour),
        view.match.outcome ? h("p", { class: "outcome" }, outcomeLine(view.match, (s) => ctx.seatName(s))) : null,
        view.match.outcome ? scoringTable(view.match.outcome, (s) => ctx.seatName(s)) : null,
        table ? h("div", { class: "table", attrs: { "data-game": envelope.game } }, table) : null,
      );
    } catch (error) {
      problem.hidden = false;
      problem.textContent = problemText(error);
    }
  };
  function step(to: number): void {
    slider.value = String(Math.max(0, Math.min(last, to)));
    void draw();
  }
  slider.addEventListener("input", () => void draw());
  const choice = h(
    "select",
    { attrs: { id: "replay-viewer" } },
    viewers.map((v) => h("option", { attrs: { value: v, selected: v === viewer } }, v === "seat" ? t("as_seat", seat!.seat + 1) : v === "auditor" ? t("as_auditor") : t("as_spectator"))),
  );
  choice.addEventListener("change", () => {
    viewer = choice.value as Viewer;
    void draw();
  });
  clear(
    outlet,
    h(
      "div",
      { class: "replay" },
      h("h2", {}, `${gameTitle(catalogue.game)} — ${t("replay")}`, " ", h("small", { text: id.slice(0, 8) })),
      h(
        "div",
        { class: "replay-controls" },
        h("label", { attrs: { for: "replay-viewer" } }, t("viewer"), " ", choice),
        button("|◀", () => step(0), { title: t("first"), attrs: { "aria-label": t("first"), id: "replay-first" } }),
        button("◀", () => step(Number(slider.value) - 1), { title: t("prev"), attrs: { "aria-label": t("prev"), id: "replay-prev" } }),
        slider,
        button("▶", () => step(Number(slider.value) + 1), { title: t("next"), attrs: { "aria-label": t("next"), id: "replay-next" } }),
        button("▶|", () => step(last), { title: t("last"), attrs: { "aria-label": t("last"), id: "replay-last" } }),
        shown,
      ),
      problem,
      envelope.status === "finished" ? auditPanel(id) : null,
      h("div", { class: "replay-body" }, stage, h("section", { class: "panel moves" }, h("h3", { text: tr("Ходы", "Moves") }), list)),
      h("nav", { class: "links" }, h("a", { attrs: { href: `#/m/${id}` } }, t("watch")), h("a", { attrs: { href: "#/" } }, t("back_to_lobby"))),
    ),
  );
  await draw();
}
