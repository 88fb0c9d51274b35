// «Заводы»: each player's 3×3 factory map of conveyor and machine tiles between warehouses and
// assembly, the tile market, worker placement and cube moves.

import type { Move } from "../api.js";
import { button, h, on, svg } from "../dom.js";
import { named, texted, tr } from "../i18n.js";
import { count, WORKERS } from "../plural.js";
import type { components } from "../generated/openapi.js";
import { type Draft, type GameModule, nameWithText, section, stat, type TableContext } from "./game.js";






type Schemas = components["schemas"];
type Placed = Schemas["ZavodyPlacedTile"];
type Player = Schemas["ZavodyPlayerView"];
type ZavodyTable = Schemas["ZavodyTable"];
type Technique = Schemas["ZavodyTechnique"];

function content(ctx: TableContext): Schemas["ZavodyContent"] {
  return ctx.catalogue.content as unknown as Schemas["ZavodyContent"];
}

const SIDES = ["N", "E", "S", "W"];
const ENDS: { [side: string]: [number, number] } = { N: [50, 0], E: [100, 50], S: [50, 100], W: [0, 50] };

function shapeOf(ctx: TableContext, tile: string): Schemas["ZavodyShape"] | undefined {
  const id = content(ctx).tiles.find((t) => t.id === tile)?.shape;
  return content(ctx).shapes.find((s) => s.id === id);
}

function tileName(ctx: TableContext, tile: string | null | undefined): string {
  if (!tile) return "—";
  return named(shapeOf(ctx, tile), tile);
}

/** A tile drawn as its production lines from the centre to the sides it reaches, turned clockwise. */
function tileSvg(ctx: TableContext, placed: Placed | null): SVGElement {
  const picture = svg("svg", { class: "tile", attrs: { viewBox: "0 0 100 100", "aria-hidden": "true" } });
  if (!placed) return picture;
  const shape = shapeOf(ctx, placed.tile);
  for (const side of shape?.sides ?? []) {
    const turned = SIDES[(SIDES.indexOf(side) + placed.rotation) % 4];
    const [x, y] = ENDS[turned];
    picture.append(svg("line", { class: "belt", attrs: { x1: 50, y1: 50, x2: x, y2: y } }));
  }
  if (shape?.workers) {
    picture.append(svg("rect", { class: "machine", attrs: { x: 30, y: 30, width: 40, height: 40, rx: 6 } }));
    picture.append(svg("text", { class: "machine-workers", attrs: { x: 50, y: 58, "text-anchor": "middle" } }, String(shape.workers)));
  }
  return picture;
}

function resourceName(ctx: TableContext, row: number): string {
  return named(content(ctx).resources[row], String(row + 1));
}

function node(ctx: TableContext, id: string): string {
  const n = Number(id.slice(1)) + 1;
  if (id.startsWith("c")) return tr(`цех ${n}`, `workshop ${n}`);
  if (id.startsWith("a")) return tr(`сборка ${n}`, `assembly ${n}`);
  if (id.startsWith("w")) return tr(`склад: ${resourceName(ctx, n - 1)}`, `warehouse: ${resourceName(ctx, n - 1)}`);
  if (id === "bureau") return tr("конструкторское бюро", "design bureau");
  if (id === "request") return tr("запрос на модернизацию", "modernisation request");
  if (id === "housing") return tr("жильё", "housing");
  if (id === "posters") return tr("агитпункт (плакаты)", "posters");
  return id;
}

function cubeName(ctx: TableContext, cube: string): string {
  return named(ctx.item(cube), cube);
}

