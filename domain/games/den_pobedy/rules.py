"""«День Победы» — the Rules object the engine runs."""

from __future__ import annotations

from random import Random
from typing import Annotated, Any, ClassVar

import msgspec

from igroteka.domain.engine import BaseRules, IllegalMove, Outcome, Viewer, default_of

from . import legal
from .content import STARTER_SIZE, Catalogue, content
from .decisions import Consequences, apply_move
from .evolve import evolve
from .facts import Fact, MatchSetUp
from .moves import EndPhase, EndTurn, KeepHand, Move, NoBlock, Pass, UseStarterDeck
from .scoring import DenPobedyScoring, scoring
from .state import RULES_VERSION, State, copy_state
from .view import TableView, redact_fact, secrets_for, shared_table, view_for, wire_table

MIN_DECK = 8  # the starting hand of seven and the first player's first draw (DP-2.2)
MAX_DECK = 100  # twice the larger boxed deck: a bound on the building moves of one match (DP-2.2)


class Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Match variants.

    ``deck_building``: each seat builds its deck (or takes the starter) in a first, private phase;
    off, both seats play their starter decks. ``deck_size``: the agreed size of both decks (8–100).
    ``red_seat``: the seat commanding the Red Army. ``series_game``/``series_opener``: the index of
    this game in a series and the seat that opened game 0 (-1: draw lots for the first turn).
    ``max_redeals``: how many times one player may redeal a starting hand.
    """

    deck_building: bool = True
    deck_size: Annotated[int, msgspec.Meta(ge=MIN_DECK, le=MAX_DECK)] = STARTER_SIZE
    red_seat: Annotated[int, msgspec.Meta(ge=0, le=1)] = 0
    series_game: Annotated[int, msgspec.Meta(ge=0, le=99)] = 0
    series_opener: Annotated[int, msgspec.Meta(ge=-1, le=1)] = -1
    max_redeals: Annotated[int, msgspec.Meta(ge=0, le=5)] = 3


class DenPobedyRules(BaseRules[State]):
    id: ClassVar[str] = "den_pobedy"
    title: ClassVar[str] = "День Победы"
    title_en: ClassVar[str] = "Victory Day"
    players: ClassVar[range] = range(2, 3)
    version: ClassVar[int] = RULES_VERSION
    Options: ClassVar[type[msgspec.Struct]] = Options
    State: ClassVar[type[msgspec.Struct]] = State
    Move: ClassVar[Any] = Move
    Fact: ClassVar[Any] = Fact
    Scoring: ClassVar[type[DenPobedyScoring]] = DenPobedyScoring

    def content(self) -> Catalogue:
        return content()

    def setup(self, options: Any, seats: int, rng: Random) -> list[Any]:
        if seats != 2:
            raise IllegalMove("bad_seats", "«День Победы» is played by exactly two players.")
        if not options.deck_building and options.deck_size != STARTER_SIZE:
            raise IllegalMove("bad_options", f"Without deck building both play the {STARTER_SIZE}-card starter decks.")
        first = self.first_player(options, rng)
        setup = MatchSetUp(
            red_seat=options.red_seat,
            first_seat=first,
            deck_size=options.deck_size,
            max_redeals=options.max_redeals,
            deck_building=options.deck_building,
        )
        out = Consequences(evolve(None, setup))
        out.out.append(setup)
        if not options.deck_building:
            for seat in (0, 1):
                apply_move(out, seat, UseStarterDeck(), rng)
        return out.out

    @staticmethod
    def first_player(options: Any, rng: Random) -> int:
        """By lot; in a series the first turn alternates from the opener of game 0."""
        if options.series_opener < 0:
            return rng.randrange(2)
        return (options.series_opener + options.series_game) % 2

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
        """The facts, and the state they lead to: the copy deciding folded them into as it went
        (a move ``listed`` among the seat's legal moves is not checked again)."""
        if listed is None or move not in listed:
            legal.check(state, seat, move)
        out = Consequences(state)
        apply_move(out, seat, move, rng)
        return out.out, out.state

    def copy_state(self, state: State) -> State:
        return copy_state(state)

    def to_act(self, state: State) -> frozenset[int]:
        return legal.to_act(state)

    def legal_moves(self, state: State, seat: int) -> list[Any]:
        return legal.legal_moves(state, seat)

    def default_move(self, state: State, seat: int) -> Any:
        """DP-20.1: take the starter deck, keep the hand, let an attack through, close the fight's
        window, end the development phase, end the turn: a seat out of time acts no further."""
        prefer = (UseStarterDeck, KeepHand, NoBlock, Pass, EndPhase, EndTurn)
        return default_of(legal.legal_moves(state, seat), prefer)

    def view(self, state: State, viewer: Viewer) -> msgspec.Struct:
        return view_for(state, viewer)

    def shared_view(self, state: State, before: TableView | None) -> TableView:
        return shared_table(state)

    def wire_view(self, state: State, viewer: Viewer, shared: TableView) -> TableView:
        return wire_table(state, viewer, shared)

    def redact(self, fact: Any, viewer: Viewer) -> Any | None:
        return redact_fact(fact, viewer)

    def outcome(self, state: State) -> Outcome | None:
        if state.winners is None:
            return None
        scores = [len(p.deck) for p in state.players]
        board = [[len(p.line1) + len(p.line2) + len(p.reserve), len(p.resources)] for p in state.players]
        return Outcome(
            winners=list(state.winners), scores=scores, tiebreaks=board, reason=state.reason, scoring=scoring(state)
        )

    def secrets(self, state: State, viewer: Viewer) -> set[str]:
        return secrets_for(state, viewer)


class DenPobedyRulesV1(DenPobedyRules):
    """The rules of matches created under version 1, kept so that they replay and verify: the Fw 190 A
    had bombing power 1, and «Ленд-лиз» and «Трофейное топливо» untapped a tapped resource card."""

    version: ClassVar[int] = 1


RULES = DenPobedyRules()
RETIRED = (DenPobedyRulesV1(),)  # earlier rules versions that stored matches still need
