"""Seeded random play: every match ends, every auction ends, money and eco points are accounted for,
levels stay within limits, replays are identical, listed moves are exact and nothing leaks."""

from __future__ import annotations

from collections import Counter
from random import Random
from typing import Any, NamedTuple

import msgspec
import pytest

from igroteka.domain.engine import fold
from igroteka.domain.games import rules_for
from igroteka.domain.games.ecologic import RULES
from igroteka.domain.games.ecologic.board import max_level
from igroteka.domain.games.ecologic.content import BRANCHES, CATALOGUE
from igroteka.domain.games.ecologic.facts import (
    AuctionOpened,
    AuctionUnsold,
    AuctionVetoed,
    AuctionWon,
    BidPassed,
    BidRaised,
    GameEnded,
    OpenerPassed,
)
from igroteka.domain.games.ecologic.moves import (
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
from igroteka.domain.games.ecologic.state import Hex, Options, State
from tests.harness import Played, check_no_leaks, check_replay, check_unlisted_moves_refused, play_random

ALL_CARDS = sorted(c.id for c in CATALOGUE.initiative_cards)
ALL_EVENTS = sorted(e.id for e in CATALOGUE.events)
SPECIAL_IDS = sorted(s.id for s in CATALOGUE.specials)
RESTING = {"start", "start_second", "action", "ecology", "over"}
# (seats, options, matches in the default run): 200 two-player, 120 three- and 120 four-player matches.
VARIANTS = [
    (2, Options(), 60),
    (2, Options(two_player_variant=False), 30),
    (3, Options(), 60),
    (4, Options(), 50),
    (2, Options(fixed_layout=True), 20),
    (4, Options(fixed_layout=True), 20),
]


def check_accounts(state: State) -> None:
    assert sum(p.coins for p in state.players) + state.bank == CATALOGUE.bank_coins
    assert sum(p.eco for p in state.players) + state.eco_pool == CATALOGUE.eco_points


def check_map(hexes: list[Hex]) -> MapPieces:
    """Levels within limits, objects only where they fit, and the tally of every piece on the map."""
    levels: Counter[tuple[int, str]] = Counter()
    cards: list[str] = []
    specials: list[str] = []
    for cell in hexes:
        assert 0 <= cell.level <= max_level(cell)
        assert bool(cell.level) == bool(cell.branch) and not (cell.branch and cell.special)
        assert (cell.owner >= 0) == bool(cell.branch or cell.special)
        assert not cell.card or cell.branch
        assert not cell.special or cell.resource == "special"
        assert not cell.branch or cell.resource in (cell.branch, "both")
        assert cell.bio_taken or cell.owner < 0
        levels[cell.owner, cell.branch] += cell.level
        if cell.card:
            cards.append(cell.card)
        if cell.special:
            specials.append(cell.special)
    return MapPieces(levels, cards, specials)


def check_pieces(state: State, on_map: MapPieces) -> None:
    """10 buildings per branch and colour, 20 cards, 21 events and 3 special initiatives, all accounted for."""
    levels = on_map.levels
    cards = state.initiative_deck + state.initiative_discard + on_map.cards
    specials = [*state.specials_open, *on_map.specials]
    for player in state.players:
        cards += player.held_initiatives
        specials += player.held_specials
        for branch in BRANCHES:
            assert player.supply[branch] >= 0 and player.held[branch] >= 0 and player.discarded[branch] >= 0
            total = player.supply[branch] + player.held[branch] + player.discarded[branch] + levels[player.seat, branch]
            assert total == CATALOGUE.buildings_per_branch
    if state.revealed and state.revealed not in cards:
        cards.append(state.revealed)
    assert sorted(cards) == ALL_CARDS
    assert sorted(state.event_deck + state.events_played + state.events_removed) == ALL_EVENTS
    assert sorted(specials) == SPECIAL_IDS and len(state.specials_open) + state.specials_sold == 3


def check_auction(state: State) -> None:
    auction = state.auction
    if auction is not None:
        assert auction.high == -1 or state.players[auction.high].coins >= auction.price
        assert auction.to_bid not in (auction.high, *auction.out)


class MapPieces(NamedTuple):
    """What a checked map holds: building levels by (owner, branch), its cards and its specials."""

    levels: Counter[tuple[int, str]]
    cards: list[str]
    specials: list[str]


class Invariant:
    """The books of one match, checked at every position. The map changes at a few moves of a match's
    hundreds: a map the same, byte for byte, as one already checked holds what that one held, so
    its check and its pieces are taken from there rather than walked again."""

    def __init__(self) -> None:
        self.maps: dict[bytes, MapPieces] = {}

    def __call__(self, state: State) -> None:
        assert state.phase in RESTING
        check_accounts(state)
        key = msgspec.msgpack.encode(state.hexes)
        on_map = self.maps.get(key)
        if on_map is None:
            on_map = self.maps[key] = check_map(state.hexes)
        check_pieces(state, on_map)
        check_auction(state)


def check_auctions_end(played: Played) -> Counter[str]:
    """Every auction — opened, or for a declined card — closes (won, vetoed or unsold) before the
    next opens; count what happened."""
    seen: Counter[str] = Counter()
    running = False
    for fact in played.facts:
        if isinstance(fact, AuctionOpened) or (isinstance(fact, OpenerPassed) and fact.declined):
            assert not running
            running = True
        elif isinstance(fact, AuctionWon | AuctionVetoed | AuctionUnsold):
            assert running
            running = False
        elif isinstance(fact, BidRaised | BidPassed):
            assert running
        seen[type(fact).__name__] += 1
    assert not running and isinstance(played.facts[-1], GameEnded)
    return seen


def play(seats: int, options: Options, seed: int, check_every: int = 0, rules: Any = RULES) -> Played:
    played = play_random(rules, options, seats, seed, invariant=Invariant(), check_every=check_every)
    assert played.state.rules == rules.version
    check_replay(rules, played)
    check_auctions_end(played)
    limit = 12 if played.state.reduced_map else 21
    assert 1 <= played.state.turn <= limit
    return played


@pytest.mark.parametrize(("seats", "options", "matches"), VARIANTS)
def test_random_matches_end_and_keep_the_books(seats: int, options: Options, matches: int) -> None:
    totals: Counter[str] = Counter()
    for seed in range(matches):
        played = play(seats, options, seed, check_every=60 if seed % 10 == 0 else 0)
        totals += check_auctions_end(played)
        assert RULES.outcome(played.state) == RULES.outcome(fold(RULES, played.facts))
    assert totals["AuctionWon"] and totals["BidRaised"] and totals["BuildingPlaced"]
    assert totals["EcologyApplied"] == totals["IncomePaid"]


def test_el_4_4_el_5_1_matches_under_rules_version_1_still_play_and_replay() -> None:
    old = rules_for("ecologic", 1)
    for seed in range(3):
        play(2 + seed, Options(), 3000 + seed, check_every=40, rules=old)


def candidate_moves(state: State) -> list[Any]:
    hexes = range(-1, len(state.hexes) + 1)
    cards = sorted({*ALL_CARDS[:3], *(c for p in state.players for c in p.held_initiatives)})
    moves: list[Any] = [Keep(), Pass(), Veto(), OpenInitiative()]
    moves += [OpenSpecial(special=s) for s in [*SPECIAL_IDS, "si_none"]]
    moves += [OpenBuilding(branch=b) for b in BRANCHES]
    moves += [Raise(amount=a) for a in (-1, 0, 1, 2, 5, 12, 20, 40, 80)]
    moves += [Transfer(to=t, amount=a) for t in range(-1, 5) for a in (-1, 0, 1, 3, 10, 60)]
    for h in hexes:
        moves += [PlaceBuilding(branch=b, hex=h) for b in BRANCHES]
        moves += [PlaceSpecial(special=s, hex=h) for s in SPECIAL_IDS]
        moves += [PlaceInitiative(card=c, hex=h) for c in cards]
        moves += [RemoveBuilding(hex=h), RemoveInitiative(hex=h), LoseObject(hex=h)]
    return moves


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_unlisted_moves_are_refused(seats: int) -> None:
    for seed in range(4):
        played = play(seats, Options(), 1000 + seed)
        state = fold(RULES, played.facts[:1])
        rng = Random(seed)
        for _, facts in played.fact_log:
            for fact in facts:
                state = RULES.evolve(state, fact)
            if rng.random() < 0.08:
                for seat in range(seats):
                    check_unlisted_moves_refused(RULES, state, seat, candidate_moves(state))


@pytest.mark.parametrize(("seats", "options"), [v[:2] for v in VARIANTS[:4]])
def test_no_leaks_in_views_moves_and_facts(seats: int, options: Options) -> None:
    for seed in range(5):
        played = play(seats, options, 2000 + seed)
        state = fold(RULES, played.facts[:1])
        seen = list(played.facts[:1])
        for _, facts in played.fact_log:
            for fact in facts:
                state = RULES.evolve(state, fact)
            seen += facts
            if len(seen) % 7 == 0:
                check_no_leaks(RULES, state, seats, seen)
        check_no_leaks(RULES, played.state, seats, played.facts)


@pytest.mark.soak
@pytest.mark.timeout(3600)
@pytest.mark.parametrize(("seats", "options"), [v[:2] for v in VARIANTS])
def test_soak_thousands_of_matches(seats: int, options: Options) -> None:
    for seed in range(10_000, 12_000):
        play(seats, options, seed, check_every=200 if seed % 50 == 0 else 0)