function label(move: Move, ctx: TableContext): string {
  const table = ctx.table as ZavodyTable;
  const cell = (n: unknown) => tr(`цех ${Number(n) + 1}`, `workshop ${Number(n) + 1}`);
  switch (move.type) {
    case "commit_placement": {
      const targets = Array.isArray(move.targets) ? (move.targets as string[]) : [];
      if (!targets.length) return tr("Расстановка готова: никого не ставить", "Placement done: no workers");
      return tr(`Расстановка готова: ${targets.map((t) => node(ctx, t)).join(", ")}`, `Placement done: ${targets.map((t) => node(ctx, t)).join(", ")}`);
    }
    case "buy_tile":
      return tr(`Купить «${tileName(ctx, table.row[Number(move.slot)])}» за ${table.market_costs[Number(move.slot)]} черт.`, `Buy «${tileName(ctx, table.row[Number(move.slot)])}» for ${table.market_costs[Number(move.slot)]} blueprints`);
    case "skip_purchase":
      return tr("Не покупать", "Buy nothing");
    case "place_tile":
      return tr(`Поставить плитку в ${cell(move.cell)}, поворот ${Number(move.rotation) * 90}°`, `Put the tile on ${cell(move.cell)}, turned ${Number(move.rotation) * 90}°`);
    case "relocate_displaced":
      return tr(`Перенести снятую плитку в ${cell(move.cell)}`, `Move the replaced tile to ${cell(move.cell)}`);
    case "discard_displaced":
      return tr("Убрать снятую плитку из игры", "Discard the replaced tile");
    case "rotate_tile":
      return tr(`Повернуть ${cell(move.cell)} ${move.turn === 1 ? "по часовой" : "против часовой"}`, `Turn ${cell(move.cell)} ${move.turn === 1 ? "clockwise" : "anticlockwise"}`);
    case "move_tile":
      return tr(`Передвинуть ${cell(move.cell)} → ${cell(move.to)}`, `Move ${cell(move.cell)} → ${cell(move.to)}`);
    case "swap_tiles":
      return tr(`Поменять ${cell(move.cell)} и ${cell(move.other)}`, `Swap ${cell(move.cell)} and ${cell(move.other)}`);
    case "move_cube":
      return tr(`${cubeName(ctx, String(move.cube))}: ${node(ctx, String(move.src))} → ${node(ctx, String(move.dst))}`, `${cubeName(ctx, String(move.cube))}: ${node(ctx, String(move.src))} → ${node(ctx, String(move.dst))}`);
    case "cube_back":
      return tr(`Вернуть куб: ${node(ctx, String(move.src))} → ${node(ctx, String(move.dst))}`, `Cube back: ${node(ctx, String(move.src))} → ${node(ctx, String(move.dst))}`);
    case "end_cube_moves":
      return tr("Больше не двигать кубы", "No more cube moves");
    case "end_optimisation":
      return tr("Закончить оптимизацию", "Finish optimisation");
    case "play_poster":
      return tr(`Плакат «${ctx.name(String(move.poster))}»`, `Poster «${ctx.name(String(move.poster))}»`) + (Number(move.ally) >= 0 ? ` → ${ctx.seatName(Number(move.ally))}` : "");
    case "take_poster":
    case "take_bonus_poster": {
      const slot = Number(move.slot);
      const poster = slot >= 0 ? table.poster_row[slot] : null;
      return tr(`Взять плакат ${poster ? `«${ctx.name(poster)}»` : "из колоды"}`, `Take the poster ${poster ? `«${ctx.name(poster)}»` : "from the deck"}`);
    }
    case "skip_bonus_poster":
      return tr("Без плаката", "No poster");
    case "choose_ally":
      return tr(`Союзник: ${ctx.seatName(Number(move.seat))}`, `Ally: ${ctx.seatName(Number(move.seat))}`);
    default:
      return move.type;
  }
}

const PHASES: { [phase: string]: [string, string] } = {
  placement: ["расстановка рабочих", "worker placement"],
  activation: ["активация", "activation"],
  setup: ["подготовка", "setup"],
  optimise: ["оптимизация", "optimisation"],
  over: ["игра окончена", "game over"],
};

// The steps of the activation phase.
const STEPS: { [step: string]: [string, string] } = {
  purchase: ["покупка плиток", "buying tiles"],
  posters: ["плакаты", "posters"],
  cubes: ["движение кубов", "moving cubes"],
};

function phaseName(table: ZavodyTable): string {
  const [ru, en] = PHASES[table.phase] ?? ["", ""];
  const step = STEPS[table.step];
  return `${tr(ru, en)}${step ? ` / ${tr(...step)}` : ""}`;
}

const CUBE_MOVES = ["move_cube", "cube_back"];
const CELL_MOVES = ["place_tile", "rotate_tile", "move_tile", "swap_tiles", "relocate_displaced"];

