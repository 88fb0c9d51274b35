"""What happened. Random results (map layout, deck orders, turn order) are carried in the facts."""

from __future__ import annotations

import msgspec

from .content import Branch


class GameSetUp(msgspec.Struct, frozen=True, gc=False, tag="game_set_up"):
    """Turn order by lot, the map (tile per position), the decks (top first) and the purses.

    ``event_deck``, ``events_removed`` and ``initiative_deck`` are hidden: redacted to empty lists
    for every viewer but the auditor (the counts stay).
    """

    seats: int
    order: list[int]
    reduced_map: bool
    layout: list[str]
    event_deck: list[str]
    events_removed: list[str]
    initiative_deck: list[str]
    event_count: int
    initiative_count: int


class BuildingPlaced(msgspec.Struct, frozen=True, gc=False, tag="building_placed"):
    """A building went onto a hex; ``bio`` eco points were taken with a first occupation."""

    seat: int
    branch: Branch
    hex: int
    bio: int


class SpecialPlaced(msgspec.Struct, frozen=True, gc=False, tag="special_placed"):
    seat: int
    special: str
    hex: int
    bio: int


class InitiativePlaced(msgspec.Struct, frozen=True, gc=False, tag="initiative_placed"):
    """A card went onto a building; ``replaced`` is the card it sent to the discard ("" if none)."""

    seat: int
    card: str
    hex: int
    replaced: str


class ItemKept(msgspec.Struct, frozen=True, gc=False, tag="item_kept"):
    seat: int


class EventDrawn(msgspec.Struct, frozen=True, gc=False, tag="event_drawn"):
    """The turn owner drew the top event card: a new turn begins."""

    turn: int
    leader: int
    card: str


class OpenerPassed(msgspec.Struct, frozen=True, gc=False, tag="opener_passed"):
    """The player opened no auction this round; ``declined`` is a revealed card laid face up,
    which the other players may then bid for (EL-4.4)."""

    seat: int
    declined: str


class AuctionOpened(msgspec.Struct, frozen=True, gc=False, tag="auction_opened"):
    """lot: "special" (item = its id), "building" (item = branch) or "initiative" (item = card)."""

    seat: int
    lot: str
    item: str
    price: int


class BidRaised(msgspec.Struct, frozen=True, gc=False, tag="bid_raised"):
    seat: int
    amount: int


class BidPassed(msgspec.Struct, frozen=True, gc=False, tag="bid_passed"):
    seat: int


class AuctionVetoed(msgspec.Struct, frozen=True, gc=False, tag="auction_vetoed"):
    seat: int


class AuctionWon(msgspec.Struct, frozen=True, gc=False, tag="auction_won"):
    seat: int
    lot: str
    item: str
    price: int


class AuctionUnsold(msgspec.Struct, frozen=True, gc=False, tag="auction_unsold"):
    """Nobody bid for a declined eco-initiative: it goes face up to the discard."""

    item: str


class InitiativesShuffled(msgspec.Struct, frozen=True, gc=False, tag="initiatives_shuffled"):
    """The face-up discard became the new eco-initiative deck (order hidden, count public)."""

    deck: list[str]
    count: int


class InitiativeRevealed(msgspec.Struct, frozen=True, gc=False, tag="initiative_revealed"):
    seat: int
    card: str


class BuildingRemoved(msgspec.Struct, frozen=True, gc=False, tag="building_removed"):
    """One level taken off by its owner into the discard, out of the game; ``discarded`` is the
    card lost with the last level."""

    seat: int
    hex: int
    discarded: str


class InitiativeRemoved(msgspec.Struct, frozen=True, gc=False, tag="initiative_removed"):
    seat: int
    hex: int
    card: str


class CoinsTransferred(msgspec.Struct, frozen=True, gc=False, tag="coins_transferred"):
    seat: int
    to: int
    amount: int


class EcologyApplied(msgspec.Struct, frozen=True, gc=False, tag="ecology_applied"):
    """The player's eco-fund changed by ``delta`` (from or to the common eco-fund)."""

    seat: int
    delta: int


class ObjectLost(msgspec.Struct, frozen=True, gc=False, tag="object_lost"):
    """The dirtiest object of a player in debt to nature left the map with its card."""

    seat: int
    hex: int
    levels: int
    card: str


class InitiativeLost(msgspec.Struct, frozen=True, gc=False, tag="initiative_lost"):
    """A card whose upkeep could not be paid went to the discard."""

    seat: int
    hex: int
    card: str


class IncomePaid(msgspec.Struct, frozen=True, gc=False, tag="income_paid"):
    """The player's coins changed by ``amount`` (from or to the bank)."""

    seat: int
    amount: int


class GameEnded(msgspec.Struct, frozen=True, gc=False, tag="game_ended"):
    """After the «Итоговый Отчет» turn: final scores ×100 (see EL-9)."""

    scores: list[int]


Fact = (
    GameSetUp
    | BuildingPlaced
    | SpecialPlaced
    | InitiativePlaced
    | ItemKept
    | EventDrawn
    | OpenerPassed
    | AuctionOpened
    | BidRaised
    | BidPassed
    | AuctionVetoed
    | AuctionWon
    | AuctionUnsold
    | InitiativesShuffled
    | InitiativeRevealed
    | BuildingRemoved
    | InitiativeRemoved
    | CoinsTransferred
    | EcologyApplied
    | ObjectLost
    | InitiativeLost
    | IncomePaid
    | GameEnded
)
