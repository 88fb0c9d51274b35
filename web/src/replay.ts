// Replay a match version by version for any viewer the caller may be, and audit its record.

import { api, problemText } from "./api.js";
import { gameCatalogue } from "./catalogue.js";
import { button, clear, h } from "./dom.js";
import { TableContext } from "./games/game.js";
import { moduleFor } from "./games/registry.js";
import { gameTitle, t } from "./i18n.js";
import { outcomeLine, seatList, statusText } from "./match.js";
import { scoringTable } from "./scoring.js";
import { tokens } from "./tokens.js";

type Viewer = "spectator" | "seat" | "auditor";

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
      const rules = verdict.legal ? t("verified", verdict.moves) : t("diverged", verdict.version ?? 0, verdict.reason ?? "");
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
  const last = envelope.version;
  const slider = h("input", { attrs: { type: "range", min: 1, max: last, value: last, id: "replay-slider", "aria-label": t("replay") } });
  const shown = h("output", { attrs: { for: "replay-slider", id: "replay-version" } });
  const stage = h("div", { class: "replay-stage" });
  const problem = h("p", { class: "problem", attrs: { role: "alert", hidden: true } });
  let request = 0;
  const draw = async () => {
    const version = Number(slider.value);
    const mine = ++request;
    shown.textContent = t("version", version);
    try {
      const view = await api.view(id, viewer === "seat" ? seat!.token : null, version, viewer === "auditor");
      if (mine !== request) return;
      problem.hidden = true;
      const viewerSeat = view.viewer.type === "seat" ? (view.viewer as { n: number }).n : null;
      const ctx = new TableContext(view.table, view.match, viewerSeat, catalogue, [], null, () => undefined);
      clear(
        stage,
        h("p", { class: "turn", attrs: { "data-version": view.version } }, statusText(view.match.status), " · ", t("version", view.version)),
        module.summary && view.table !== null ? h("p", { class: "summary" }, module.summary(ctx)) : null,
        seatList(view.match, viewerSeat, (seat) => (module.colour && view.table !== null ? module.colour(seat, ctx) : seat)),
        view.match.outcome ? h("p", { class: "outcome" }, outcomeLine(view.match, (s) => ctx.seatName(s))) : null,
        view.match.outcome ? scoringTable(view.match.outcome, (s) => ctx.seatName(s)) : null,
        view.table === null ? null : h("div", { class: "table", attrs: { "data-game": envelope.game } }, module.render(ctx)),
      );
    } catch (error) {
      problem.hidden = false;
      problem.textContent = problemText(error);
    }
  };
  const step = (to: number) => {
    slider.value = String(Math.max(1, Math.min(last, to)));
    void draw();
  };
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
        button("|◀", () => step(1), { title: t("first"), attrs: { "aria-label": t("first"), id: "replay-first" } }),
        button("◀", () => step(Number(slider.value) - 1), { title: t("prev"), attrs: { "aria-label": t("prev"), id: "replay-prev" } }),
        slider,
        button("▶", () => step(Number(slider.value) + 1), { title: t("next"), attrs: { "aria-label": t("next"), id: "replay-next" } }),
        button("▶|", () => step(last), { title: t("last"), attrs: { "aria-label": t("last"), id: "replay-last" } }),
        shown,
      ),
      problem,
      envelope.status === "finished" ? auditPanel(id) : null,
      stage,
      h("nav", { class: "links" }, h("a", { attrs: { href: `#/m/${id}` } }, t("watch")), h("a", { attrs: { href: "#/" } }, t("back_to_lobby"))),
    ),
  );
  await draw();
}
