"""What each viewer sees of the table: placements stay hidden until revealed, stack and deck orders
are seen by the auditor only."""

from __future__ import annotations

import msgspec

from igroteka.domain.engine import Auditor, Seat, Spectator, Viewer

from .content import CATALOGUE
from .state import Group, Modifier, Pending, PlacedTile, State


class PlayerView(msgspec.Struct):
    seat: int
    factory: str
    technique: str
    grid: list[PlacedTile | None]
    cubes: list[str]
    warehouse: list[int]
    assembly: list[list[str]]
    blueprints: int
    housed: int
    available: int
    posters: list[str]
    acquired: dict[str, int]
    committed: bool
    placement: list[Group] | None  # None: hidden from this viewer until the reveal
    placement_ids: list[str]  # the seat's own commitment ids (own seat and auditor only)
    received: list[int]
    ally_for: str


class TableView(msgspec.Struct):
    mode: str
    stars: int
    round: int
    round_limit: int
    phase: str
    step: str
    queue: list[int]
    first: int
    row: list[str | None]
    market_costs: list[int]
    stack_count: int
    removed: list[str]
    pending: Pending | None
    poster_row: list[str | None]
    poster_deck_count: int
    poster_discard: list[str]
    event: str
    events_seen: list[str]
    event_deck_count: int
    immune: list[int]
    modifiers: list[Modifier]
    players: list[PlayerView]
    winners: list[int]
    reason: str
    stack: list[str] | None = None  # auditor only
    poster_deck: list[str] | None = None
    event_deck: list[str] | None = None


def placement_id(state: State, seat: int, target: str) -> str:
    """A placement's unique commitment id: round, seat and element."""
    return f"zp{state.round}.{seat}.{target}"


def hidden(state: State) -> bool:
    return state.phase == "placement" and not state.revealed


def sees_placement(state: State, viewer: Viewer, seat: int) -> bool:
    return not hidden(state) or isinstance(viewer, Auditor) or viewer == Seat(seat)


def player_view(state: State, viewer: Viewer, seat: int) -> PlayerView:
    player = state.players[seat]
    visible = sees_placement(state, viewer, seat)
    own = isinstance(viewer, Auditor) or viewer == Seat(seat)
    return PlayerView(
        seat=seat,
        factory=player.factory,
        technique=player.technique,
        grid=list(player.grid),
        cubes=list(player.cubes),
        warehouse=list(player.warehouse),
        assembly=[list(c) for c in player.assembly],
        blueprints=player.blueprints,
        housed=player.housed,
        available=CATALOGUE.workers_per_player - player.housed,
        posters=list(player.posters),
        acquired=dict(player.acquired),
        committed=player.committed,
        placement=list(player.placement) if visible else None,
        placement_ids=[placement_id(state, seat, g.target) for g in player.placement] if own and hidden(state) else [],
        received=list(player.received),
        ally_for=player.ally_for,
    )


def table_view(state: State, viewer: Viewer) -> TableView:
    audit = isinstance(viewer, Auditor)
    return TableView(
        mode=state.options.mode,
        stars=state.options.stars,
        round=state.round,
        round_limit=state.options.round_limit,
        phase=state.phase,
        step=state.step,
        queue=list(state.queue),
        first=state.first,
        row=list(state.row),
        market_costs=list(CATALOGUE.market_costs),
        stack_count=len(state.stack),
        removed=list(state.removed),
        pending=state.pending,
        poster_row=list(state.poster_row),
        poster_deck_count=len(state.poster_deck),
        poster_discard=list(state.poster_discard),
        event=state.event,
        events_seen=list(state.events_seen),
        event_deck_count=len(state.event_deck),
        immune=list(state.immune),
        modifiers=list(state.modifiers),
        players=[player_view(state, viewer, seat) for seat in range(state.seats)],
        winners=list(state.winners),
        reason=state.reason,
        stack=list(state.stack) if audit else None,
        poster_deck=list(state.poster_deck) if audit else None,
        event_deck=list(state.event_deck) if audit else None,
    )


def shared_table(state: State) -> TableView:
    """What every viewer's frame of a position shares: the spectator's table, public by definition."""
    return table_view(state, Spectator())


def wire_table(state: State, viewer: Viewer, shared: TableView) -> TableView:
    """``table_view`` as a frame sends it, from the spectator's (``shared``, of this state): a
    spectator's is that table, a seat's that table with its own player put in (the one player a
    seat sees more of than a spectator: its placement while hidden, its commitment ids; every other
    player it sees as a spectator does), an auditor's made whole."""
    if isinstance(viewer, Spectator):
        return shared
    if isinstance(viewer, Seat) and 0 <= viewer.n < state.seats:
        players = list(shared.players)
        players[viewer.n] = player_view(state, viewer, viewer.n)
        return msgspec.structs.replace(shared, players=players)
    return table_view(state, viewer)


def secrets(state: State, viewer: Viewer) -> set[str]:
    if isinstance(viewer, Auditor):
        return set()
    found = {*state.stack, *state.poster_deck, *state.event_deck}
    if hidden(state):
        for seat, player in enumerate(state.players):
            if viewer != Seat(seat):
                found.update(placement_id(state, seat, g.target) for g in player.placement)
    return found
