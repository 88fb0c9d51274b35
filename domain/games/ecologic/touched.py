"""What each fact of «EcoLogic» touched: the hexes a building, a special object or an initiative
went on or left, the seats whose coins, ecology or lots changed, and the cards (events,
initiatives, lots) by their ids; every such fact is public once it happens."""

from __future__ import annotations

from typing import Any

from igroteka.domain.engine import Touched, touching

from . import facts as f


def touched(fact: Any) -> Touched | None:
    match fact:
        case f.BuildingPlaced(seat=seat, hex=hex_) | f.SpecialPlaced(seat=seat, hex=hex_):
            return touching(seats=[seat], hexes=[hex_])
        case f.InitiativePlaced(seat=seat, card=card, hex=hex_, replaced=replaced):
            return touching(seats=[seat], hexes=[hex_], cards=[card, replaced])
        case f.BuildingRemoved(seat=seat, hex=hex_) | f.ObjectLost(seat=seat, hex=hex_):
            return touching(seats=[seat], hexes=[hex_])
        case f.InitiativeRemoved(seat=seat, hex=hex_, card=card) | f.InitiativeLost(seat=seat, hex=hex_, card=card):
            return touching(seats=[seat], hexes=[hex_], cards=[card])
        case f.AuctionOpened(seat=seat, lot=lot, item=item) | f.AuctionWon(seat=seat, lot=lot, item=item):
            return touching(seats=[seat], cards=[lot, item])
        case f.OpenerPassed(seat=seat, declined=card) | f.InitiativeRevealed(seat=seat, card=card):
            return touching(seats=[seat], cards=[card])
        case f.BidRaised(seat=seat) | f.BidPassed(seat=seat) | f.AuctionVetoed(seat=seat) | f.ItemKept(seat=seat):
            return touching(seats=[seat])
        case f.CoinsTransferred(seat=seat, to=to):
            return touching(seats=[seat, to])
        case f.EcologyApplied(seat=seat) | f.IncomePaid(seat=seat):
            return touching(seats=[seat])
        case f.EventDrawn(card=card) | f.AuctionUnsold(item=card):
            return touching(cards=[card])
    return None
