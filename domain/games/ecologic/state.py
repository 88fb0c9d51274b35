"""The table: map hexes, players' purses and hands, decks, and where the turn stands."""

from __future__ import annotations

from typing import Literal

import msgspec

Phase = Literal["start", "start_second", "event", "action", "ecology", "income", "end", "over"]
Stage = Literal["special", "building", "initiative"]
STAGES: tuple[Stage, ...] = ("special", "building", "initiative")


class Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """fixed_layout: the catalogue's map instead of a random one. two_player_variant: the reduced
    map and 9 events fewer; None = on exactly for two players (True with 3–4 players is refused)."""

    fixed_layout: bool = False
    two_player_variant: bool | None = None


class Hex(msgspec.Struct):
    """A map position with its tile and what stands on it (one owner, one object at most)."""

    index: int
    q: int
    r: int
    tile: str
    resource: str
    bio: int
    edge: bool
    neighbours: list[int]
    bio_taken: bool = False
    owner: int = -1
    branch: str = ""
    level: int = 0
    card: str = ""
    special: str = ""


class Player(msgspec.Struct):
    """supply: buildings still in the box; held: bought (or start) buildings not yet placed;
    discarded: buildings removed or lost from the map, out of the game (EL-1.6)."""

    seat: int
    coins: int
    eco: int
    supply: dict[str, int]
    held: dict[str, int]
    discarded: dict[str, int]
    held_initiatives: list[str] = []
    held_specials: list[str] = []
    veto: bool = False
    transferred: bool = False


class Auction(msgspec.Struct):
    """An open ascending auction: ``high`` holds the current bid ``price``; ``out`` have passed."""

    lot: str
    item: str
    opener: int
    high: int
    price: int
    to_bid: int
    out: list[int] = []


class Pending(msgspec.Struct):
    """The item just won, waiting to be placed or kept by the winner."""

    seat: int
    lot: str
    item: str


class State(msgspec.Struct):
    seats: int
    order: list[int]
    reduced_map: bool
    hexes: list[Hex]
    players: list[Player]
    bank: int
    eco_pool: int
    event_deck: list[str]
    events_removed: list[str]
    initiative_deck: list[str]
    initiatives_seen: list[str] = []
    events_played: list[str] = []
    initiative_discard: list[str] = []
    specials_open: list[str] = []
    specials_sold: int = 0
    phase: Phase = "start"
    step: int = 0
    turn: int = 0
    leader: int = -1
    event: str = ""
    final: bool = False
    stage: Stage = "special"
    revealed: str = ""
    placed_from_hand: bool = False
    auction: Auction | None = None
    pending: Pending | None = None
    ecology_applied: bool = False
    scores: list[int] = []
    rules: int = 1  # the rules version the match was created under; 1 in states stored before it was kept


def copy_state(state: State) -> State:
    """A copy ``evolve`` may change without touching ``state``: every hex copied (its fields change in
    place; its list of neighbours never does), every player with its dicts and lists, the auction with
    the seats out of it, every list of the state; the pending lot is replaced whole when it changes.
    About half a msgpack round trip of the whole state."""
    replace = msgspec.structs.replace
    auction = state.auction
    return replace(
        state,
        order=list(state.order),
        hexes=[replace(cell) for cell in state.hexes],
        players=[
            replace(
                player,
                supply=dict(player.supply),
                held=dict(player.held),
                discarded=dict(player.discarded),
                held_initiatives=list(player.held_initiatives),
                held_specials=list(player.held_specials),
            )
            for player in state.players
        ],
        event_deck=list(state.event_deck),
        events_removed=list(state.events_removed),
        initiative_deck=list(state.initiative_deck),
        initiatives_seen=list(state.initiatives_seen),
        events_played=list(state.events_played),
        initiative_discard=list(state.initiative_discard),
        specials_open=list(state.specials_open),
        auction=None if auction is None else replace(auction, out=list(auction.out)),
    )
