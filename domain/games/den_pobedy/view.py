"""What each viewer may see: views, redacted facts and the secrets a viewer must not receive."""

from __future__ import annotations

from typing import Any

import msgspec

from igroteka.domain.engine import Auditor, Seat, Spectator, Viewer

from .facts import (
    CardRef,
    CardsDrawn,
    DeckShuffled,
    DeckStruck,
    DeckSubmitted,
    HandShown,
    StarterDeckTaken,
)
from .state import Boost, Player, State, building_slot


class CardView(msgspec.Struct, frozen=True):
    """A card on the table: its instance id, card type and whether it is turned."""

    id: str
    card: str
    tapped: bool = False


class CombatView(msgspec.Struct, frozen=True):
    attacker: str
    target: str
    step: str
    blocker: str | None
    supports: list[str]
    boosts: list[Boost]


class PlayerView(msgspec.Struct, frozen=True):
    seat: int
    side: str
    ready: bool
    kept: bool
    redeals: int
    deck_count: int
    hand_count: int
    losses_count: int
    resources_played: int
    line1: list[CardView]
    line2: list[CardView]
    reserve: list[CardView]
    resources: list[CardView]
    hand: list[CardRef] | None = None  # the owner and auditors
    building: list[CardRef] | None = None  # the owner, while building a deck (slot ids)
    shown: list[CardRef] | None = None  # the hand shown at a redeal: both seats and auditors
    deck: list[CardRef] | None = None  # auditors only, top first
    losses: list[CardRef] | None = None  # auditors only (losses lie face down)


class TableView(msgspec.Struct, frozen=True):
    phase: str
    active: int
    turn: int
    first_seat: int
    red_seat: int
    deck_size: int
    players: list[PlayerView]
    combat: CombatView | None
    winners: list[int] | None
    reason: str


def refs(state: State, ids: list[str]) -> list[CardRef]:
    return [CardRef(id=c, card=state.types[c]) for c in ids]


def table_cards(state: State, player: Player, ids: list[str]) -> list[CardView]:
    return [CardView(id=c, card=state.types[c], tapped=c in player.tapped) for c in ids]


def building(player: Player, seat: int) -> list[CardRef]:
    return [CardRef(id=building_slot(seat, i), card=card) for i, card in enumerate(player.building)]


def player_view(state: State, seat: int, viewer: Viewer) -> PlayerView:
    player = state.players[seat]
    auditor = isinstance(viewer, Auditor)
    own = auditor or viewer == Seat(seat)
    seated = auditor or isinstance(viewer, Seat)
    return PlayerView(
        seat=seat,
        side=player.side,
        ready=player.ready,
        kept=player.kept,
        redeals=player.redeals,
        deck_count=len(player.deck),
        hand_count=len(player.hand),
        losses_count=len(player.losses),
        resources_played=player.resources_played,
        line1=table_cards(state, player, player.line1),
        line2=table_cards(state, player, player.line2),
        reserve=table_cards(state, player, player.reserve),
        resources=table_cards(state, player, player.resources),
        hand=refs(state, player.hand) if own else None,
        building=building(player, seat) if own and state.phase == "building" else None,
        shown=refs(state, player.shown) if seated and player.shown else None,
        deck=refs(state, player.deck) if auditor else None,
        losses=refs(state, player.losses) if auditor else None,
    )


def view_for(state: State, viewer: Viewer) -> TableView:
    combat = state.combat
    return TableView(
        phase=state.phase,
        active=state.active,
        turn=state.turn,
        first_seat=state.first_seat,
        red_seat=state.red_seat,
        deck_size=state.deck_size,
        players=[player_view(state, seat, viewer) for seat in range(len(state.players))],
        combat=None
        if combat is None
        else CombatView(
            attacker=combat.attacker,
            target=combat.target,
            step=combat.step,
            blocker=combat.blocker,
            supports=list(combat.supports),
            boosts=list(combat.boosts),
        ),
        winners=state.winners,
        reason=state.reason,
    )


def shared_table(state: State) -> TableView:
    """What every viewer's frame of a position shares: the spectator's table, public by definition."""
    return view_for(state, Spectator())


def wire_table(state: State, viewer: Viewer, shared: TableView) -> TableView:
    """``view_for`` as a frame sends it, from the spectator's (``shared``, of this state): a
    spectator's is that table; a seat's that table with the players it sees more of put in (its own:
    hand and building; any player showing cards: seats see them), every other player as a spectator
    sees them; an auditor's made whole."""
    if isinstance(viewer, Spectator):
        return shared
    if isinstance(viewer, Seat) and 0 <= viewer.n < len(state.players):
        players = [
            seen_by_seat(state, seat, viewer.n, shown) if seat == viewer.n or player.shown else shown
            for (seat, player), shown in zip(enumerate(state.players), shared.players, strict=True)
        ]
        return msgspec.structs.replace(shared, players=players)
    return view_for(state, viewer)


def seen_by_seat(state: State, seat: int, own: int, shown: PlayerView) -> PlayerView:
    """``player_view`` of ``seat`` for the viewer at seat ``own``, from the spectator's
    (``shown``): the cards on the table stay as they are, the hand and building (its own) and the
    cards shown (any seat's) are put in."""
    player = state.players[seat]
    mine = seat == own
    return msgspec.structs.replace(
        shown,
        hand=refs(state, player.hand) if mine else None,
        building=building(player, seat) if mine and state.phase == "building" else None,
        shown=refs(state, player.shown) if player.shown else None,
    )


def redact_fact(fact: Any, viewer: Viewer) -> Any | None:
    if isinstance(viewer, Auditor):
        return fact
    match fact:
        case StarterDeckTaken(seat=seat) | DeckSubmitted(seat=seat):
            return fact if viewer == Seat(seat) else None
        case DeckShuffled():
            return msgspec.structs.replace(fact, order=None)
        case CardsDrawn(seat=seat):
            return fact if viewer == Seat(seat) else msgspec.structs.replace(fact, cards=None)
        case HandShown():
            return fact if isinstance(viewer, Seat) else None
        case DeckStruck():
            return msgspec.structs.replace(fact, cards=None)
    return fact


def secrets_for(state: State, viewer: Viewer) -> set[str]:
    """Hidden instance ids the viewer has not been shown; while decks are built, the slot ids of the
    decks the viewer may not see."""
    if isinstance(viewer, Auditor):
        return set()
    if state.phase == "building":
        hidden = [(s, p) for s, p in enumerate(state.players) if viewer != Seat(s)]
        return {building_slot(s, i) for s, player in hidden for i in range(len(player.building))}
    seen = state.players[viewer.n].known if isinstance(viewer, Seat) else state.public
    return set(state.types) - set(seen)
