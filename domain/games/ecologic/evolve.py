"""Folding facts into the table. No validation here: decide checked everything."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .board import build_map
from .content import CARDS, CATALOGUE, EVENTS, INITIATIVE_LEVELS
from .economy import must_lose
from .facts import (
    AuctionOpened,
    AuctionUnsold,
    AuctionVetoed,
    AuctionWon,
    BidPassed,
    BidRaised,
    BuildingPlaced,
    BuildingRemoved,
    CoinsTransferred,
    EcologyApplied,
    EventDrawn,
    GameEnded,
    GameSetUp,
    IncomePaid,
    InitiativeLost,
    InitiativePlaced,
    InitiativeRemoved,
    InitiativeRevealed,
    InitiativesShuffled,
    ItemKept,
    ObjectLost,
    OpenerPassed,
    SpecialPlaced,
)
from .state import STAGES, Auction, Hex, Pending, Player, State


def seat_at(state: State, step: int) -> int:
    """The seat ``step`` places after the turn's leader in turn order (the first player before turn 1)."""
    first = state.order.index(state.leader) if state.leader >= 0 else 0
    return state.order[(first + step) % state.seats]


def next_bidder(state: State, auction: Auction, after: int) -> int:
    """The next seat in turn order after ``after`` still in the bidding; -1 when only the high bidder is left."""
    start = state.order.index(after)
    for k in range(1, state.seats + 1):
        seat = state.order[(start + k) % state.seats]
        if seat != auction.high and seat not in auction.out:
            return seat
    return -1


def set_up(fact: GameSetUp) -> State:
    def player(seat: int) -> Player:
        stock = CATALOGUE.buildings_per_branch - 1
        return Player(
            seat=seat,
            coins=CATALOGUE.start_coins,
            eco=0,
            supply={"oil": stock, "mineral": stock},
            held={"oil": 1, "mineral": 1},
            discarded={"oil": 0, "mineral": 0},
        )

    return State(
        seats=fact.seats,
        order=list(fact.order),
        reduced_map=fact.reduced_map,
        hexes=build_map(fact.layout, fact.reduced_map),
        players=[player(seat) for seat in range(fact.seats)],
        bank=CATALOGUE.bank_coins - CATALOGUE.start_coins * fact.seats,
        eco_pool=CATALOGUE.eco_points,
        event_deck=list(fact.event_deck),
        events_removed=list(fact.events_removed),
        initiative_deck=list(fact.initiative_deck),
        specials_open=[s.id for s in CATALOGUE.specials],
    )


def take_bio(state: State, seat: int, cell: Hex, bio: int) -> None:
    if bio:
        cell.bio_taken = True
        state.players[seat].eco += bio
        state.eco_pool -= bio


def advance_start(state: State) -> None:
    state.step += 1
    if state.step == state.seats:
        state.step = 0
        state.phase = "start_second" if state.phase == "start" else "event"


def allow_transfers(state: State) -> None:
    """A new auction or right to open: each player may make one transfer in it (EL-4.8)."""
    for player in state.players:
        player.transferred = False


def advance_opener(state: State) -> None:
    """The right to open the next auction passes on; after everyone, the next stage or ecology."""
    state.step += 1
    state.placed_from_hand = False
    state.revealed = ""
    allow_transfers(state)
    if state.step < state.seats:
        return
    state.step = 0
    if state.stage != STAGES[-1]:
        state.stage = STAGES[STAGES.index(state.stage) + 1]
        return
    state.phase = "ecology"
    for player in state.players:
        player.veto = False


def resolve_placement(state: State, seat: int) -> None:
    """After a placement or keep: a won item closes its round, a held one uses the round's placement."""
    if state.phase in ("start", "start_second"):
        advance_start(state)
    elif state.pending is not None and state.pending.seat == seat:
        state.pending = None
        advance_opener(state)
    else:
        state.placed_from_hand = True


