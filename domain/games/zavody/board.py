"""Factory geometry: production lines on tile edges, the forward paths cubes take, and the checks on a
production workshop (производственный цех). Cells are 0..8 row by row; sides are N, E, S, W = 0..3."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from .content import FACTORIES, LINES, RESOURCES, TECHNIQUES, WORKERS
from .state import PlacedTile, Player

N, E, S, W = 0, 1, 2, 3
STEP = {N: (-1, 0), E: (0, 1), S: (1, 0), W: (0, -1)}
Grid = list[PlacedTile | None]


def has_line(placed: PlacedTile, side: int) -> bool:
    return LINES[placed.tile][placed.rotation][side]


def is_machine(placed: PlacedTile | None) -> bool:
    return placed is not None and WORKERS[placed.tile] > 0


def side_connects(grid: Grid, cell: int, side: int) -> bool:
    """A tile's side is joined when no line ends there (ZV-5.6): a line meets a line of the neighbouring
    tile, or of the board on the left (warehouse outlets) or right (assembly inlets); a blank side meets
    a blank side, a free cell or a border. A line facing a free cell or the top or bottom border dangles.
    """
    placed = grid[cell]
    assert placed is not None
    row, col = divmod(cell, 3)
    dr, dc = STEP[side]
    nr, nc = row + dr, col + dc
    if not 0 <= nr < 3:
        return not has_line(placed, side)
    if not 0 <= nc < 3:
        return True
    other = grid[nr * 3 + nc]
    if other is None:
        return not has_line(placed, side)
    return has_line(placed, side) == has_line(other, (side + 2) % 4)


def connected(grid: Grid, cell: int) -> bool:
    return all(side_connects(grid, cell, side) for side in range(4))


def meets_neighbours(grid: Grid, cell: int) -> bool:
    """A starting layout's tile matches its neighbour tiles and borders; a line may run into a gap."""
    row, col = divmod(cell, 3)
    for side, (dr, dc) in STEP.items():
        nr, nc = row + dr, col + dc
        free = 0 <= nr < 3 and 0 <= nc < 3 and grid[nr * 3 + nc] is None
        if not free and not side_connects(grid, cell, side):
            return False
    return True


def gap_fed(grid: Grid, cell: int) -> bool:
    """Whether a neighbouring tile's line points into the free cell ``cell`` (a line left dangling)."""
    row, col = divmod(cell, 3)
    for side, (dr, dc) in STEP.items():
        nr, nc = row + dr, col + dc
        if 0 <= nr < 3 and 0 <= nc < 3:
            other = grid[nr * 3 + nc]
            if other is not None and has_line(other, (side + 2) % 4):
                return True
    return False


def joined(grid: Grid, placed: list[int], emptied: list[int]) -> bool:
    """One connection rule for every optimisation action (ZV-5.6): after it, every tile it turned or put
    down has no dangling line, and no neighbour's line points into a cell it emptied."""
    return all(connected(grid, cell) for cell in placed) and not any(gap_fed(grid, cell) for cell in emptied)


def rows_have_machines(grid: Grid) -> bool:
    """Each of the three horizontal rows of the workshop holds at least one machine tile."""
    return all(any(is_machine(grid[r * 3 + c]) for c in range(3)) for r in range(3))


def machine_count(grid: Grid) -> int:
    return sum(1 for placed in grid if is_machine(placed))


def forward(grid: Grid, node: str) -> set[str]:
    """Where a cube can go in one hop from a warehouse (`w1`) or a machine cell (`c4`).

    The path runs along production lines through line tiles only (a machine ends it), never to the
    left; it ends at a machine cell (`c7`) or leaves the workshop on the right (`assembly`).
    """
    if node[0] == "w":
        start = int(node[1]) * 3
        placed = grid[start]
        if placed is None or not has_line(placed, W):
            return set()
        if is_machine(placed):
            return {f"c{start}"}
        return set(hops(grid, start))
    return set(hops(grid, int(node[1:])))


