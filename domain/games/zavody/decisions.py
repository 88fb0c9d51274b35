"""What each seat may do now, phase by phase (the source of legal_moves)."""

from __future__ import annotations

from igroteka.domain.engine import MoveForm, Pick, allowed

from . import moves as m
from .board import (
    NEAREST_ROLL_BACK,
    cube_backs,
    cube_moves,
    is_machine,
    joined,
    rows_have_machines,
    staffed,
)
from .content import CATALOGUE, EVENTS, POSTERS, TECHNIQUES, WORKERS
from .effects import (
    housing_need,
    poster_need,
    request_closed,
    tile_cost,
    workers_to_place,
)
from .state import PlacedTile, Player, State

ROTATE_COST, MOVE_COST, SWAP_COST, CUBE_BACK_COST, RELOCATE_COST = 1, 1, 2, 1, 1


def turn_order(state: State) -> list[int]:
    return [(state.first + i) % state.seats for i in range(state.seats)]


def challenge(state: State) -> bool:
    return state.options.mode == "challenge"


# Factory optimisation (оптимизация завода)


def rotations(state: State, seat: int) -> list[m.RotateTile]:
    grid = state.players[seat].grid
    found = []
    for cell, placed in enumerate(grid):
        if placed is None:
            continue
        for turn in (1, -1):
            trial = list(grid)
            trial[cell] = PlacedTile(placed.tile, (placed.rotation + turn) % 4)
            if joined(trial, [cell], []):
                found.append(m.RotateTile(cell, turn))
    return found


def relocations(state: State, seat: int) -> list[m.MoveTile]:
    grid = state.players[seat].grid
    found = []
    for cell, placed in enumerate(grid):
        if placed is None:
            continue
        for to, there in enumerate(grid):
            if there is not None:
                continue
            trial = list(grid)
            trial[to], trial[cell] = placed, None
            if joined(trial, [to], [cell]) and rows_have_machines(trial):
                found.append(m.MoveTile(cell, to))
    return found


def swaps(state: State, seat: int) -> list[m.SwapTiles]:
    grid = state.players[seat].grid
    found = []
    for a in range(9):
        for b in range(a + 1, 9):
            if grid[a] is None or grid[b] is None:
                continue
            trial = list(grid)
            trial[a], trial[b] = grid[b], grid[a]
            if joined(trial, [a, b], []) and rows_have_machines(trial):
                found.append(m.SwapTiles(a, b))
    return found


def playable_posters(state: State, seat: int) -> list[m.PlayPoster]:
    if not challenge(state):
        return []
    player = state.players[seat]
    found = []
    for poster_id in player.posters:
        poster = POSTERS[poster_id]
        if poster.kind != "delayed" or player.acquired[poster_id] >= state.round:
            continue
        if poster.effect == "immunity" and not immunity_usable(state, seat):
            continue
        if poster.target == "pair":
            found.extend(m.PlayPoster(poster_id, ally) for ally in range(state.seats) if ally != seat)
        else:
            found.append(m.PlayPoster(poster_id))
    return found


def immunity_usable(state: State, seat: int) -> bool:
    return bool(state.event) and not EVENTS[state.event].overrides_posters and seat not in state.immune


def optimisation_moves(state: State, seat: int) -> list[m.Move]:
    player = state.players[seat]
    found: list[m.Move] = []
    if player.blueprints >= ROTATE_COST:
        found.extend(rotations(state, seat))
    if player.blueprints >= MOVE_COST:
        found.extend(relocations(state, seat))
    if player.blueprints >= SWAP_COST:
        found.extend(swaps(state, seat))
    if player.blueprints >= CUBE_BACK_COST:
        found.extend(m.CubeBack(src, dst) for src, dst in cube_backs(player, state.rules >= NEAREST_ROLL_BACK))
    found.extend(playable_posters(state, seat))
    found.append(m.EndOptimisation())
    return found


def optimisation_allows(state: State, seat: int, move: m.Move) -> bool:
    """Whether ``move`` is one of ``optimisation_moves(state, seat)``, checked alone: a tile's
    change tried once (as ``rotations``, ``relocations`` and ``swaps`` try each), not every change
    listed to find it."""
    player = state.players[seat]
    grid = player.grid
    match move:
        case m.EndOptimisation():
            return True
        case m.RotateTile(cell=cell, turn=turn):
            if player.blueprints < ROTATE_COST or turn not in (1, -1) or not 0 <= cell < 9:
                return False
            placed = grid[cell]
            if placed is None:
                return False
            trial = list(grid)
            trial[cell] = PlacedTile(placed.tile, (placed.rotation + turn) % 4)
            return joined(trial, [cell], [])
        case m.MoveTile(cell=cell, to=to):
            if player.blueprints < MOVE_COST or not (0 <= cell < 9 and 0 <= to < 9):
                return False
            if grid[cell] is None or grid[to] is not None:
                return False
            trial = list(grid)
            trial[to], trial[cell] = grid[cell], None
            return joined(trial, [to], [cell]) and rows_have_machines(trial)
        case m.SwapTiles(cell=a, other=b):
            if player.blueprints < SWAP_COST or not 0 <= a < b < 9 or grid[a] is None or grid[b] is None:
                return False
            trial = list(grid)
            trial[a], trial[b] = grid[b], grid[a]
            return joined(trial, [a, b], []) and rows_have_machines(trial)
        case m.CubeBack(src=src, dst=dst):
            nearest = state.rules >= NEAREST_ROLL_BACK
            return player.blueprints >= CUBE_BACK_COST and (src, dst) in cube_backs(player, nearest)
        case m.PlayPoster():
            return move in playable_posters(state, seat)
    return False