/** Put an element into the placement draft or take it out again on a click; redraws the table. */
function toggle(ctx: TableContext, el: HTMLElement, draft: Draft, target: string): HTMLElement {
  const flip = () => {
    if (draft.count(target)) draft.remove(target);
    else draft.add(target);
    ctx.redraw();
  };
  el.classList.add("draftable");
  if (draft.count(target)) el.classList.add("drafted");
  el.setAttribute("tabindex", "0");
  el.setAttribute("role", "button");
  el.setAttribute("aria-pressed", String(draft.count(target) > 0));
  nameWithText(el);
  on(el, "click", flip);
  on(el, "keydown", (event) => {
    if ((event as KeyboardEvent).key === "Enter" || (event as KeyboardEvent).key === " ") {
      event.preventDefault();
      flip();
    }
  });
  return el;
}

/** The seat's placement for the round, put together here and committed once, whole (ZV-6.1). */
function placementPanel(ctx: TableContext, draft: Draft): HTMLElement {
  const change = (apply: () => void) => () => {
    apply();
    ctx.redraw();
  };
  const others = draft.form.picks.filter((pick) => !/^[ca]\d+$/.test(pick.value));
  const chosen = [...draft.counts].map(([target, n]) => `${node(ctx, target)}${n > 1 ? ` ×${n}` : ""}`);
  const commit = h("div", { class: "card special commit-placement" }, h("span", { class: "card-name" }, tr("Подтвердить расстановку", "Commit the placement")), h("span", { class: "card-extra" }, `${draft.weight()} / ${count(draft.form.total, WORKERS)}`));
  return section(
    tr("Расстановка рабочих", "Worker placement"),
    h("p", { class: "hint" }, tr("Отметьте станки на карте завода и места ниже, затем подтвердите расстановку одним ходом: другие игроки увидят только, что вы расставили рабочих.", "Mark machines on your factory map and the places below, then commit the placement in one move: the others only learn that you have placed.")),
    h(
      "div",
      { class: "cards" },
      others.map((pick) =>
        h(
          "div",
          { class: `card ${draft.count(pick.value) ? "chosen" : ""}`, attrs: { "data-pick": pick.value } },
          h("span", { class: "card-name" }, node(ctx, pick.value)),
          h("span", { class: "card-extra" }, tr(`рабочих: ${pick.weight}`, `workers: ${pick.weight}`)),
          h(
            "span",
            { class: "card-extra draft-count" },
            button("−", change(() => draft.remove(pick.value)), { class: "secondary draft-less", attrs: { disabled: draft.count(pick.value) === 0, "aria-label": tr(`Снять: ${node(ctx, pick.value)}`, `Take back: ${node(ctx, pick.value)}`) } }),
            ` ×${draft.count(pick.value)} `,
            button("+", change(() => draft.add(pick.value)), { class: "secondary draft-more", attrs: { disabled: !draft.canAdd(pick.value), "aria-label": tr(`Поставить: ${node(ctx, pick.value)}`, `Place: ${node(ctx, pick.value)}`) } }),
          ),
        ),
      ),
    ),
    h("p", {}, tr("Выбрано: ", "Chosen: "), chosen.length ? chosen.join(", ") : tr("ничего", "nothing")),
    ctx.offer(commit, [draft.move()]),
  );
}

