"""Who acts, every move they may make, and the facts a move produces."""

from __future__ import annotations

from typing import Any

from .board import (
    BUILDINGS_ANCHOR,
    building_price,
    building_targets,
    initiative_targets,
    special_targets,
    start_targets,
)
from .content import BRANCHES, CARDS, CATALOGUE, INITIATIVE_LEVELS
from .economy import dirtiest, must_lose
from .evolve import seat_at
from .facts import (
    AuctionOpened,
    AuctionVetoed,
    BidPassed,
    BidRaised,
    BuildingPlaced,
    BuildingRemoved,
    CoinsTransferred,
    InitiativePlaced,
    InitiativeRemoved,
    ItemKept,
    ObjectLost,
    OpenerPassed,
    SpecialPlaced,
)
from .moves import (
    Keep,
    LoseObject,
    OpenBuilding,
    OpenInitiative,
    OpenSpecial,
    Pass,
    PlaceBuilding,
    PlaceInitiative,
    PlaceSpecial,
    Raise,
    RemoveBuilding,
    RemoveInitiative,
    Transfer,
    Veto,
)
from .state import Auction, Pending, State


def to_act(state: State) -> frozenset[int]:
    if state.phase in ("start", "start_second"):
        return frozenset({seat_at(state, state.step)})
    if state.phase == "action":
        if state.pending is not None:
            return frozenset({state.pending.seat})
        if state.auction is not None:
            return frozenset({state.auction.to_bid})
        return frozenset({seat_at(state, state.step)})
    if state.phase == "ecology" and state.ecology_applied:
        seat = seat_at(state, state.step)
        if must_lose(state, seat) and len(dirtiest(state, seat)) > 1:
            return frozenset({seat})
    return frozenset()


def nominal(card: str) -> int:
    return INITIATIVE_LEVELS[CARDS[card].level].nominal


def special_price(state: State) -> int:
    return CATALOGUE.special_prices[state.specials_sold]


# --- lists of moves -------------------------------------------------------------------------


def start_moves(state: State, seat: int) -> list[Any]:
    held = state.players[seat].held
    moves: list[Any] = []
    for branch in BRANCHES:
        if held[branch]:
            first = state.phase == "start"
            targets = start_targets(state, branch) if first else building_targets(state, seat, branch, anchoring(state))
            moves += [PlaceBuilding(branch=branch, hex=h) for h in targets]
    if state.phase == "start_second" or not moves:
        moves.append(Keep())
    return moves


def anchoring(state: State) -> bool:
    """Whether special initiatives make the hexes next to them buildable: in rules version 1 only."""
    return state.rules < BUILDINGS_ANCHOR


def item_placements(state: State, seat: int, lot: str, item: str) -> list[Any]:
    if lot == "building":
        return [PlaceBuilding(branch=item, hex=h) for h in building_targets(state, seat, item, anchoring(state))]
    if lot == "special":
        return [PlaceSpecial(special=item, hex=h) for h in special_targets(state, seat, anchoring(state))]
    return [PlaceInitiative(card=item, hex=h) for h in initiative_targets(state, seat)]


def hand_placements(state: State, seat: int) -> list[Any]:
    player = state.players[seat]
    moves: list[Any] = []
    for branch in BRANCHES:
        if player.held[branch]:
            moves += item_placements(state, seat, "building", branch)
    for special in sorted(set(player.held_specials)):
        moves += item_placements(state, seat, "special", special)
    for card in sorted(set(player.held_initiatives)):
        moves += item_placements(state, seat, "initiative", card)
    return moves


def transfers(state: State, seat: int) -> list[Any]:
    """One coin transfer per player per auction and per right to open (EL-4.8)."""
    player = state.players[seat]
    if player.transferred:
        return []
    others = [s for s in range(state.seats) if s != seat]
    return [Transfer(to=s, amount=a) for s in others for a in range(1, player.coins + 1)]


def openings(state: State, seat: int) -> list[Any]:
    coins = state.players[seat].coins
    if state.stage == "special":
        price = special_price(state) if state.specials_open else 0
        return [OpenSpecial(special=s) for s in state.specials_open if coins >= price]
    if state.stage == "building":
        supply = state.players[seat].supply
        return [OpenBuilding(branch=b) for b in BRANCHES if supply[b] and coins >= building_price(state, b)]
    if state.revealed and coins >= nominal(state.revealed):
        return [OpenInitiative()]
    return []


