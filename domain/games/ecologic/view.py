"""What a viewer sees: the whole open table; deck contents and orders only for the auditor. The
spectators' table, which every seat is sent too, is encoded once a position (docs/architecture.md §39)."""

from __future__ import annotations

import msgspec

from igroteka.domain.engine import Auditor, Spectator, Viewer

from .board import building_price
from .content import CATALOGUE
from .state import Auction, Hex, Pending, Player, State


class Prices(msgspec.Struct, frozen=True):
    """Current nominals: next special initiative (0 when all are sold), oil and mineral buildings."""

    special: int
    oil: int
    mineral: int


class Hidden(msgspec.Struct, frozen=True):
    """Deck orders (top first) and the events left out in the two-player variant: auditor only."""

    event_deck: list[str]
    events_removed: list[str]
    initiative_deck: list[str]


class TableView(msgspec.Struct, frozen=True):
    seats: int
    order: list[int]
    reduced_map: bool
    phase: str
    turn: int
    leader: int
    event: str
    final: bool
    stage: str
    step: int
    to_act: list[int]
    hexes: list[Hex]
    players: list[Player]
    bank: int
    eco_pool: int
    prices: Prices
    event_deck_count: int
    initiative_deck_count: int
    events_played: list[str]
    initiative_discard: list[str]
    revealed: str
    specials_open: list[str]
    auction: Auction | None
    pending: Pending | None
    scores: list[int]
    hidden: Hidden | None = None


def table_view(state: State, viewer: Viewer, acting: frozenset[int]) -> TableView:
    sold = state.specials_sold
    prices = Prices(
        special=CATALOGUE.special_prices[sold] if sold < len(CATALOGUE.special_prices) else 0,
        oil=building_price(state, "oil"),
        mineral=building_price(state, "mineral"),
    )
    hidden = None
    if isinstance(viewer, Auditor):
        hidden = Hidden(list(state.event_deck), list(state.events_removed), list(state.initiative_deck))
    return TableView(
        seats=state.seats,
        order=state.order,
        reduced_map=state.reduced_map,
        phase=state.phase,
        turn=state.turn,
        leader=state.leader,
        event=state.event,
        final=state.final,
        stage=state.stage,
        step=state.step,
        to_act=sorted(acting),
        hexes=state.hexes,
        players=state.players,
        bank=state.bank,
        eco_pool=state.eco_pool,
        prices=prices,
        event_deck_count=len(state.event_deck),
        initiative_deck_count=len(state.initiative_deck),
        events_played=state.events_played,
        initiative_discard=state.initiative_discard,
        revealed=state.revealed,
        specials_open=state.specials_open,
        auction=state.auction,
        pending=state.pending,
        scores=state.scores,
        hidden=hidden,
    )


class Shared:
    """What every viewer's frame of a position shares: the spectator's table (public by
    definition) and its JSON, encoded once, since every seat is sent that very table too (nothing
    of EcoLogic's table is a seat's own). Never changed once made."""

    __slots__ = ("json", "table")

    def __init__(self, table: TableView) -> None:
        self.table = table
        self.json = msgspec.Raw(msgspec.json.encode(table))


def wire_table(state: State, viewer: Viewer, shared: Shared) -> TableView | msgspec.Raw:
    """``table_view`` as a frame sends it, from the spectator's (``shared``, of this state, made
    once a position): a seat sees exactly what a spectator does, so both are sent that table's
    JSON as encoded once; an auditor's, with the decks, is made whole."""
    if isinstance(viewer, Auditor):
        return table_view(state, viewer, frozenset(shared.table.to_act))
    return shared.json


def shared_table(state: State, acting: frozenset[int]) -> Shared:
    """What every viewer's frame of a position shares: the spectator's table, public by definition."""
    return Shared(table_view(state, Spectator(), acting))
