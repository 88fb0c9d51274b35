"""The competent «Заводы» bot: greedy towards a filled assembly-shop card, from its own view.

The bot reads only its seat's view: its own workshop, cubes, warehouses, assembly machines and
blueprints, and the open rows. It values a workshop by its flow — for each colour the assembly-shop
card still lacks, whether a cube of it has a path into assembly, and how short — and rearranges
tiles (one optimisation move of look-ahead) while that pays for its blueprints; it places a bought
tile where the flow is best, pushes cubes as far forward as they go, staffs the machines a cube can
reach this round and never rolls cubes back (the game ends when a card is filled, ZV end).
"""

from __future__ import annotations

from random import Random
from typing import Any

from igroteka.domain.engine import MoveForm

from . import moves as m
from .board import connected, forward
from .content import CATALOGUE, RESOURCES, TECHNIQUES
from .state import PlacedTile
from .view import PlayerView, TableView


def cube_move_value(me: PlayerView, move: m.MoveCube) -> float:
    """Into an assembly machine is best; otherwise the further right the cube lands, the better."""
    if move.dst.startswith("a"):
        return 100.0
    src_col = -1 if move.src.startswith("w") else int(move.src[1:]) % 3
    dst_col = int(move.dst[1:]) % 3
    return 10.0 + dst_col - src_col


def fed(me: PlayerView) -> set[str]:
    """The machines (`c4`, or `assembly`) a cube now in a warehouse or on a cell can reach in one hop;
    a warehouse feeds workshop machines only (ZV-7.11)."""
    found = {dst for r, count in enumerate(me.warehouse) if count for dst in forward(me.grid, f"w{r}")}
    found.discard("assembly")
    return found | {dst for cell, cube in enumerate(me.cubes) if cube for dst in forward(me.grid, f"c{cell}")}


def lacking_from(me: PlayerView, machine: int) -> bool:
    """Whether this assembly machine or one after it (reached through it) still has a free square."""
    needs = TECHNIQUES[me.technique].machines
    return any(len(me.assembly[k]) < len(needs[k].needs) for k in range(machine, len(needs)))


def placement_value(me: PlayerView, target: str) -> float:
    """Machines a cube can reach this round come first, the further right the better."""
    reachable = fed(me)
    if target.startswith("a"):
        return 30.0 if "assembly" in reachable and lacking_from(me, int(target[1:])) else 2.0
    if target.startswith("c"):
        cell = int(target[1:])
        free = not me.cubes[cell] or bool(forward(me.grid, target))  # a full machine must pass its cube on
        return (20.0 if target in reachable and free else 2.0) + cell % 3
    if target == "bureau":
        return 5.0 if me.blueprints < CATALOGUE.bureau_max else 0.0
    if target == "request":
        return 4.0 if me.blueprints >= 2 else 0.0
    if target == "housing" and short_of_crew(me):
        return 25.0
    return 1.0


def short_of_crew(me: PlayerView) -> bool:
    """Whether the workers the seat owns outside housing cannot staff every assembly machine and one
    workshop machine at once — what a cube in transit to the last assembly machine needs (ZV-7.10)."""
    crew = sum(machine.workers for machine in TECHNIQUES[me.technique].machines) + 1
    return crew > CATALOGUE.workers_per_player - me.housed


def staffing(me: PlayerView, form: MoveForm) -> list[str]:
    """The placement form's elements, most valuable first, while workers are left and they are worth it."""
    left = form.total
    chosen: list[str] = []
    while True:
        fits = [p for p in form.picks if chosen.count(p.value) < p.most and p.weight <= left]
        best = max(fits, key=lambda p: placement_value(me, p.value), default=None)
        if best is None or placement_value(me, best.value) <= 0:
            return chosen
        chosen.append(best.value)
        left -= best.weight


Grid = list[PlacedTile | None]
IMPROVEMENT = 0.5  # the least gain in flow worth a blueprint


def missing(me: PlayerView) -> list[str]:
    """The cube colours the assembly-shop card still lacks."""
    lack: list[str] = []
    for have, machine in zip(me.assembly, TECHNIQUES[me.technique].machines, strict=True):
        rest = list(have)
        for cube in machine.needs:
            if cube in rest:
                rest.remove(cube)
            else:
                lack.append(cube)
    return lack


def hops_to_assembly(grid: Grid, start: str) -> int | None:
    """The fewest machine hops from ``start`` out of the workshop into assembly, if any path exists."""
    frontier, seen, hops = {start}, {start}, 0
    while frontier:
        hops += 1
        nxt: set[str] = set()
        for node in frontier:
            for dst in forward(grid, node):
                if dst == "assembly":
                    return hops
                if dst not in seen:
                    seen.add(dst)
                    nxt.add(dst)
        frontier = nxt
    return None