# Worker placement (размещение рабочих)


def placement_picks(state: State, seat: int) -> list[Pick]:
    """Every element the seat may staff this round: how often (`bureau`: once per worker) and the
    workers each entry takes; an element needing more workers than the seat has is left out."""
    player = state.players[seat]
    picks = [Pick("bureau", CATALOGUE.bureau_seats)]
    if not request_closed(state, seat):
        picks.append(Pick("request", 1))
    if player.housed:
        picks.append(Pick("housing", 1, housing_need(state, seat)))
    if challenge(state):
        picks.append(Pick("posters", 1, poster_need(state, seat)))
    for cell, placed in enumerate(player.grid):
        if is_machine(placed):
            assert placed is not None
            picks.append(Pick(f"c{cell}", 1, WORKERS[placed.tile]))
    for index, machine in enumerate(TECHNIQUES[player.technique].machines):
        picks.append(Pick(f"a{index}", 1, machine.workers))
    free = workers_to_place(state, seat)
    return [p for p in picks if p.weight <= free]


def placement_form(state: State, seat: int) -> MoveForm:
    """Every whole placement of the round (ZV-6.1 – ZV-6.6, ZV-13.1) as one parametric move."""
    picks = placement_picks(state, seat)
    return MoveForm("commit_placement", "targets", picks, 0, workers_to_place(state, seat))


def placement_moves(state: State, seat: int) -> list[m.Move | MoveForm]:
    """An empty placement, listed as is, and the form of every placement."""
    return [m.CommitPlacement(), placement_form(state, seat)]


# Worker activation (активация рабочих)


def placeable_cells(player: Player, tile: str) -> list[int]:
    """Cells that can take a bought tile: free cells, or a tile without workers or a cube on it whose
    loss still leaves a machine in every row (the bought tile's own machine counts)."""
    crew = staffed(player)
    cells = []
    for cell, placed in enumerate(player.grid):
        if placed is None:
            cells.append(cell)
            continue
        if player.cubes[cell] or f"c{cell}" in crew:
            continue
        trial = list(player.grid)
        trial[cell] = PlacedTile(tile, 0)
        if rows_have_machines(trial):
            cells.append(cell)
    return cells


def purchase_moves(state: State, seat: int) -> list[m.Move]:
    player = state.players[seat]
    pending = state.pending
    if player.ally_for:
        return ally_moves(state, seat)
    if pending is None:
        found: list[m.Move] = [
            m.BuyTile(slot)
            for slot, tile in enumerate(state.row)
            if tile is not None and tile_cost(state, seat, slot) <= player.blueprints and placeable_cells(player, tile)
        ]
        found.append(m.SkipPurchase())
        return found
    if pending.stage == "place":
        return [m.PlaceTile(cell, rotation) for cell in placeable_cells(player, pending.tile) for rotation in range(4)]
    if pending.stage == "displaced":
        found = []
        if player.blueprints >= RELOCATE_COST:
            found.extend(m.RelocateDisplaced(cell) for cell, placed in enumerate(player.grid) if placed is None)
        found.append(m.DiscardDisplaced())
        return found
    found = [m.TakeBonusPoster(slot) for slot, poster in enumerate(state.poster_row) if poster]
    found.append(m.SkipBonusPoster())
    return found


def bonus_due(state: State) -> bool:
    return state.pending is not None and state.pending.bonus and any(state.poster_row)


def ally_moves(state: State, seat: int) -> list[m.Move]:
    return [m.ChooseAlly(ally) for ally in range(state.seats) if ally != seat]


def cube_step_moves(state: State, seat: int) -> list[m.Move]:
    found: list[m.Move] = [m.MoveCube(src, dst, cube) for src, dst, cube in cube_moves(state.players[seat])]
    found.append(m.EndCubeMoves())
    return found


def poster_step_moves(state: State, seat: int) -> list[m.Move]:
    if state.players[seat].ally_for:
        return ally_moves(state, seat)
    found: list[m.Move] = [m.TakePoster(slot) for slot, poster in enumerate(state.poster_row) if poster]
    if state.poster_deck:
        found.append(m.TakePoster(-1))
    return found


def has_choice(state: State, seat: int, step: str) -> bool:
    """Whether the seat at the head of an activation step has anything to decide."""
    if step == "purchase":
        return len(purchase_moves(state, seat)) > 1
    if step == "cubes":
        return len(cube_step_moves(state, seat)) > 1
    return bool(poster_step_moves(state, seat))


def activation_moves(state: State, seat: int) -> list[m.Move]:
    """The step's own moves, and the delayed posters the seat may play before deciding (ZV-11.2)."""
    if state.step == "purchase":
        found = purchase_moves(state, seat)
    elif state.step == "cubes":
        found = cube_step_moves(state, seat)
    else:
        found = poster_step_moves(state, seat)
    if state.pending is None and not state.players[seat].ally_for:
        found.extend(playable_posters(state, seat))
    return found


def allows(state: State, seat: int, move: m.Move) -> bool:
    """Whether ``move`` is among ``legal(state, seat)``: an optimisation move checked alone (the
    dearest phase to list), any other looked for in the list."""
    if state.phase == "optimise" and seat in state.queue:
        return optimisation_allows(state, seat, move)
    return allowed(legal(state, seat), move)


def legal(state: State, seat: int) -> list[m.Move | MoveForm]:
    if state.phase == "optimise" and seat in state.queue:
        return optimisation_moves(state, seat)
    if state.phase == "placement" and seat in state.queue:
        return placement_moves(state, seat)
    if state.phase == "activation" and state.queue and state.queue[0] == seat:
        return activation_moves(state, seat)
    return []
