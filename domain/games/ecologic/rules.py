"""«Эколоджик» (EcoLogic): the Rules object the engine runs."""

from __future__ import annotations

from random import Random
from typing import Any, ClassVar

import msgspec

from igroteka.domain.engine import Auditor, BaseRules, IllegalMove, Outcome, Viewer, default_of

from . import decisions, refusals, setup
from .content import Catalogue, content
from .evolve import evolve
from .facts import Fact, GameSetUp, InitiativesShuffled
from .flow import settle
from .moves import Keep, Move, Pass, Raise, RemoveBuilding, RemoveInitiative, Transfer, Veto
from .scoring import EcologicScoring, scoring
from .state import Options, State, copy_state
from .view import Shared, TableView, shared_table, table_view, wire_table


class EcoLogic(BaseRules[State]):
    id: ClassVar[str] = "ecologic"
    title: ClassVar[str] = "Эколоджик"
    title_en: ClassVar[str] = "EcoLogic"
    players: ClassVar[range] = range(2, 5)
    version: ClassVar[int] = 2  # 2: the decliner bids too (EL-4.4); only buildings anchor (EL-5.1)
    Options: ClassVar[type[msgspec.Struct]] = Options
    State: ClassVar[type[msgspec.Struct]] = State
    Move: ClassVar[Any] = Move
    Fact: ClassVar[Any] = Fact
    Scoring: ClassVar[type[EcologicScoring]] = EcologicScoring

    def content(self) -> Catalogue:
        return content()

    def setup(self, options: Any, seats: int, rng: Random) -> list[Any]:
        return list(setup.set_up(options, seats, rng))

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
        """The facts, and the state they lead to: the copy the automatic facts were settled in.
        A move is checked against the seat's legal moves: ``listed``, or listed now."""
        if listed is None or move not in listed:
            if state.phase == "over":
                raise IllegalMove("game_over", "The game is over.")
            if seat not in decisions.to_act(state):
                raise IllegalMove("not_your_turn", "It is not your turn to act.")
            if listed is not None or move not in decisions.legal_moves(state, seat):  # not among them
                raise IllegalMove(*refusals.refusal(state, seat, move))
        facts = decisions.move_facts(state, seat, move)
        work = copy_state(state)
        for fact in facts:
            evolve(work, fact)
        return facts + settle(work, rng), work

    def copy_state(self, state: State) -> State:
        return copy_state(state)

    def to_act(self, state: State) -> frozenset[int]:
        return decisions.to_act(state)

    def legal_moves(self, state: State, seat: int) -> list[Any]:
        return decisions.legal_moves(state, seat)

    def default_move(self, state: State, seat: int) -> Any:
        """EL-20.1: keep what was won in hand, pass (open no auction, leave a bidding); never bid,
        veto, remove or give coins; else (a start building, a lost object) the first legal choice."""
        avoid = (Raise, Veto, Transfer, RemoveBuilding, RemoveInitiative)
        return default_of(decisions.legal_moves(state, seat), (Keep, Pass), avoid)

    def view(self, state: State, viewer: Viewer) -> TableView:
        return table_view(state, viewer, decisions.to_act(state))

    def shared_view(self, state: State, before: Shared | None) -> Shared:
        return shared_table(state, decisions.to_act(state))

    def wire_view(self, state: State, viewer: Viewer, shared: Shared) -> TableView | msgspec.Raw:
        return wire_table(state, viewer, shared)

    def redact(self, fact: Any, viewer: Viewer) -> Any | None:
        if isinstance(viewer, Auditor):
            return fact
        if isinstance(fact, GameSetUp):
            return msgspec.structs.replace(fact, event_deck=[], events_removed=[], initiative_deck=[])
        if isinstance(fact, InitiativesShuffled):
            return msgspec.structs.replace(fact, deck=[])
        return fact

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != "over":
            return None
        totals = [p.eco + p.coins for p in state.players]
        best = max(zip(state.scores, totals, strict=True))
        winners = [s for s in range(state.seats) if (state.scores[s], totals[s]) == best]
        return Outcome(
            winners=winners,
            scores=list(state.scores),
            tiebreaks=[[t] for t in totals],
            reason="final_report",
            scoring=scoring(state),
        )

    def secrets(self, state: State, viewer: Viewer) -> set[str]:
        if isinstance(viewer, Auditor):
            return set()
        unseen = {c for c in state.initiative_deck if c not in state.initiatives_seen}
        return set(state.event_deck) | set(state.events_removed) | unseen


class EcoLogicV1(EcoLogic):
    """The rules of matches created under version 1, kept so that they replay and verify: a declined
    eco-initiative card was auctioned among the others only (EL-4.4), and a built special initiative
    made the hexes next to it buildable (EL-5.1)."""

    version: ClassVar[int] = 1