def flow(me: PlayerView, grid: Grid) -> float:
    """How well the workshop ``grid`` carries the missing colours to assembly: per colour still lacked,
    10 for a path from a cube of that colour (on a cell or in its warehouse), less its length."""
    value = 0.0
    for colour in set(missing(me)):
        starts = [f"c{cell}" for cell, cube in enumerate(me.cubes) if cube == colour and grid[cell] is not None]
        row = RESOURCES.index(colour)
        if me.warehouse[row]:
            starts.append(f"w{row}")
        paths = [h for s in starts if (h := hops_to_assembly(grid, s)) is not None]
        if paths:
            value += 10.0 - 0.5 * min(paths)
    return value


def rearranged(grid: Grid, move: Any) -> tuple[Grid, int] | None:
    """The workshop after an optimisation move, and its blueprint cost; None for other moves."""
    after = list(grid)
    match move:
        case m.RotateTile(cell=cell, turn=turn):
            placed = grid[cell]
            assert placed is not None
            after[cell] = PlacedTile(placed.tile, (placed.rotation + turn) % 4)
            return after, 1
        case m.MoveTile(cell=cell, to=to):
            after[to], after[cell] = grid[cell], None
            return after, 1
        case m.SwapTiles(cell=cell, other=other):
            after[cell], after[other] = grid[other], grid[cell]
            return after, 2
    return None


def best_placing(me: PlayerView, tile: str, moves: list[m.PlaceTile]) -> m.PlaceTile:
    """Where the bought tile carries the missing colours best; then a tile whose lines all meet (one
    that can still be turned or moved later, ZV-5.6); then a free cell before a replaced one."""

    def value(move: m.PlaceTile) -> float:
        grid = list(me.grid)
        free = grid[move.cell] is None
        grid[move.cell] = PlacedTile(tile, move.rotation)
        return flow(me, grid) + (0.3 if connected(grid, move.cell) else 0.0) + (0.1 if free else 0.0)

    return max(moves, key=value)


def purchase_gain(me: PlayerView, tile: str) -> float:
    """How much the tile, put on the best free cell or tile without a cube, would raise the flow."""
    now = flow(me, me.grid)
    best = 0.0
    for cell, there in enumerate(me.grid):
        if there is not None and me.cubes[cell]:
            continue
        for rotation in range(4):
            grid = list(me.grid)
            grid[cell] = PlacedTile(tile, rotation)
            best = max(best, flow(me, grid) - now)
    return best


def best_purchase(table: TableView, me: PlayerView, moves: list[Any]) -> Any:
    """The tile that raises the flow most; the purchase is skipped when none raises it."""
    gains = [
        (purchase_gain(me, tile), mv) for mv in moves if isinstance(mv, m.BuyTile) and (tile := table.row[mv.slot])
    ]
    gain, buy = max(gains, key=lambda pair: pair[0], default=(0.0, None))
    if buy is not None and gain > 0:
        return buy
    return next(mv for mv in moves if isinstance(mv, m.SkipPurchase))


def best_rearrangement(me: PlayerView, moves: list[Any]) -> Any | None:
    """The optimisation move that improves the flow most per blueprint, if any improves it enough."""
    now = flow(me, me.grid)
    best, gain = None, IMPROVEMENT
    for move in moves:
        found = rearranged(me.grid, move)
        if found is None:
            continue
        grid, cost = found
        value = (flow(me, grid) - now) / cost
        if value > gain:
            best, gain = move, value
    return best


def competent(table: TableView, seat: int, moves: list[Any], rng: Random) -> Any:
    """Move cubes forward, staff the machines they reach, place and rearrange tiles by the flow."""
    me = table.players[seat]
    cube_moves = [mv for mv in moves if isinstance(mv, m.MoveCube)]
    if cube_moves:
        return max(cube_moves, key=lambda mv: cube_move_value(me, mv))
    form = next((mv for mv in moves if isinstance(mv, MoveForm)), None)
    if form is not None:
        return m.CommitPlacement(staffing(me, form))
    placings = [mv for mv in moves if isinstance(mv, m.PlaceTile)]
    if placings and table.pending is not None:
        return best_placing(me, table.pending.tile, placings)
    if any(isinstance(mv, m.SkipPurchase) for mv in moves):
        return best_purchase(table, me, moves)
    rearrangement = best_rearrangement(me, moves)
    if rearrangement is not None:
        return rearrangement
    for kind in (m.EndOptimisation, m.CommitPlacement, m.EndCubeMoves):
        found = next((mv for mv in moves if isinstance(mv, kind)), None)
        if found is not None:
            return found
    useful = [mv for mv in moves if not isinstance(mv, m.CubeBack)]
    return rng.choice(useful or moves)