def building_placed(state: State, fact: BuildingPlaced) -> None:
    cell = state.hexes[fact.hex]
    state.players[fact.seat].held[fact.branch] -= 1
    cell.owner, cell.branch = fact.seat, fact.branch
    cell.level += 1
    take_bio(state, fact.seat, cell, fact.bio)
    resolve_placement(state, fact.seat)


def special_placed(state: State, fact: SpecialPlaced) -> None:
    cell = state.hexes[fact.hex]
    state.players[fact.seat].held_specials.remove(fact.special)
    cell.owner, cell.special = fact.seat, fact.special
    take_bio(state, fact.seat, cell, fact.bio)
    resolve_placement(state, fact.seat)


def initiative_placed(state: State, fact: InitiativePlaced) -> None:
    cell = state.hexes[fact.hex]
    state.players[fact.seat].held_initiatives.remove(fact.card)
    if fact.replaced:
        state.initiative_discard.append(fact.replaced)
    cell.card = fact.card
    resolve_placement(state, fact.seat)


def item_kept(state: State, fact: ItemKept) -> None:
    resolve_placement(state, fact.seat)


def event_drawn(state: State, fact: EventDrawn) -> None:
    card = EVENTS[fact.card]
    state.event_deck.remove(fact.card)
    state.events_played.append(fact.card)
    state.turn, state.leader, state.event = fact.turn, fact.leader, fact.card
    state.final = state.final or card.effect == "final"
    state.phase, state.stage, state.step = "action", STAGES[0], 0
    for player in state.players:
        player.transferred = False
        player.veto = card.effect == "veto" and (card.target == "all" or player.seat == fact.leader)


# The rules version from which the seat that declined an eco-initiative card may bid for it too (EL-4.4).
DECLINER_BIDS = 2


def opener_passed(state: State, fact: OpenerPassed) -> None:
    """A declined card is auctioned, from the next seat round to the decliner (rules version 1: among
    the others only): whoever bids its nominal first opens the bidding."""
    if not fact.declined:
        advance_opener(state)
        return
    nominal = INITIATIVE_LEVELS[CARDS[fact.declined].level].nominal
    out = [] if state.rules >= DECLINER_BIDS else [fact.seat]
    auction = Auction(
        lot="initiative", item=fact.declined, opener=fact.seat, high=-1, price=nominal - 1, to_bid=-1, out=out
    )
    auction.to_bid = next_bidder(state, auction, fact.seat)
    state.auction = auction
    allow_transfers(state)


def auction_opened(state: State, fact: AuctionOpened) -> None:
    auction = Auction(lot=fact.lot, item=fact.item, opener=fact.seat, high=fact.seat, price=fact.price, to_bid=-1)
    auction.to_bid = next_bidder(state, auction, fact.seat)
    state.auction = auction
    allow_transfers(state)


def auction_unsold(state: State, fact: AuctionUnsold) -> None:
    state.initiative_discard.append(fact.item)
    state.auction = None
    advance_opener(state)


def bid_raised(state: State, fact: BidRaised) -> None:
    auction = state.auction
    assert auction is not None
    auction.high, auction.price = fact.seat, fact.amount
    auction.to_bid = next_bidder(state, auction, fact.seat)


def bid_passed(state: State, fact: BidPassed) -> None:
    auction = state.auction
    assert auction is not None
    auction.out.append(fact.seat)
    auction.to_bid = next_bidder(state, auction, fact.seat)


def auction_vetoed(state: State, fact: AuctionVetoed) -> None:
    auction = state.auction
    assert auction is not None
    state.players[fact.seat].veto = False
    if auction.lot == "initiative":
        state.initiative_discard.append(auction.item)
    state.auction = None
    advance_opener(state)


def auction_won(state: State, fact: AuctionWon) -> None:
    player = state.players[fact.seat]
    player.coins -= fact.price
    state.bank += fact.price
    if fact.lot == "special":
        state.specials_open.remove(fact.item)
        state.specials_sold += 1
        player.held_specials.append(fact.item)
    elif fact.lot == "building":
        player.supply[fact.item] -= 1
        player.held[fact.item] += 1
    else:
        player.held_initiatives.append(fact.item)
    state.auction = None
    state.pending = Pending(seat=fact.seat, lot=fact.lot, item=fact.item)