function factoryMap(ctx: TableContext, player: Player, own: boolean, draft: Draft | null): HTMLElement {
  const technique = ctx.item(player.technique) as Technique | undefined;
  const grid = h("div", { class: "factory-grid", attrs: { role: "group", "aria-label": tr("Карта завода", "Factory map"), "data-board": player.seat } });
  player.grid.forEach((placed, cell) => {
    const cubes = player.cubes[cell] ? player.cubes[cell].split(",").filter(Boolean) : [];
    const el = h(
      "div",
      {
        class: `factory-cell ${placed ? "" : "empty"}`,
        title: `${tr("Цех", "Workshop")} ${cell + 1}: ${placed ? tileName(ctx, placed.tile) : tr("пусто", "empty")}`,
        attrs: { "data-cell": cell, role: "img", "aria-label": `${tr("Цех", "Workshop")} ${cell + 1}: ${placed ? tileName(ctx, placed.tile) : tr("пусто", "empty")}${cubes.map((c) => `, ${cubeName(ctx, c)}`).join("")}` },
      },
      tileSvg(ctx, placed),
      " ", // the tile's and the workshop's numbers read apart, as axe-core reads the cell's text
      h("span", { class: "workshop-no", attrs: { "aria-hidden": "true" } }, String(cell + 1)),
      cubes.length ? h("span", { class: "cubes" }, cubes.map((c) => h("span", { class: `cube cube-${c}`, title: cubeName(ctx, c) }))) : null,
    );
    if (own && draft?.form.picks.some((p) => p.value === `c${cell}`)) toggle(ctx, el, draft, `c${cell}`);
    else if (own) {
      const here = ctx.moves((m) => (CELL_MOVES.includes(m.type) && m.cell === cell) || (CUBE_MOVES.includes(m.type) && m.src === `c${cell}`));
      ctx.offer(el, here, placed ? { type: "commit_placement", targets: [`c${cell}`] } : undefined);
    }
    grid.append(el);
  });
  const warehouses = h(
    "div",
    { class: "warehouses" },
    player.warehouse.map((count, row) => {
      const el = h("div", { class: `warehouse cube-${content(ctx).resources[row]?.id ?? ""}`, title: resourceName(ctx, row) }, h("span", {}, resourceName(ctx, row)), h("b", {}, String(count)));
      return own ? ctx.offer(el, ctx.moves((m) => CUBE_MOVES.includes(m.type) && m.src === `w${row}`)) : el;
    }),
  );
  const assembly = h(
    "div",
    { class: "assembly" },
    player.assembly.map((cubes, n) => {
      const machine = technique?.machines[n];
      const el = h(
        "div",
        { class: "machine-slot", title: machine ? machine.needs.map((c) => cubeName(ctx, c)).join(" + ") : "" },
        h("span", {}, tr(`Сборка ${n + 1}`, `Assembly ${n + 1}`)),
        h("span", { class: "cubes" }, (machine?.needs ?? []).map((need, i) => h("span", { class: `cube cube-${need} ${i < cubes.length ? "" : "hollow"}` }))),
      );
      if (own && draft?.form.picks.some((p) => p.value === `a${n}`)) toggle(ctx, el, draft, `a${n}`);
      else if (own) ctx.offer(el, ctx.moves((m) => CUBE_MOVES.includes(m.type) && m.src === `a${n}`));
      return el;
    }),
  );
  return h("div", { class: "factory" }, warehouses, grid, assembly);
}

function playerPanel(ctx: TableContext, table: ZavodyTable, player: Player, draft: Draft | null): HTMLElement {
  const own = player.seat === ctx.viewerSeat;
  const factory = ctx.item(player.factory);
  return h(
    "section",
    { class: `panel player ${own ? "me" : ""}`, attrs: { "data-public": true } },
    h("h3", {}, ctx.seatName(player.seat), " — ", named(factory, player.factory)),
    h("p", { class: "hint" }, named(ctx.item(player.technique)), table.winners.includes(player.seat) ? ` · ${tr("победитель", "winner")}` : ""),
    factoryMap(ctx, player, own, own ? draft : null),
    h(
      "p",
      {},
      stat(tr("чертежи", "blueprints"), player.blueprints),
      " ",
      stat(tr("рабочие свободны", "workers free"), player.available),
      " ",
      stat(tr("в жилье", "housed"), player.housed),
      " ",
      player.committed ? h("span", { class: "tag" }, tr("расставил", "placed")) : null,
    ),
    player.placement?.length ? h("p", { class: "hint" }, tr("Расстановка: ", "Placement: "), player.placement.map((g) => `${node(ctx, g.target)} ×${g.count}`).join(", ")) : null,
    player.posters.length ? h("p", { class: "hint" }, tr("Плакаты: ", "Posters: "), player.posters.map((p) => ctx.name(p)).join(", ")) : null,
  );
}

