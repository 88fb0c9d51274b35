"""The round's automatic parts, resolved inside the decide that triggers them: the event, phase
changes, the design bureau and housing steps, the row refresh, the end of the round and the game."""

from __future__ import annotations

from typing import Any

from igroteka.domain.engine import clone

from . import facts as f
from .board import assembled, complete, machine_count
from .content import CATALOGUE, POSTERS
from .decisions import challenge, has_choice, optimisation_moves, turn_order
from .effects import bureau_gain, clamp_delta, effective, poster_targets
from .evolve import evolve
from .state import Modifier, State

STEPS = ["purchase", "housing", "cubes", "posters", "refresh"]


class Sim:
    """A private copy of the table that follows the facts a decision emits (copied on first need)."""

    def __init__(self, rules: Any, state: State | None) -> None:
        self._rules = rules
        self._state = state
        self._owned = state is None
        self._unapplied: list[Any] = []
        self.facts: list[Any] = []

    @property
    def state(self) -> State:
        if self._unapplied:
            if not self._owned:
                self._state = clone(self._rules, self._state)
                self._owned = True
            for fact in self._unapplied:
                self._state = evolve(self._state, fact)
            self._unapplied = []
        assert self._state is not None
        return self._state

    def emit(self, fact: Any) -> None:
        self.facts.append(fact)
        self._unapplied.append(fact)

    def after(self) -> State:
        """The state every emitted fact leads to, a copy of the decision's own (never the table it
        started from, even if nothing was emitted)."""
        state = self.state
        if not self._owned:
            self._state = state = clone(self._rules, state)
            self._owned = True
        return state


def begin_round(sim: Sim) -> None:
    """Event phase («Вызов», from round 2), then optimisation (from round 2), then placement."""
    state = sim.state
    if state.round >= 2:
        if challenge(state) and state.event_deck:
            sim.emit(f.EventDrawn(state.event_deck[0]))
        queue = [s for s in turn_order(sim.state) if len(optimisation_moves(sim.state, s)) > 1]
        if queue:
            sim.emit(f.PhaseStarted("optimise", "", queue))
            return
    begin_placement(sim)


def begin_placement(sim: Sim) -> None:
    sim.emit(f.PhaseStarted("placement", "", turn_order(sim.state)))


def reveal(sim: Sim) -> None:
    """All placements are committed: reveal them and activate the design bureau (step 1)."""
    state = sim.state
    sim.emit(f.PlacementsRevealed([list(p.placement) for p in state.players]))
    for seat in turn_order(state):
        workers = sum(g.count for g in state.players[seat].placement if g.target == "bureau")
        if workers:
            gain = clamp_delta(sim.state, seat, bureau_gain(sim.state, seat, workers))
            sim.emit(f.BureauActivated(seat, gain))
    start_step(sim, "purchase")


def _wants(state: State, seat: int, step: str) -> bool:
    targets = {g.target for g in state.players[seat].placement}
    if step == "purchase":
        return "request" in targets
    if step == "posters":
        return "posters" in targets
    return any(t[0] in "ca" for t in targets)


def start_step(sim: Sim, step: str) -> None:
    for name in STEPS[STEPS.index(step) :]:
        state = sim.state
        if name == "housing":
            for seat in turn_order(state):
                group = next((g for g in state.players[seat].placement if g.target == "housing"), None)
                if group is not None:
                    sim.emit(f.HousingCollected(seat, group.count))
            continue
        if name == "refresh":
            end_round(sim)
            return
        queue = [s for s in turn_order(state) if _wants(state, s, name)]
        if queue:
            sim.emit(f.PhaseStarted("activation", name, queue))
            settle(sim)
            return


def settle(sim: Sim) -> None:
    """Pass over seats at the head of the step with nothing to decide; move on when the step is done."""
    state = sim.state
    while state.queue and not has_choice(state, state.queue[0], state.step):
        sim.emit(f.SeatDone(state.queue[0], state.step))
        state = sim.state
    if not state.queue:
        start_step(sim, STEPS[STEPS.index(state.step) + 1])


def finish_seat(sim: Sim, seat: int) -> None:
    sim.emit(f.SeatDone(seat, sim.state.step))
    settle(sim)


def take_poster(sim: Sim, seat: int, slot: int) -> bool:
    """Take a poster (slot -1: the deck's top) and apply it; False while its ally is still to be chosen."""
    state = sim.state
    poster = state.poster_row[slot] if slot >= 0 else state.poster_deck[0]
    assert poster is not None
    sim.emit(f.PosterTaken(seat, poster, slot))
    if slot >= 0 and sim.state.poster_deck:
        sim.emit(f.PosterDealt(0, sim.state.poster_deck[0]))
    if sim.state.players[seat].ally_for:
        return False
    resolve_poster(sim, seat, poster, -1)
    return True


def resolve_poster(sim: Sim, seat: int, poster_id: str, ally: int) -> None:
    """An instant poster acts now and is discarded; a permanent one acts from the next round."""
    state = sim.state
    poster = POSTERS[poster_id]
    targets = poster_targets(state, poster_id, seat, ally)
    if poster.kind == "instant":
        for target in targets:
            delta = clamp_delta(sim.state, target, poster.amount)
            if delta:
                sim.emit(f.BlueprintsChanged(target, delta, poster_id))
        sim.emit(f.PosterDiscarded(seat, poster_id))
    elif poster.kind == "permanent":
        modifier = Modifier(poster_id, poster.effect, poster.amount, targets, state.round + 1, 0)
        sim.emit(f.ModifierAdded(modifier))


def ranking(state: State, seat: int) -> list[int]:
    """The tie-break chain: blueprints, available workers, fewest machine tiles, («Вызов») posters."""
    player = state.players[seat]
    key = [player.blueprints, CATALOGUE.workers_per_player - player.housed, -machine_count(player.grid)]
    if challenge(state):
        key.append(len(player.posters))
    return key


def best(state: State, seats: list[int], first_key: bool = False) -> list[int]:
    def key(seat: int) -> list[int]:
        head = [assembled(state.players[seat])] if first_key else []
        return head + ranking(state, seat)

    top = max(key(s) for s in seats)
    return [s for s in seats if key(s) == top]


def end_round(sim: Sim) -> None:
    """Row refresh (posters in «Вызов», then tiles), the event's end-of-round effect, the end check."""
    if challenge(sim.state):
        sim.emit(f.PosterRowShifted(sim.state.poster_row[-1] or ""))
        if sim.state.poster_deck:
            sim.emit(f.PosterDealt(0, sim.state.poster_deck[0]))
    sim.emit(f.TileRowShifted(sim.state.row[-1] or ""))
    if sim.state.stack:
        sim.emit(f.TileDealt(0, sim.state.stack[0]))
    for seat in turn_order(sim.state):
        delta = clamp_delta(sim.state, seat, effective(sim.state, seat, "round_end"))
        if delta:
            sim.emit(f.BlueprintsChanged(seat, delta, sim.state.event))
    state = sim.state
    done = [s for s in range(state.seats) if complete(state.players[s])]
    if done:
        sim.emit(f.GameEnded(best(state, done), "assembled"))
    elif state.round >= state.options.round_limit:
        sim.emit(f.GameEnded(best(state, list(range(state.seats)), first_key=True), "round_limit"))
    else:
        sim.emit(f.RoundEnded(state.round, (state.first + 1) % state.seats))
        begin_round(sim)
