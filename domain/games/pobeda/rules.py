"""«Победа!» — lines of six on a board of the events of the Great Patriotic War."""

from __future__ import annotations

from random import Random
from typing import Any, ClassVar

import msgspec

from igroteka.domain.engine import Auditor, BaseRules, Outcome, Seat, Viewer, default_of

from . import decisions, setup
from .content import CATALOGUE, Catalogue
from .evolve import evolve
from .facts import CardDrawn, DeckShuffled, Fact, HandDealt
from .moves import DiscardDeadCard, Move, PlayEvent
from .scoring import PobedaScoring, scoring
from .state import State, colour_of, lines_of
from .view import Shared, TableView, table_view, wire_table


class PobedaRules(BaseRules[State]):
    """The rules of «Победа!» as a decider (see RULES.md)."""

    id: ClassVar[str] = "pobeda"
    title: ClassVar[str] = "Победа!"
    title_en: ClassVar[str] = "Victory!"
    players: ClassVar[range] = range(2, setup.MAX_SEATS + 1)
    version: ClassVar[int] = 1
    Options: ClassVar[type[msgspec.Struct]] = setup.Options
    State: ClassVar[type[msgspec.Struct]] = State
    Move: ClassVar[Any] = Move
    Fact: ClassVar[Any] = Fact
    Scoring: ClassVar[type[PobedaScoring]] = PobedaScoring

    def content(self) -> Catalogue:
        return CATALOGUE

    def setup(self, options: Any, seats: int, rng: Random) -> list[Fact]:
        return setup.setup_facts(options, seats, rng)

    def evolve(self, state: State | None, fact: Fact) -> State:
        return evolve(state, fact)

    def copy_state(self, state: State) -> State:
        return decisions.clone_state(state)

    def decide(self, state: State, seat: int, move: Move, rng: Random) -> list[Fact]:
        return decisions.decide(state, seat, move)

    def decide_and_fold(self, state: State, seat: int, move: Move, rng: Random) -> tuple[list[Fact], State]:
        return decisions.decide_and_fold(state, seat, move)

    def to_act(self, state: State) -> frozenset[int]:
        return frozenset() if state.over else frozenset({state.turn})

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        return decisions.legal_moves(state, seat)

    def default_move(self, state: State, seat: int) -> Move:
        """PB-20.1: a dead card is discarded when that is all the hand allows; else the first event
        card of the hand that can be played takes its cell; special cards only when no event can."""
        return default_of(decisions.legal_moves(state, seat), (DiscardDeadCard, PlayEvent))

    def view(self, state: State, viewer: Viewer) -> TableView:
        return table_view(state, viewer)

    def shared_view(self, state: State, before: Shared | None) -> Shared:
        return Shared(state, before)

    def wire_view(self, state: State, viewer: Viewer, shared: Shared) -> TableView:
        return wire_table(state, viewer, shared)

    def redact(self, fact: Fact, viewer: Viewer) -> Fact | None:
        if isinstance(viewer, Auditor):
            return fact
        match fact:
            case DeckShuffled():
                return msgspec.structs.replace(fact, cards=None)
            case HandDealt(seat=seat) if viewer != Seat(seat):
                return msgspec.structs.replace(fact, cards=None)
            case CardDrawn(seat=seat) if viewer != Seat(seat):
                return msgspec.structs.replace(fact, card=None)
        return fact

    def outcome(self, state: State) -> Outcome | None:
        if not state.over:
            return None
        return Outcome(
            winners=[s for s in range(state.seats) if colour_of(state, s) == state.winner],
            scores=[lines_of(state, colour_of(state, s)) for s in range(state.seats)],
            tiebreaks=[[] for _ in range(state.seats)],
            reason=state.reason,
            scoring=scoring(state),
        )

    def secrets(self, state: State, viewer: Viewer) -> set[str]:
        if isinstance(viewer, Auditor):
            return set()
        hidden = set(state.deck)
        for seat, hand in enumerate(state.hands):
            if viewer != Seat(seat):
                hidden.update(hand)
        return hidden