def removals(state: State, seat: int) -> list[Any]:
    """One's own building levels and cards, at any of one's decisions in the action phase (EL-5.7)."""
    own = [c for c in state.hexes if c.owner == seat and c.branch]
    return [RemoveBuilding(hex=c.index) for c in own] + [RemoveInitiative(hex=c.index) for c in own if c.card]


def opener_moves(state: State, seat: int) -> list[Any]:
    moves = [*openings(state, seat), Pass()]
    if not state.placed_from_hand:
        moves += hand_placements(state, seat)
    return moves + removals(state, seat) + transfers(state, seat)


def may_bid(state: State, seat: int, auction: Auction) -> bool:
    return auction.lot != "building" or state.players[seat].supply[auction.item] > 0


def bid_moves(state: State, seat: int, auction: Auction) -> list[Any]:
    moves: list[Any] = [Pass()]
    if may_bid(state, seat, auction):
        moves += [Raise(amount=a) for a in range(auction.price + 1, state.players[seat].coins + 1)]
    if state.players[seat].veto:
        moves.append(Veto())
    return moves + removals(state, seat) + transfers(state, seat)


def pending_moves(state: State, pending: Pending) -> list[Any]:
    return [*item_placements(state, pending.seat, pending.lot, pending.item), Keep()]


def legal_moves(state: State, seat: int) -> list[Any]:
    if seat not in to_act(state):
        return []
    if state.phase in ("start", "start_second"):
        return start_moves(state, seat)
    if state.phase == "ecology":
        return [LoseObject(hex=h) for h in dirtiest(state, seat)]
    if state.pending is not None:
        return pending_moves(state, state.pending)
    if state.auction is not None:
        return bid_moves(state, seat, state.auction)
    return opener_moves(state, seat)


# --- facts of a legal move ------------------------------------------------------------------


def bio_of(state: State, hex_index: int) -> int:
    cell = state.hexes[hex_index]
    return 0 if cell.bio_taken else cell.bio


def opening_fact(state: State, seat: int, move: Any) -> AuctionOpened:
    if isinstance(move, OpenSpecial):
        return AuctionOpened(seat=seat, lot="special", item=move.special, price=special_price(state))
    if isinstance(move, OpenBuilding):
        return AuctionOpened(seat=seat, lot="building", item=move.branch, price=building_price(state, move.branch))
    return AuctionOpened(seat=seat, lot="initiative", item=state.revealed, price=nominal(state.revealed))


def move_facts(state: State, seat: int, move: Any) -> list[Any]:
    """The facts of a move already known to be legal (before automatic consequences)."""
    match move:
        case PlaceBuilding(branch=branch, hex=h):
            return [BuildingPlaced(seat=seat, branch=branch, hex=h, bio=bio_of(state, h))]
        case PlaceSpecial(special=special, hex=h):
            return [SpecialPlaced(seat=seat, special=special, hex=h, bio=bio_of(state, h))]
        case PlaceInitiative(card=card, hex=h):
            return [InitiativePlaced(seat=seat, card=card, hex=h, replaced=state.hexes[h].card)]
        case Keep():
            return [ItemKept(seat=seat)]
        case OpenSpecial() | OpenBuilding() | OpenInitiative():
            return [opening_fact(state, seat, move)]
        case Pass() if state.auction is not None:
            return [BidPassed(seat=seat)]
        case Pass():
            return [OpenerPassed(seat=seat, declined=state.revealed)]
        case Raise(amount=amount):
            return [BidRaised(seat=seat, amount=amount)]
        case Veto():
            return [AuctionVetoed(seat=seat)]
        case RemoveBuilding(hex=h):
            cell = state.hexes[h]
            return [BuildingRemoved(seat=seat, hex=h, discarded=cell.card if cell.level == 1 else "")]
        case RemoveInitiative(hex=h):
            return [InitiativeRemoved(seat=seat, hex=h, card=state.hexes[h].card)]
        case Transfer(to=to, amount=amount):
            return [CoinsTransferred(seat=seat, to=to, amount=amount)]
        case LoseObject(hex=h):
            cell = state.hexes[h]
            return [ObjectLost(seat=seat, hex=h, levels=cell.level, card=cell.card)]
    raise AssertionError(f"unknown move {move!r}")
