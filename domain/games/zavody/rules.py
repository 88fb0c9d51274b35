"""«Заводы»: the home-front factory race as an engine Rules object."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from random import Random
from typing import Any, ClassVar

import msgspec

from igroteka.domain.engine import Auditor, BaseRules, IllegalMove, Outcome, Seat, Viewer, allowed, default_of

from . import facts as f
from . import moves as m
from .board import assembled, complete
from .content import CATALOGUE, FACTORY_ORDER, STACK_TILES, Catalogue, technique_for
from .decisions import (
    CUBE_BACK_COST,
    MOVE_COST,
    RELOCATE_COST,
    ROTATE_COST,
    SWAP_COST,
    allows,
    bonus_due,
    challenge,
    cube_step_moves,
    legal,
    placement_picks,
)
from .effects import tile_cost
from .evolve import evolve
from .explain import explain
from .flow import Sim, begin_placement, begin_round, finish_seat, ranking, resolve_poster, reveal, take_poster
from .scoring import ZavodyScoring, scoring
from .state import Group, Options, State, copy_state
from .view import TableView, placement_id, secrets, shared_table, table_view, wire_table

Handler = Callable[[Sim, int, Any], None]


def setup_facts(rules: Any, options: Options, seats: int, rng: Random) -> list[Any]:
    sim = Sim(rules, None)
    factories = rng.sample(FACTORY_ORDER, seats)  # ZV-1.3: boards dealt, not taken by seat number
    techniques = [technique_for(factory, options.stars).id for factory in factories]
    sim.emit(f.GameStarted(options, seats, factories, techniques))
    stack = list(STACK_TILES)
    rng.shuffle(stack)
    sim.emit(f.TileStackShuffled(stack, len(stack)))
    if options.mode == "challenge":
        posters = [p.id for p in CATALOGUE.posters]
        rng.shuffle(posters)
        sim.emit(f.PosterDeckShuffled(posters, len(posters)))
        for slot in range(CATALOGUE.poster_slots):
            sim.emit(f.PosterDealt(slot, sim.state.poster_deck[0]))
        events = [e.id for e in CATALOGUE.events]
        rng.shuffle(events)
        sim.emit(f.EventDeckShuffled(events, len(events)))
    sim.emit(roll_for_first(seats, rng))
    begin_round(sim)
    return sim.facts


def roll_for_first(seats: int, rng: Random) -> f.FirstPlayerRolled:
    """Everyone throws the die; the highest throw alone starts, tied seats throw again (0 = no throw)."""
    contenders = list(range(seats))
    rolls: list[list[int]] = []
    while True:
        throw = [rng.randint(1, 6) if s in contenders else 0 for s in range(seats)]
        rolls.append(throw)
        top = max(throw)
        contenders = [s for s in contenders if throw[s] == top]
        if len(contenders) == 1:
            return f.FirstPlayerRolled(rolls, contenders[0])


# Factory optimisation


def rotate(sim: Sim, seat: int, move: m.RotateTile) -> None:
    sim.emit(f.TileRotated(seat, move.cell, move.turn, ROTATE_COST))


def move_tile(sim: Sim, seat: int, move: m.MoveTile) -> None:
    sim.emit(f.TileMoved(seat, move.cell, move.to, MOVE_COST))


def swap(sim: Sim, seat: int, move: m.SwapTiles) -> None:
    sim.emit(f.TilesSwapped(seat, move.cell, move.other, SWAP_COST))


def cube_back(sim: Sim, seat: int, move: m.CubeBack) -> None:
    cube = sim.state.players[seat].cubes[int(move.src[1:])]
    sim.emit(f.CubeMovedBack(seat, move.src, move.dst, cube, CUBE_BACK_COST))


def play_poster(sim: Sim, seat: int, move: m.PlayPoster) -> None:
    sim.emit(f.PosterPlayed(seat, move.poster, move.ally))


def end_optimisation(sim: Sim, seat: int, move: m.EndOptimisation) -> None:
    sim.emit(f.SeatDone(seat, "optimise"))
    if not sim.state.queue:
        begin_placement(sim)


# Worker placement (hidden)


def commit(sim: Sim, seat: int, move: m.CommitPlacement) -> None:
    """The whole placement in two facts whatever it holds (ZV-15.1): the seat's own, then the public
    «committed», so nobody can count another seat's placement steps."""
    weights = {p.value: p.weight for p in placement_picks(sim.state, seat)}
    counts = Counter(move.targets)
    placement = [Group(target, weights[target] * n) for target, n in counts.items()]
    pids = [placement_id(sim.state, seat, target) for target in counts]
    sim.emit(f.PlacementChosen(seat, placement, pids))
    sim.emit(f.PlacementCommitted(seat))
    if not sim.state.queue:
        reveal(sim)


