"""What each fact of «EcoLogic» touched: the hexes a building, a special object or an initiative
went on or left, the seats whose coins, ecology or lots changed, and the cards (events,
initiatives, lots) by their ids; every such fact is public once it happens."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from igroteka.domain.engine import Touched, touching

from . import facts as f


def by_hex(fact: Any) -> Touched:
    return touching(seats=[fact.seat], hexes=[fact.hex])


def initiative_placed(fact: f.InitiativePlaced) -> Touched:
    return touching(seats=[fact.seat], hexes=[fact.hex], cards=[fact.card, fact.replaced])


def by_hex_card(fact: f.InitiativeRemoved | f.InitiativeLost) -> Touched:
    return touching(seats=[fact.seat], hexes=[fact.hex], cards=[fact.card])


def by_lot(fact: f.AuctionOpened | f.AuctionWon) -> Touched:
    return touching(seats=[fact.seat], cards=[fact.lot, fact.item])


def opener_passed(fact: f.OpenerPassed) -> Touched:
    return touching(seats=[fact.seat], cards=[fact.declined])


def initiative_revealed(fact: f.InitiativeRevealed) -> Touched:
    return touching(seats=[fact.seat], cards=[fact.card])


def by_seat(fact: Any) -> Touched:
    return touching(seats=[fact.seat])


def coins_transferred(fact: f.CoinsTransferred) -> Touched:
    return touching(seats=[fact.seat, fact.to])


def event_drawn(fact: f.EventDrawn) -> Touched:
    return touching(cards=[fact.card])


def auction_unsold(fact: f.AuctionUnsold) -> Touched:
    return touching(cards=[fact.item])


# What each kind of fact touched, looked up by its type (every fact of every frame goes through
# here); a kind not listed touched nothing.
TOUCHES: dict[type, Callable[[Any], Touched]] = {
    f.BuildingPlaced: by_hex,
    f.SpecialPlaced: by_hex,
    f.InitiativePlaced: initiative_placed,
    f.BuildingRemoved: by_hex,
    f.ObjectLost: by_hex,
    f.InitiativeRemoved: by_hex_card,
    f.InitiativeLost: by_hex_card,
    f.AuctionOpened: by_lot,
    f.AuctionWon: by_lot,
    f.OpenerPassed: opener_passed,
    f.InitiativeRevealed: initiative_revealed,
    f.BidRaised: by_seat,
    f.BidPassed: by_seat,
    f.AuctionVetoed: by_seat,
    f.ItemKept: by_seat,
    f.CoinsTransferred: coins_transferred,
    f.EcologyApplied: by_seat,
    f.IncomePaid: by_seat,
    f.EventDrawn: event_drawn,
    f.AuctionUnsold: auction_unsold,
}
