"""The competent «Заводы» bot: greedy towards a filled assembly-shop card, from its own view.

The bot reads only its seat's view: its own workshop, cubes, warehouses, assembly machines and
blueprints, the open tile row and poster row. Its aim is the game's real ending — every square of
the assembly-shop card filled (ZV end) — so it pushes cubes as far forward as they go each round,
staffs the machines that hold or can feed cubes, and never spends blueprints rolling cubes back.
Optimisation rearranges nothing (a rearrangement may break a working line); placement staffs
assembly machines first, then workshop machines holding cubes, then the design bureau.
"""

from __future__ import annotations

from random import Random
from typing import Any

from . import moves as m
from .board import forward
from .view import PlayerView, TableView


def cube_move_value(me: PlayerView, move: m.MoveCube) -> float:
    """Into an assembly machine is best; otherwise the further right the cube lands, the better."""
    if move.dst.startswith("a"):
        return 100.0
    src_col = -1 if move.src.startswith("w") else int(move.src[1:]) % 3
    dst_col = int(move.dst[1:]) % 3
    return 10.0 + dst_col - src_col


def fed(me: PlayerView) -> set[str]:
    """The machines (`c4`, or `assembly`) a cube now in a warehouse or on a cell can reach in one hop."""
    nodes = [f"w{r}" for r, count in enumerate(me.warehouse) if count]
    nodes += [f"c{cell}" for cell, cube in enumerate(me.cubes) if cube]
    return {dst for node in nodes for dst in forward(me.grid, node)}


def placement_value(me: PlayerView, target: str) -> float:
    """Machines a cube can reach this round come first, the further right the better."""
    reachable = fed(me)
    if target.startswith("a"):
        return 30.0 if "assembly" in reachable else 2.0
    if target.startswith("c"):
        cell = int(target[1:])
        return (20.0 if target in reachable else 2.0) + cell % 3
    if target == "bureau":
        return 5.0
    if target == "request":
        return 4.0 if me.blueprints >= 2 else 0.0
    return 1.0


def competent(table: TableView, seat: int, moves: list[Any], rng: Random) -> Any:
    """A fixed preference per step: move cubes forward, staff machines, buy and place tiles."""
    me = table.players[seat]
    cube_moves = [mv for mv in moves if isinstance(mv, m.MoveCube)]
    if cube_moves:
        return max(cube_moves, key=lambda mv: cube_move_value(me, mv))
    places = [mv for mv in moves if isinstance(mv, m.PlaceWorkers)]
    if places:
        best = max(places, key=lambda mv: placement_value(me, mv.target))
        if placement_value(me, best.target) > 0:
            return best
    for kind in (m.EndOptimisation, m.CommitPlacement, m.EndCubeMoves):
        found = next((mv for mv in moves if isinstance(mv, kind)), None)
        if found is not None:
            return found
    useful = [mv for mv in moves if not isinstance(mv, m.RecallWorkers | m.CubeBack)]
    return rng.choice(useful or moves)