def initiatives_shuffled(state: State, fact: InitiativesShuffled) -> None:
    state.initiative_deck = list(fact.deck)
    state.initiative_discard = []


def initiative_revealed(state: State, fact: InitiativeRevealed) -> None:
    state.initiative_deck.remove(fact.card)
    state.revealed = fact.card
    if fact.card not in state.initiatives_seen:
        state.initiatives_seen = sorted([*state.initiatives_seen, fact.card])


def clear_hex(state: State, cell: Hex) -> None:
    if cell.card:
        state.initiative_discard.append(cell.card)
    cell.owner, cell.branch, cell.level, cell.card = -1, "", 0, ""


def building_removed(state: State, fact: BuildingRemoved) -> None:
    cell = state.hexes[fact.hex]
    state.players[fact.seat].discarded[cell.branch] += 1
    cell.level -= 1
    if cell.level == 0:
        clear_hex(state, cell)


def initiative_removed(state: State, fact: InitiativeRemoved) -> None:
    state.hexes[fact.hex].card = ""
    state.initiative_discard.append(fact.card)


def coins_transferred(state: State, fact: CoinsTransferred) -> None:
    state.players[fact.seat].coins -= fact.amount
    state.players[fact.to].coins += fact.amount
    state.players[fact.seat].transferred = True


def advance_ecology(state: State) -> None:
    state.ecology_applied = False
    state.step += 1
    if state.step == state.seats:
        state.step, state.phase = 0, "income"


def ecology_applied(state: State, fact: EcologyApplied) -> None:
    state.players[fact.seat].eco += fact.delta
    state.eco_pool -= fact.delta
    state.ecology_applied = True
    if not must_lose(state, fact.seat):
        advance_ecology(state)


def object_lost(state: State, fact: ObjectLost) -> None:
    cell = state.hexes[fact.hex]
    state.players[fact.seat].discarded[cell.branch] += cell.level
    clear_hex(state, cell)
    advance_ecology(state)


def initiative_lost(state: State, fact: InitiativeLost) -> None:
    state.hexes[fact.hex].card = ""
    state.initiative_discard.append(fact.card)


def income_paid(state: State, fact: IncomePaid) -> None:
    state.players[fact.seat].coins += fact.amount
    state.bank -= fact.amount
    state.step += 1
    if state.step == state.seats:
        state.step = 0
        state.phase = "end" if state.final else "event"


def game_ended(state: State, fact: GameEnded) -> None:
    state.scores = list(fact.scores)
    state.phase = "over"


HANDLERS: dict[type, Callable[[State, Any], None]] = {
    BuildingPlaced: building_placed,
    SpecialPlaced: special_placed,
    InitiativePlaced: initiative_placed,
    ItemKept: item_kept,
    EventDrawn: event_drawn,
    OpenerPassed: opener_passed,
    AuctionOpened: auction_opened,
    BidRaised: bid_raised,
    BidPassed: bid_passed,
    AuctionVetoed: auction_vetoed,
    AuctionWon: auction_won,
    AuctionUnsold: auction_unsold,
    InitiativesShuffled: initiatives_shuffled,
    InitiativeRevealed: initiative_revealed,
    BuildingRemoved: building_removed,
    InitiativeRemoved: initiative_removed,
    CoinsTransferred: coins_transferred,
    EcologyApplied: ecology_applied,
    ObjectLost: object_lost,
    InitiativeLost: initiative_lost,
    IncomePaid: income_paid,
    GameEnded: game_ended,
}


def evolve(state: State | None, fact: Any) -> State:
    if isinstance(fact, GameSetUp):
        return set_up(fact)
    assert state is not None
    HANDLERS[type(fact)](state, fact)
    return state
