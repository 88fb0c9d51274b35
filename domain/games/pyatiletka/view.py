"""What each viewer sees: a seat its own hand and plans, a spectator only the open table,
an auditor everything. Counts are public; personal plans become public when the game ends."""

from __future__ import annotations

import msgspec

from igroteka.domain.engine import Auditor, Seat, Spectator, Viewer

from .board import victory_points
from .state import Pending, Result, State


class PlayerView(msgspec.Struct):
    seat: int
    hand_size: int
    plan_count: int
    offered_count: int
    played: list[str]
    orders: list[str]
    completed: list[str]
    vp: int  # public VP: completed plans
    hand: list[str] | None = None  # None: hidden from this viewer
    plans: list[str] | None = None
    offered: list[str] | None = None


class TableView(msgspec.Struct):
    seats: int
    rounds: int
    simplified: bool
    phase: str
    round: int
    counter: int
    supply: int
    chairman: int
    turn_seat: int
    actions_left: int
    pending: Pending | None
    hr_row: list[str]
    plan_row: list[str]
    plan_orders: list[str]
    character_deck_size: int
    character_discard: list[str]
    plan_deck_size: int
    plan_discard: list[str]
    removed_plans: list[str]
    plans_ran_out: bool
    players: list[PlayerView]
    result: Result | None
    character_deck: list[str] | None = None  # auditor only
    plan_deck: list[str] | None = None  # auditor only


def _sees_hand(viewer: Viewer, seat: int) -> bool:
    return isinstance(viewer, Auditor) or (isinstance(viewer, Seat) and viewer.n == seat)


def player_view(state: State, viewer: Viewer, seat: int) -> PlayerView:
    p = state.players[seat]
    own = _sees_hand(viewer, seat)
    return PlayerView(
        seat=seat,
        hand_size=len(p.hand),
        plan_count=len(p.plans),
        offered_count=len(p.offered),
        played=list(p.played),
        orders=list(p.orders),
        completed=list(p.completed),
        vp=victory_points(p),
        hand=list(p.hand) if own else None,
        plans=list(p.plans) if own or state.phase == "over" else None,
        offered=list(p.offered) if own else None,
    )


def table_view(state: State, viewer: Viewer) -> TableView:
    players = [player_view(state, viewer, seat) for seat in range(len(state.players))]
    auditor = isinstance(viewer, Auditor)
    return TableView(
        seats=state.seats,
        rounds=state.rounds,
        simplified=state.simplified,
        phase=state.phase,
        round=state.round,
        counter=state.counter,
        supply=state.supply,
        chairman=state.chairman,
        turn_seat=state.turn_seat,
        actions_left=state.actions_left,
        pending=state.pending,
        hr_row=list(state.hr_row),
        plan_row=list(state.plan_row),
        plan_orders=list(state.plan_orders),
        character_deck_size=len(state.character_deck),
        character_discard=list(state.character_discard),
        plan_deck_size=len(state.plan_deck),
        plan_discard=list(state.plan_discard),
        removed_plans=list(state.removed_plans),
        plans_ran_out=state.plans_ran_out,
        players=players,
        result=state.result,
        character_deck=list(state.character_deck) if auditor else None,
        plan_deck=list(state.plan_deck) if auditor else None,
    )


def shared_table(state: State) -> TableView:
    """What every viewer's frame of a position shares: the spectator's table, public by definition."""
    return table_view(state, Spectator())


def wire_table(state: State, viewer: Viewer, shared: TableView) -> TableView:
    """``table_view`` as a frame sends it, from the spectator's (``shared``, of this state): a
    spectator's is that table, a seat's that table with its own player put in (the one player whose
    hand, plans and offer it sees; every other player it sees as a spectator does), an auditor's
    made whole."""
    if isinstance(viewer, Spectator):
        return shared
    if isinstance(viewer, Seat) and 0 <= viewer.n < len(state.players):
        players = list(shared.players)
        players[viewer.n] = player_view(state, viewer, viewer.n)
        return msgspec.structs.replace(shared, players=players)
    return table_view(state, viewer)
