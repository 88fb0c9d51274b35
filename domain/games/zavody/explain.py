"""Why a move is refused: a stable code and an English sentence for each kind of illegal move."""

from __future__ import annotations

from collections import Counter
from typing import Any

from . import moves as m
from .board import rows_have_machines
from .content import POSTERS
from .decisions import (
    CUBE_BACK_COST,
    MOVE_COST,
    ROTATE_COST,
    SWAP_COST,
    immunity_usable,
    placement_picks,
)
from .effects import request_closed, tile_cost, workers_to_place
from .state import PlacedTile, State

PHASE_MOVES: dict[tuple[str, str], tuple[type, ...]] = {
    ("optimise", ""): (m.RotateTile, m.MoveTile, m.SwapTiles, m.CubeBack, m.PlayPoster, m.EndOptimisation),
    ("placement", ""): (m.CommitPlacement,),
    ("activation", "purchase"): (
        m.BuyTile,
        m.SkipPurchase,
        m.PlaceTile,
        m.RelocateDisplaced,
        m.DiscardDisplaced,
        m.TakeBonusPoster,
        m.SkipBonusPoster,
        m.ChooseAlly,
        m.PlayPoster,
    ),
    ("activation", "cubes"): (m.MoveCube, m.EndCubeMoves, m.PlayPoster),
    ("activation", "posters"): (m.TakePoster, m.ChooseAlly, m.PlayPoster),
}

COSTS = {m.RotateTile: ROTATE_COST, m.MoveTile: MOVE_COST, m.SwapTiles: SWAP_COST, m.CubeBack: CUBE_BACK_COST}


def _cell(value: int) -> bool:
    return 0 <= value < 9


def _factory_change(state: State, seat: int, move: Any) -> tuple[str, str]:
    player = state.players[seat]
    if player.blueprints < COSTS[type(move)]:
        return "insufficient_blueprints", f"This costs {COSTS[type(move)]} blueprint(s); you have {player.blueprints}."
    if isinstance(move, m.CubeBack):
        return (
            "no_cube_back",
            "That cube cannot roll back there: only to the nearest machine behind it, when that machine is free.",
        )
    cells = [move.cell] + ([move.to] if isinstance(move, m.MoveTile) else [])
    cells += [move.other] if isinstance(move, m.SwapTiles) else []
    if not all(_cell(c) for c in cells) or player.grid[move.cell] is None:
        return "no_tile", "Name a workshop cell (0..8) that holds a tile."
    if isinstance(move, m.MoveTile) and player.grid[move.to] is not None:
        return "cell_occupied", "A tile can only be moved to a free cell."
    if isinstance(move, m.SwapTiles) and (move.other <= move.cell or player.grid[move.other] is None):
        return "no_tile", "Swap two tiles, naming the lower cell first."
    trial = list(player.grid)
    if isinstance(move, m.RotateTile):
        placed = trial[move.cell]
        assert placed is not None
        trial[move.cell] = PlacedTile(placed.tile, (placed.rotation + move.turn) % 4)
    elif isinstance(move, m.MoveTile):
        trial[move.to], trial[move.cell] = trial[move.cell], None
    else:
        trial[move.cell], trial[move.other] = trial[move.other], trial[move.cell]
    if not rows_have_machines(trial):
        return "row_without_machine", "Every row of the workshop must keep at least one machine."
    return (
        "lines_not_connected",
        "No line may be left dangling: every line of the tile must meet a line, and no line may point into "
        "the cell it leaves.",
    )


def _poster(state: State, seat: int, move: m.PlayPoster) -> tuple[str, str]:
    player = state.players[seat]
    poster = POSTERS.get(move.poster)
    if poster is None or move.poster not in player.posters:
        return "poster_not_held", "You do not hold that poster."
    if poster.kind != "delayed":
        return "poster_not_delayed", "Only delayed posters are played; the others act by themselves."
    if player.acquired[move.poster] >= state.round:
        return "poster_too_new", "A delayed poster works from the round after it was taken."
    if state.pending is not None or player.ally_for:
        return "purchase_in_progress", "Finish the purchase or the choice in hand before playing a poster."
    if poster.effect == "immunity" and not immunity_usable(state, seat):
        return "immunity_not_allowed", "Immunity needs an event in force that posters may beat, used once."
    return "bad_ally", "A pair poster names one other player; other posters name none."


def _placement(state: State, seat: int, move: m.CommitPlacement) -> tuple[str, str]:
    picks = {p.value: p for p in placement_picks(state, seat)}
    counts = Counter(move.targets)
    if "request" in counts and request_closed(state, seat):
        return "cell_closed", "«Запрос на модернизацию» is closed this round."
    if any(target not in picks for target in counts):
        return "cannot_place", "No such element here, or not enough free workers for it."
    if any(n > picks[target].most for target, n in counts.items()):
        return "element_full", "An element takes its workers once (the design bureau up to three)."
    need = sum(picks[target].weight * n for target, n in counts.items())
    return "too_many_workers", f"That placement needs {need} workers; you have {workers_to_place(state, seat)}."


def _activation(state: State, seat: int, move: Any) -> tuple[str, str]:
    player = state.players[seat]
    if player.ally_for and not isinstance(move, m.ChooseAlly):
        return "choose_ally", "Choose the player who shares your pair poster first."
    if isinstance(move, m.ChooseAlly):
        return "bad_ally", "Choose another seat for the poster, when one is due."
    if isinstance(move, m.BuyTile):
        if state.pending is not None:
            return "purchase_in_progress", "Finish placing the tile you bought."
        if not 0 <= move.slot < len(state.row) or state.row[move.slot] is None:
            return "slot_empty", "That slot of the distribution centre holds no tile."
        if tile_cost(state, seat, move.slot) > player.blueprints:
            return "insufficient_blueprints", "You cannot pay that tile's cost."
        return "no_room", "The tile could not be placed anywhere in your workshop."
    if isinstance(move, m.PlaceTile):
        return "cell_blocked", "Place on a free cell or on a tile without a cube or workers, keeping a machine per row."
    if isinstance(move, m.MoveCube):
        return "no_cube_move", "No staffed machine lets that cube move there now."
    if isinstance(move, m.TakePoster | m.TakeBonusPoster):
        return "no_poster", "No poster there."
    return "wrong_step", "That move does not fit this moment of the activation."


def explain(state: State, seat: int, move: Any) -> tuple[str, str]:
    allowed = PHASE_MOVES.get((state.phase, state.step if state.phase == "activation" else ""), ())
    if not isinstance(move, allowed):
        return "wrong_phase", f"{type(move).__name__} is not a move of this phase."
    if isinstance(move, m.RotateTile | m.MoveTile | m.SwapTiles | m.CubeBack):
        return _factory_change(state, seat, move)
    if isinstance(move, m.PlayPoster):
        return _poster(state, seat, move)
    if state.phase == "placement":
        return _placement(state, seat, move)
    return _activation(state, seat, move)