# Worker activation


def buy(sim: Sim, seat: int, move: m.BuyTile) -> None:
    state = sim.state
    tile = state.row[move.slot]
    assert tile is not None
    bonus = challenge(state) and CATALOGUE.market_costs[move.slot] == 5
    sim.emit(f.TileBought(seat, move.slot, tile, tile_cost(state, seat, move.slot), bonus))
    if sim.state.stack:
        sim.emit(f.TileDealt(0, sim.state.stack[0]))


def skip(sim: Sim, seat: int, move: Any) -> None:
    finish_seat(sim, seat)


def after_displaced(sim: Sim, seat: int) -> None:
    if not bonus_due(sim.state):
        finish_seat(sim, seat)


def place_tile(sim: Sim, seat: int, move: m.PlaceTile) -> None:
    state = sim.state
    assert state.pending is not None
    old = state.players[seat].grid[move.cell]
    displaced = old.tile if old is not None else ""
    sim.emit(f.TilePlaced(seat, state.pending.tile, move.cell, move.rotation, displaced))
    if not displaced:
        after_displaced(sim, seat)


def relocate(sim: Sim, seat: int, move: m.RelocateDisplaced) -> None:
    assert sim.state.pending is not None
    sim.emit(f.DisplacedRelocated(seat, sim.state.pending.displaced, move.cell, RELOCATE_COST))
    after_displaced(sim, seat)


def discard(sim: Sim, seat: int, move: m.DiscardDisplaced) -> None:
    assert sim.state.pending is not None
    sim.emit(f.DisplacedDiscarded(seat, sim.state.pending.displaced))
    after_displaced(sim, seat)


def take(sim: Sim, seat: int, move: m.TakeBonusPoster | m.TakePoster) -> None:
    if take_poster(sim, seat, move.slot):
        finish_seat(sim, seat)


def choose_ally(sim: Sim, seat: int, move: m.ChooseAlly) -> None:
    poster = sim.state.players[seat].ally_for
    sim.emit(f.AllyChosen(seat, poster, move.seat))
    resolve_poster(sim, seat, poster, move.seat)
    finish_seat(sim, seat)


def move_cube(sim: Sim, seat: int, move: m.MoveCube) -> None:
    sim.emit(f.CubeMoved(seat, move.src, move.dst, move.cube))
    if len(cube_step_moves(sim.state, seat)) == 1:
        finish_seat(sim, seat)


HANDLERS: dict[type, Handler] = {
    m.RotateTile: rotate,
    m.MoveTile: move_tile,
    m.SwapTiles: swap,
    m.CubeBack: cube_back,
    m.PlayPoster: play_poster,
    m.EndOptimisation: end_optimisation,
    m.CommitPlacement: commit,
    m.BuyTile: buy,
    m.SkipPurchase: skip,
    m.PlaceTile: place_tile,
    m.RelocateDisplaced: relocate,
    m.DiscardDisplaced: discard,
    m.TakeBonusPoster: take,
    m.SkipBonusPoster: skip,
    m.MoveCube: move_cube,
    m.EndCubeMoves: skip,
    m.TakePoster: take,
    m.ChooseAlly: choose_ally,
}


