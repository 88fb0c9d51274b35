"""Folding facts into the table. No validation here: decide has checked every fact."""

from __future__ import annotations

from functools import singledispatch

from . import facts as f
from .board import start_grid
from .content import GREY_ROW, POSTERS, RESOURCES, TECHNIQUES
from .effects import poster_targets
from .state import Modifier, Pending, PlacedTile, Player, State


def new_table(fact: f.GameStarted) -> State:
    players = []
    for factory, technique in zip(fact.factories, fact.techniques, strict=True):
        machines = TECHNIQUES[technique].machines
        warehouse = [sum(m.needs.count(r) for m in machines) for r in RESOURCES]
        players.append(
            Player(
                factory=factory,
                technique=technique,
                grid=start_grid(factory),
                cubes=[""] * 9,
                warehouse=warehouse,
                assembly=[[] for _ in machines],
            )
        )
    return State(options=fact.options, seats=fact.seats, players=players, row=list(GREY_ROW))


def _without(items: list[str], item: str) -> None:
    if item in items:
        items.remove(item)


def _drop_group(player: Player, target: str) -> None:
    player.placement = [g for g in player.placement if g.target != target]


def _take_cube(state: State, player: Player, node: str, cube: str) -> None:
    if node[0] == "w":
        player.warehouse[int(node[1])] -= 1
    elif node[0] == "c":
        player.cubes[int(node[1:])] = ""
    else:
        player.assembly[int(node[1:])].remove(cube)


def _put_cube(player: Player, node: str, cube: str) -> None:
    if node[0] == "w":
        player.warehouse[int(node[1])] += 1
    elif node[0] == "c":
        player.cubes[int(node[1:])] = cube
    else:
        player.assembly[int(node[1:])].append(cube)


@singledispatch
def apply(fact: object, state: State) -> None:
    raise TypeError(f"unknown fact {fact!r}")


@apply.register
def _(fact: f.TileStackShuffled, state: State) -> None:
    state.stack = list(fact.order)


@apply.register
def _(fact: f.PosterDeckShuffled, state: State) -> None:
    state.poster_deck = list(fact.order)


@apply.register
def _(fact: f.EventDeckShuffled, state: State) -> None:
    state.event_deck = list(fact.order)


@apply.register
def _(fact: f.TileDealt, state: State) -> None:
    state.row[fact.slot] = fact.tile
    _without(state.stack, fact.tile)


@apply.register
def _(fact: f.PosterDealt, state: State) -> None:
    state.poster_row[fact.slot] = fact.poster
    _without(state.poster_deck, fact.poster)


@apply.register
def _(fact: f.FirstPlayerRolled, state: State) -> None:
    state.first = fact.first


@apply.register
def _(fact: f.PhaseStarted, state: State) -> None:
    state.phase = fact.phase  # type: ignore[assignment]
    state.step = fact.step
    state.queue = list(fact.queue)


@apply.register
def _(fact: f.EventDrawn, state: State) -> None:
    state.event = fact.event
    state.events_seen.append(fact.event)
    _without(state.event_deck, fact.event)


@apply.register
def _(fact: f.TileRotated, state: State) -> None:
    player = state.players[fact.seat]
    placed = player.grid[fact.cell]
    assert placed is not None
    player.grid[fact.cell] = PlacedTile(placed.tile, (placed.rotation + fact.turn) % 4)
    player.blueprints -= fact.cost


@apply.register
def _(fact: f.TileMoved, state: State) -> None:
    player = state.players[fact.seat]
    player.grid[fact.to], player.grid[fact.cell] = player.grid[fact.cell], None
    player.cubes[fact.to], player.cubes[fact.cell] = player.cubes[fact.cell], ""
    player.blueprints -= fact.cost


@apply.register
def _(fact: f.TilesSwapped, state: State) -> None:
    player = state.players[fact.seat]
    a, b = fact.cell, fact.other
    player.grid[a], player.grid[b] = player.grid[b], player.grid[a]
    player.cubes[a], player.cubes[b] = player.cubes[b], player.cubes[a]
    player.blueprints -= fact.cost


@apply.register
def _(fact: f.CubeMovedBack, state: State) -> None:
    player = state.players[fact.seat]
    _take_cube(state, player, fact.src, fact.cube)
    _put_cube(player, fact.dst, fact.cube)
    player.blueprints -= fact.cost


@apply.register
def _(fact: f.PosterPlayed, state: State) -> None:
    player = state.players[fact.seat]
    _without(player.posters, fact.poster)
    state.poster_discard.append(fact.poster)
    poster = POSTERS[fact.poster]
    if poster.effect == "immunity":
        state.immune = sorted({*state.immune, fact.seat})
        return
    seats = poster_targets(state, fact.poster, fact.seat, fact.ally)
    state.modifiers.append(Modifier(fact.poster, poster.effect, poster.amount, seats, state.round, state.round))


@apply.register
def _(fact: f.PlacementChosen, state: State) -> None:
    state.players[fact.seat].placement = list(fact.placement)


