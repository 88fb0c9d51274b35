"""«Ударная пятилетка» on the engine protocol."""

from __future__ import annotations

from random import Random
from typing import Annotated, Any, ClassVar

import msgspec

from igroteka.domain.engine import Auditor, BaseRules, IllegalMove, Outcome, Seat, Viewer, default_of

from . import facts as f
from . import moves as m
from .abilities import ABILITIES, ability_moves, use_ability
from .content import CATALOGUE, Catalogue, ability_of
from .decisions import MOVES, PENDING_MOVES, SETUP_MOVES, TURN_MOVES, Refusal, pending_candidates, turn_candidates
from .evolve import evolve
from .flow import Tx
from .scoring import PyatiletkaScoring, breakdown
from .setup import setup_facts
from .state import State, copy_state
from .view import TableView, shared_table, table_view, wire_table

MAX_ROUNDS = 15  # the box's 50 order tokens cover the counter, the plan row and 30 characters
ABILITY_TYPES = frozenset(entry[2] for entry in ABILITIES.values())


class Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Variants: the number of rounds (Разная длительность) and the simplified rules."""

    rounds: Annotated[int, msgspec.Meta(ge=1, le=MAX_ROUNDS)] = 5
    simplified: bool = False


class PyatiletkaRules(BaseRules[State]):
    id: ClassVar[str] = "pyatiletka"
    title: ClassVar[str] = "Ударная пятилетка"
    title_en: ClassVar[str] = "Shock Five-Year Plan"
    players: ClassVar[range] = range(2, 6)
    version: ClassVar[int] = 1
    Options: ClassVar[type[msgspec.Struct]] = Options
    State: ClassVar[type[msgspec.Struct]] = State
    Move: ClassVar[Any] = m.Move
    Fact: ClassVar[Any] = f.Fact
    Scoring: ClassVar[type[PyatiletkaScoring]] = PyatiletkaScoring

    def content(self) -> Catalogue:
        return CATALOGUE

    def setup(self, options: Any, seats: int, rng: Random) -> list[Any]:
        if seats not in self.players:
            raise IllegalMove("bad_seats", "«Ударная пятилетка» is played by 2 to 5 players.")
        if not isinstance(options, Options) or not 1 <= options.rounds <= MAX_ROUNDS:
            raise IllegalMove("bad_options", f"Choose between 1 and {MAX_ROUNDS} rounds.")
        return setup_facts(seats, options.rounds, options.simplified, rng)

    def evolve(self, state: State | None, fact: Any) -> State:
        return evolve(state, fact)

    # ------------------------------------------------------------ who acts, what is legal
    def to_act(self, state: State) -> frozenset[int]:
        if state.phase == "over":
            return frozenset()
        if state.phase == "choose_plans":
            return frozenset(s for s, p in enumerate(state.players) if p.offered)
        if state.pending is not None:
            return frozenset({state.pending.seat})
        return frozenset({state.turn_seat})

    def _allowed(self, state: State) -> tuple[type, ...]:
        if state.phase == "choose_plans":
            return SETUP_MOVES
        if state.pending is None:
            return TURN_MOVES
        if state.pending.kind == "ability":
            return (ABILITIES[ability_of(state.pending.card)][2], m.SkipAbility)
        return PENDING_MOVES[state.pending.kind]

    def _refusal(self, state: State, seat: int, move: Any) -> Refusal:
        if state.phase == "over":
            return ("game_over", "The game is over.")
        if seat not in self.to_act(state):
            return ("not_your_turn", "It is not your move now.")
        allowed = self._allowed(state)
        if type(move) not in allowed:
            names = ", ".join(t.__struct_config__.tag for t in allowed)
            return ("wrong_moment", f"Now the game expects one of: {names}.")
        return self._move_refusal(state, seat, move)

    def _move_refusal(self, state: State, seat: int, move: Any) -> Refusal:
        """Why a move of a type expected now, from a seat that acts now, is refused (None: it is not)."""
        if isinstance(move, m.SkipAbility):
            return None
        if type(move) in ABILITY_TYPES:
            assert state.pending is not None
            if move not in ability_moves(state, seat, state.pending.card):
                return ("ability_not_possible", "The ability cannot be used that way now.")
            return None
        return MOVES[type(move)][0](state, seat, move)

    def _candidates(self, state: State, seat: int) -> list[Any]:
        if state.phase == "choose_plans":
            return [*(m.KeepPlan(plan=p) for p in state.players[seat].offered), m.RedrawPlans()]
        pending = state.pending
        if pending is None:
            return turn_candidates(state, seat)
        if pending.kind == "ability":
            return [*ability_moves(state, seat, pending.card), m.SkipAbility()]
        return pending_candidates(state, seat, pending.kind)

    def legal_moves(self, state: State, seat: int) -> list[Any]:
        """The candidates ``_refusal`` accepts; what it asks of the position rather than of the move
        (the match not over, the seat to act, the move types expected now) is asked once."""
        if state.phase == "over" or seat not in self.to_act(state):
            return []
        allowed = self._allowed(state)
        return [
            move
            for move in self._candidates(state, seat)
            if type(move) in allowed and self._move_refusal(state, seat, move) is None
        ]

    def default_move(self, state: State, seat: int) -> Any:
        """PY-20.1: forgo what may be forgone (the ability, the order token, the rest of the turn),
        take the chairman's plan from the deck, keep the first dealt plan; an action still owed takes
        a character from the HR row (nothing played or discarded); else the first legal action."""
        prefer = (m.SkipAbility, m.DeclineOrder, m.EndTurn, m.TakePlanFromDeck, m.KeepPlan, m.TakeCharacter)
        return default_of(self.legal_moves(state, seat), prefer)

    def decide(self, state: State, seat: int, move: Any, rng: Random) -> list[Any]:
        return self.decide_and_fold(state, seat, move, rng)[0]

    def decide_and_fold(
        self, state: State, seat: int, move: Any, rng: Random, listed: list[Any] | None = None
    ) -> tuple[list[Any], State]:
        """The facts, and the state they lead to: the copy deciding folded them into as it went
        (a move ``listed`` among the seat's legal moves is not checked again)."""
        refusal = None if listed is not None and move in listed else self._refusal(state, seat, move)
        if refusal is not None:
            raise IllegalMove(*refusal)
        tx = Tx(state)
        if isinstance(move, m.SkipAbility):
            assert state.pending is not None
            tx.emit(f.AbilitySkipped(seat=seat, card=state.pending.card))
        elif type(move) in ABILITY_TYPES:
            use_ability(tx, seat, move, rng)
        else:
            MOVES[type(move)][1](tx, seat, move, rng)
        return tx.facts, tx.state

    def copy_state(self, state: State) -> State:
        return copy_state(state)

    # ------------------------------------------------------------ what viewers see
    def view(self, state: State, viewer: Viewer) -> TableView:
        return table_view(state, viewer)

    def shared_view(self, state: State, before: TableView | None) -> TableView:
        return shared_table(state)

    def wire_view(self, state: State, viewer: Viewer, shared: TableView) -> TableView:
        return wire_table(state, viewer, shared)

    def redact(self, fact: Any, viewer: Viewer) -> Any | None:
        if isinstance(viewer, Auditor):
            return fact
        me = viewer.n if isinstance(viewer, Seat) else -1
        replace = msgspec.structs.replace
        if isinstance(fact, f.DeckShuffled):
            return replace(fact, order=None)
        if isinstance(fact, f.StartingHandsDealt):
            return replace(fact, hands=[hand if seat == me else None for seat, hand in enumerate(fact.hands)])
        if isinstance(fact, f.PlansDealt) and fact.seat != me:
            return replace(fact, plans=None)
        if isinstance(fact, f.PersonalPlanKept) and fact.seat != me:
            return replace(fact, kept=None)
        if isinstance(fact, f.CharacterDrawn) and fact.seat != me:
            return replace(fact, card=None)
        if isinstance(fact, f.PlanTaken) and fact.source == "deck" and fact.seat != me:
            return replace(fact, plan=None)
        return fact

    def secrets(self, state: State, viewer: Viewer) -> set[str]:
        if isinstance(viewer, Auditor):
            return set()
        me = viewer.n if isinstance(viewer, Seat) else -1
        hidden = {*state.character_deck, *state.plan_deck}
        for seat, player in enumerate(state.players):
            if seat != me:
                hidden.update(player.hand, player.offered)
                if state.phase != "over":
                    hidden.update(player.plans)
        return hidden - set(state.exposed)

    def outcome(self, state: State) -> Outcome | None:
        result = state.result
        if result is None:
            return None
        return Outcome(
            winners=list(result.winners),
            scores=[s.total for s in result.scores],
            tiebreaks=[[s.order_bearers, s.played] for s in result.scores],
            reason=result.reason,
            scoring=breakdown(result),
        )