function fact(f: Move, ctx: TableContext): string | null {
  const who = typeof f.seat === "number" ? ctx.seatName(f.seat) : "";
  switch (f.type) {
    case "tile_bought":
      return tr(`${who} покупает «${tileName(ctx, String(f.tile))}» за ${f.cost} черт.`, `${who} buys «${tileName(ctx, String(f.tile))}» for ${f.cost} blueprints`);
    case "tile_placed":
      return tr(`${who} ставит «${tileName(ctx, String(f.tile))}» в цех ${Number(f.cell) + 1}`, `${who} puts «${tileName(ctx, String(f.tile))}» on workshop ${Number(f.cell) + 1}`);
    case "placements_revealed":
      return tr("Расстановки рабочих открыты", "Worker placements revealed");
    case "cube_moved":
      return tr(`${who}: ${cubeName(ctx, String(f.cube))} ${node(ctx, String(f.src))} → ${node(ctx, String(f.dst))}`, `${who}: ${cubeName(ctx, String(f.cube))} ${node(ctx, String(f.src))} → ${node(ctx, String(f.dst))}`);
    case "event_drawn":
      return tr(`Событие: ${ctx.name(String(f.event))}`, `Event: ${ctx.name(String(f.event))}`);
    case "poster_taken":
      return tr(`${who} берёт плакат «${ctx.name(String(f.poster))}»`, `${who} takes the poster «${ctx.name(String(f.poster))}»`);
    case "round_ended":
      return tr(`Раунд ${f.round} окончен`, `Round ${f.round} ends`);
    default:
      return null;
  }
}

export const zavody: GameModule = {
  id: "zavody",
  options: {
    mode: { name: ["Режим", "Mode"], values: { '"basic"': ["базовая игра", "the basic game"], '"challenge"': ["«Вызов»", "Challenge"] } },
    stars: { name: ["Звёзд техники («Вызов»)", "Technique stars (Challenge)"] },
    round_limit: { name: ["Не больше раундов", "At most rounds"] },
  },
  label,
  fact,
  summary(ctx) {
    const table = ctx.table as ZavodyTable;
    return [
      tr(`Раунд ${table.round} (не больше ${table.round_limit})`, `Round ${table.round} (at most ${table.round_limit})`),
      table.mode === "challenge" ? tr(`«Вызов», ${table.stars}★`, `Challenge, ${table.stars}★`) : tr("базовая игра", "basic game"),
      phaseName(table),
    ].join(" · ");
  },
  render(ctx) {
    const table = ctx.table as ZavodyTable;
    const event = table.event ? ctx.item(table.event) : undefined;
    const form = ctx.form("commit_placement");
    const draft = form ? ctx.draft(form, `round ${table.round}`) : null;
    if (draft) ctx.moves((m) => m.type === "commit_placement").forEach((m) => ctx.placed.add(m)); // the panel's button sends it
    const market = h(
      "div",
      { class: "cards market" },
      table.row.map((tile, slot) => {
        const el = h(
          "div",
          { class: "card tile-card", attrs: { "data-slot": slot, "data-card": tile } },
          tileSvg(ctx, tile ? { tile, rotation: 0 } : null),
          h("span", { class: "card-name" }, tileName(ctx, tile)),
          h("span", { class: "card-extra" }, `${table.market_costs[slot]} ${tr("черт.", "bp")}`),
        );
        return ctx.offer(el, ctx.moves((m) => m.type === "buy_tile" && m.slot === slot));
      }),
    );
    const posters = table.poster_row.some(Boolean)
      ? h(
          "div",
          { class: "cards" },
          table.poster_row.map((poster, slot) =>
            poster
              ? ctx.offer(
                  h("div", { class: "card special", title: texted(ctx.item(poster)), attrs: { "data-card": poster } }, h("span", { class: "card-name" }, ctx.name(poster)), h("span", { class: "card-extra" }, texted(ctx.item(poster)))),
                  ctx.moves((m) => (m.type === "take_poster" || m.type === "take_bonus_poster") && m.slot === slot),
                )
              : null,
          ),
        )
      : null;
    return h(
      "div",
      { class: "zavody" },
      event ? h("p", { class: "event" }, h("b", {}, named(event)), " — ", texted(event)) : null,
      section(tr("Рынок плиток", "Tile market"), market, h("p", { class: "hint" }, stat(tr("в стопке", "in the stack"), table.stack_count)), posters),
      draft ? placementPanel(ctx, draft) : null,
      h("div", { class: "players" }, table.players.map((player) => playerPanel(ctx, table, player, draft))),
    );
  },
};