class ZavodyRules(BaseRules[State]):
    id: ClassVar[str] = "zavody"
    title: ClassVar[str] = "Заводы"
    title_en: ClassVar[str] = "Factories"
    players: ClassVar[range] = range(2, 5)
    version: ClassVar[int] = 2  # 2: a cube rolls back to the nearest machine behind it (ZV-5.5)
    Options: ClassVar[type[msgspec.Struct]] = Options
    State: ClassVar[type[msgspec.Struct]] = State
    Move: ClassVar[Any] = m.Move
    Fact: ClassVar[Any] = f.Fact
    Scoring: ClassVar[type[ZavodyScoring]] = ZavodyScoring

    def content(self) -> Catalogue:
        return CATALOGUE

    def setup(self, options: Any, seats: int, rng: Random) -> list[Any]:
        if not isinstance(options, Options):
            try:
                options = msgspec.convert(options, Options)
            except msgspec.ValidationError as error:
                raise IllegalMove("bad_options", str(error)) from error
        if seats not in self.players:
            raise IllegalMove("bad_seats", "«Заводы» is played by 2 to 4 players.")
        if options.mode == "basic" and options.stars:
            raise IllegalMove("bad_options", "Star techniques belong to the «Вызов» mode; basic mode uses stars = 0.")
        return setup_facts(self, options, seats, rng)

    def evolve(self, state: State | None, fact: Any) -> State:
        table = evolve(state, fact)
        if state is None:
            table.rules = self.version
        return table

    def decide(self, state: State, seat: int, move: Any, rng: Random) -> list[Any]:
        return self.decide_and_fold(state, seat, move, rng)[0]

    def decide_and_fold(
        self, state: State, seat: int, move: Any, rng: Random, listed: list[Any] | None = None
    ) -> tuple[list[Any], State]:
        """The facts, and the state they lead to: the copy the decision followed them in. A move
        is checked against the seat's legal moves: ``listed``, or listed now."""
        if listed is None or not allowed(listed, move):
            if state.phase == "over":
                raise IllegalMove("game_over", "The match is over.")
            if seat not in self.to_act(state):
                raise IllegalMove("not_your_turn", f"Seat {seat + 1} does not act now.")
            if listed is not None or not allows(state, seat, move):  # not among them
                raise IllegalMove(*explain(state, seat, move))
        sim = Sim(self, state)
        HANDLERS[type(move)](sim, seat, move)
        return sim.facts, sim.after()

    def copy_state(self, state: State) -> State:
        return copy_state(state)

    def to_act(self, state: State) -> frozenset[int]:
        if state.phase in ("optimise", "placement"):
            return frozenset(state.queue)
        if state.phase == "activation" and state.queue:
            return frozenset({state.queue[0]})
        return frozenset()

    def legal_moves(self, state: State, seat: int) -> list[Any]:
        return legal(state, seat)

    def default_move(self, state: State, seat: int) -> Any:
        """ZV-20.1: end optimisation, place no worker, buy no tile, discard a displaced tile, take no
        bonus poster, move no more cubes; else (a bought tile's place, a poster, an ally) the first listed."""
        prefer = (
            m.EndOptimisation,
            m.CommitPlacement,
            m.SkipPurchase,
            m.DiscardDisplaced,
            m.SkipBonusPoster,
            m.EndCubeMoves,
        )
        return default_of(legal(state, seat), prefer)

    def view(self, state: State, viewer: Viewer) -> msgspec.Struct:
        return table_view(state, viewer)

    def shared_view(self, state: State, before: TableView | None) -> TableView:
        return shared_table(state)

    def wire_view(self, state: State, viewer: Viewer, shared: TableView) -> TableView:
        return wire_table(state, viewer, shared)

    def redact(self, fact: Any, viewer: Viewer) -> Any | None:
        if isinstance(viewer, Auditor):
            return fact
        if isinstance(fact, f.TileStackShuffled | f.PosterDeckShuffled | f.EventDeckShuffled):
            return msgspec.structs.replace(fact, order=[])
        if isinstance(fact, f.PlacementChosen):
            return fact if viewer == Seat(fact.seat) else None
        return fact

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != "over":
            return None
        return Outcome(
            winners=list(state.winners),
            scores=[assembled(p) for p in state.players],
            tiebreaks=[[int(complete(p)), *ranking(state, s)] for s, p in enumerate(state.players)],
            reason=state.reason,
            scoring=scoring(state),
        )

    def secrets(self, state: State, viewer: Viewer) -> set[str]:
        return secrets(state, viewer)


class ZavodyRulesV1(ZavodyRules):
    """The rules of matches created under version 1, kept so that they replay and verify: a cube
    rolled back to any free machine behind it, not only the nearest (ZV-5.5)."""

    version: ClassVar[int] = 1
