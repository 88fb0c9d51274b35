// The fallback for a game without its own module: the table as labelled values, moves by name.
// Every game in this client has a module; this keeps a newly added server game playable.

import type { Move } from "../api.js";
import { h } from "../dom.js";
import type { GameModule, TableContext } from "./game.js";

function value(ctx: TableContext, data: unknown): Node {
  if (Array.isArray(data)) return h("ol", { class: "plain" }, data.map((item) => h("li", {}, value(ctx, item))));
  if (data && typeof data === "object") {
    return h(
      "dl",
      { class: "plain" },
      Object.entries(data).map(([key, item]) => [h("dt", { text: key.replaceAll("_", " ") }), h("dd", {}, value(ctx, item))]),
    );
  }
  return document.createTextNode(typeof data === "string" ? ctx.name(data) : String(data));
}

function words(ctx: TableContext, move: Move): string {
  const params = Object.entries(move)
    .filter(([key]) => key !== "type")
    .map(([key, item]) => `${key.replaceAll("_", " ")}: ${typeof item === "string" ? ctx.name(item) : JSON.stringify(item)}`);
  return `${move.type.replaceAll("_", " ")}${params.length ? ` — ${params.join(", ")}` : ""}`;
}

export function generic(id: string): GameModule {
  return {
    id,
    render: (ctx) => h("div", { class: "generic" }, value(ctx, ctx.table)),
    label: (move, ctx) => words(ctx, move),
  };
}