@apply.register
def _(fact: f.PlacementCommitted, state: State) -> None:
    state.players[fact.seat].committed = True
    state.queue = [s for s in state.queue if s != fact.seat]


@apply.register
def _(fact: f.PlacementsRevealed, state: State) -> None:
    state.revealed = True
    for player, placement in zip(state.players, fact.placements, strict=True):
        player.placement = list(placement)


@apply.register
def _(fact: f.BureauActivated, state: State) -> None:
    player = state.players[fact.seat]
    player.blueprints += fact.gain
    _drop_group(player, "bureau")


@apply.register
def _(fact: f.TileBought, state: State) -> None:
    player = state.players[fact.seat]
    player.blueprints -= fact.cost
    for slot in range(fact.slot, 0, -1):
        state.row[slot] = state.row[slot - 1]
    state.row[0] = None
    _drop_group(player, "request")
    state.pending = Pending(tile=fact.tile, bonus=fact.bonus, stage="place")


@apply.register
def _(fact: f.TilePlaced, state: State) -> None:
    player = state.players[fact.seat]
    old = player.grid[fact.cell]
    player.grid[fact.cell] = PlacedTile(fact.tile, fact.rotation)
    assert state.pending is not None
    if fact.displaced and old is not None:
        state.pending.stage = "displaced"
        state.pending.displaced = fact.displaced
        state.pending.displaced_rotation = old.rotation
    else:
        state.pending.stage = "bonus"


@apply.register
def _(fact: f.DisplacedRelocated, state: State) -> None:
    player = state.players[fact.seat]
    assert state.pending is not None
    player.grid[fact.cell] = PlacedTile(fact.tile, state.pending.displaced_rotation)
    player.blueprints -= fact.cost
    state.pending.stage = "bonus"


@apply.register
def _(fact: f.DisplacedDiscarded, state: State) -> None:
    state.removed.append(fact.tile)
    assert state.pending is not None
    state.pending.stage = "bonus"


@apply.register
def _(fact: f.HousingCollected, state: State) -> None:
    player = state.players[fact.seat]
    player.housed -= 1
    _drop_group(player, "housing")


@apply.register
def _(fact: f.CubeMoved, state: State) -> None:
    player = state.players[fact.seat]
    _take_cube(state, player, fact.src, fact.cube)
    _put_cube(player, fact.dst, fact.cube)
    if fact.dst[0] == "c":
        player.received.append(int(fact.dst[1:]))


@apply.register
def _(fact: f.PosterTaken, state: State) -> None:
    player = state.players[fact.seat]
    if fact.slot >= 0:
        for slot in range(fact.slot, 0, -1):
            state.poster_row[slot] = state.poster_row[slot - 1]
        state.poster_row[0] = None
    else:
        _without(state.poster_deck, fact.poster)
    player.posters.append(fact.poster)
    player.acquired[fact.poster] = state.round
    poster = POSTERS[fact.poster]
    if poster.target == "pair" and poster.kind != "delayed":
        player.ally_for = fact.poster


@apply.register
def _(fact: f.AllyChosen, state: State) -> None:
    state.players[fact.seat].ally_for = ""


@apply.register
def _(fact: f.BlueprintsChanged, state: State) -> None:
    state.players[fact.seat].blueprints += fact.delta


@apply.register
def _(fact: f.ModifierAdded, state: State) -> None:
    state.modifiers.append(fact.modifier)


@apply.register
def _(fact: f.PosterDiscarded, state: State) -> None:
    _without(state.players[fact.seat].posters, fact.poster)
    state.poster_discard.append(fact.poster)


@apply.register
def _(fact: f.SeatDone, state: State) -> None:
    state.queue = [s for s in state.queue if s != fact.seat]
    player = state.players[fact.seat]
    if fact.step == "purchase":
        _drop_group(player, "request")
        state.pending = None
    elif fact.step == "posters":
        _drop_group(player, "posters")


@apply.register
def _(fact: f.PosterRowShifted, state: State) -> None:
    if fact.discarded:
        state.poster_discard.append(fact.discarded)
    state.poster_row = [None, *state.poster_row[:-1]]


@apply.register
def _(fact: f.TileRowShifted, state: State) -> None:
    if fact.removed:
        state.removed.append(fact.removed)
    state.row = [None, *state.row[:-1]]


@apply.register
def _(fact: f.RoundEnded, state: State) -> None:
    for player in state.players:
        player.placement = []
        player.committed = False
        player.received = []
    state.round = fact.round + 1
    state.first = fact.next_first
    state.event = ""
    state.immune = []
    state.revealed = False
    state.modifiers = [m for m in state.modifiers if m.last == 0 or m.last >= state.round]


@apply.register
def _(fact: f.GameEnded, state: State) -> None:
    state.phase = "over"
    state.step = ""
    state.queue = []
    state.winners = list(fact.winners)
    state.reason = fact.reason


def evolve(state: State | None, fact: object) -> State:
    if isinstance(fact, f.GameStarted):
        return new_table(fact)
    assert state is not None
    apply(fact, state)
    return state