def hops(grid: Grid, start: int) -> dict[str, int]:
    """Each end of a hop from the tile on ``start`` (as ``forward``), with the number of tiles the
    shortest path enters to get there: 1 for a neighbouring machine, 2 past one line tile, …"""
    found: dict[str, int] = {}
    seen = {start}
    todo = deque([(start, 0)])
    while todo:
        cell, entered = todo.popleft()
        placed = grid[cell]
        assert placed is not None
        row, col = divmod(cell, 3)
        for side in (N, E, S):
            if not has_line(placed, side):
                continue
            if side == E and col == 2:
                found.setdefault("assembly", entered + 1)
                continue
            dr, dc = STEP[side]
            nr, nc = row + dr, col + dc
            if not 0 <= nr < 3:
                continue
            nxt = nr * 3 + nc
            other = grid[nxt]
            if other is None or not has_line(other, (side + 2) % 4) or nxt in seen:
                continue
            seen.add(nxt)
            if is_machine(other):
                found[f"c{nxt}"] = entered + 1
            else:
                todo.append((nxt, entered + 1))
    return found


def staffed(player: Player) -> set[str]:
    return {g.target for g in player.placement}


def assembly_needs(player: Player) -> list[list[str]]:
    return [m.needs for m in TECHNIQUES[player.technique].machines]


def assembly_free(player: Player, machine: int, cube: str) -> bool:
    return player.assembly[machine].count(cube) < assembly_needs(player)[machine].count(cube)


def complete(player: Player) -> bool:
    """All squares of the assembly-shop card are filled."""
    return all(sorted(have) == sorted(need) for have, need in zip(player.assembly, assembly_needs(player), strict=True))


def assembled(player: Player) -> int:
    return sum(len(cubes) for cubes in player.assembly)


def cube_moves(player: Player) -> Iterator[tuple[str, str, str]]:
    """Every (src, dst, cube) move the player's staffed machines allow now (activation step 4)."""
    grid, crew = player.grid, staffed(player)
    machines = len(player.assembly)

    def open_cell(target: str) -> bool:
        cell = int(target[1:])
        return target in crew and not player.cubes[cell] and cell not in player.received

    def into_assembly(src: str, cube: str, first: int) -> Iterator[tuple[str, str, str]]:
        for last in range(first, machines):
            if f"a{last}" not in crew:
                return
            if assembly_free(player, last, cube):
                yield src, f"a{last}", cube

    for row, cube in enumerate(RESOURCES):
        if player.warehouse[row]:
            for target in sorted(forward(grid, f"w{row}")):
                if target[0] == "c" and open_cell(target):
                    yield f"w{row}", target, cube
    for cell, cube in enumerate(player.cubes):
        if not cube or cell in player.received:
            continue
        for target in sorted(forward(grid, f"c{cell}")):
            if target == "assembly":
                yield from into_assembly(f"c{cell}", cube, 0)
            elif open_cell(target):
                yield f"c{cell}", target, cube
    for machine in range(machines):
        for cube in sorted(set(player.assembly[machine])):
            yield from into_assembly(f"a{machine}", cube, machine + 1)


# The rules version from which a cube rolls back to the nearest machine feeding it only (ZV-5.5);
# under version 1 it rolled back to any of them.
NEAREST_ROLL_BACK = 2


def feeders(grid: Grid, cell: int) -> dict[int, int]:
    """The machines a cube reaches machine ``cell`` from in one hop, each with the tiles between
    (``hops``): the machines «behind» it along the production lines."""
    found: dict[int, int] = {}
    for prev, placed in enumerate(grid):
        if prev != cell and is_machine(placed):
            entered = hops(grid, prev).get(f"c{cell}")
            if entered is not None:
                found[prev] = entered
    return found


def cube_backs(player: Player, nearest: bool) -> Iterator[tuple[str, str]]:
    """Cubes on workshop machines that can roll back one machine (ZV-5.5): to the nearest machine
    behind it — of several equally near, any that is free — never into a warehouse, which is no
    machine; with ``nearest`` False (rules version 1), to any free machine behind it."""
    for cell, cube in enumerate(player.cubes):
        if not cube:
            continue
        behind = feeders(player.grid, cell)
        closest = min(behind.values(), default=0)
        for prev, entered in sorted(behind.items()):
            if (entered == closest or not nearest) and not player.cubes[prev]:
                yield f"c{cell}", f"c{prev}"


def start_grid(factory: str) -> Grid:
    grid: Grid = [None] * 9
    for placed in FACTORIES[factory].layout:
        grid[placed.cell] = PlacedTile(placed.tile, placed.rotation)
    return grid


def _check_layouts() -> None:
    for factory in FACTORIES:
        grid = start_grid(factory)
        assert sum(1 for p in grid if p is None) == 2, "two tiles are always missing"
        assert rows_have_machines(grid)
        assert all(meets_neighbours(grid, cell) for cell, p in enumerate(grid) if p is not None), factory


_check_layouts()
