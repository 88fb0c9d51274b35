"""Tournaments seeded by rating (issue 37; docs/architecture.md, "Tournament seeding"): the seed
order, the serpentine that balances a first tour's tables, the balance kept after the fewest
repeated meetings in later tours, byes to the lowest seeds, each game's rulebook format kept, and
the ratings a tour read recorded in its event, so that the stored tournament, read again from the
store, seats the same tables."""

from __future__ import annotations

import uuid
from itertools import combinations

import pytest

from igroteka.domain.matches import MatchService
from igroteka.domain.pairing import History, choose_byes, seat_tour, seed_order, serpentine
from igroteka.domain.tournament import Tournament
from igroteka.domain.tournaments import TournamentService
from igroteka.server.store import store_env


def seeds_of(ratings: list[float | None]) -> dict[int, int]:
    return {p: n for n, p in enumerate(seed_order(ratings, range(len(ratings))))}


def means(tour: list[list[int]], seeds: dict[int, int]) -> list[float]:
    return [sum(seeds[p] for p in table) / len(table) for table in tour]


def test_the_seed_order_is_by_rating_then_registration_and_the_unrated_come_last() -> None:
    ratings = [None, 1500.0, 1400.0, None, 1500.0, 1620.5]
    # 5 first; 1 and 4 share 1500.0, the earlier registration first; 0 and 3 have no rating
    assert seed_order(ratings, range(6)) == [5, 1, 4, 2, 0, 3]
    assert seed_order(ratings, [3, 4, 0, 1]) == [1, 4, 0, 3]  # only the players asked for
    assert seed_order([None, None, None], [2, 0, 1]) == [0, 1, 2]  # nobody rated: registration order


def test_serpentine_deals_the_seeds_back_and_forth_and_skips_full_tables() -> None:
    assert serpentine(list(range(12)), [4, 4, 4]) == [0, 5, 6, 11, 1, 4, 7, 10, 2, 3, 8, 9]
    assert serpentine(list(range(10)), [4, 3, 3]) == [0, 5, 6, 9, 1, 4, 7, 2, 3, 8]
    assert serpentine([7, 3, 1, 0], [2, 2]) == [7, 0, 3, 1]  # a 2-seat game: best meets worst


def test_a_first_tour_seeded_by_rating_is_the_serpentine_whatever_the_lot() -> None:
    ratings: list[float | None] = [1000.0 + 37 * ((p * 7) % 12) for p in range(12)]
    seeds = seeds_of(ratings)
    ranked = seed_order(ratings, range(12))
    expected = {frozenset(ranked[s] for s in table) for table in ([0, 5, 6, 11], [1, 4, 7, 10], [2, 3, 8, 9])}
    for lot in ("a", "b", str(uuid.UUID(int=3))):
        tour = seat_tour(12, [4, 4, 4], [], lot, None, seeds)
        assert {frozenset(table) for table in tour} == expected
        assert means(tour, seeds) == [5.5, 5.5, 5.5]
    assert seat_tour(12, [4, 4, 4], [], "a", None, seeds) == seat_tour(12, [4, 4, 4], [], "a", None, seeds)


def test_a_guest_and_an_unrated_player_are_seeded_last_and_sit_out_first() -> None:
    """Five players at a 2-seat game: one bye a tour, to the lowest seed among those with the
    fewest byes; the top seed meets the lowest seated one."""
    ratings: list[float | None] = [1700.0, None, 1500.0, 1600.0, None]  # 1 and 4: a guest, an unrated player
    seeds = seeds_of(ratings)
    assert seed_order(ratings, range(5)) == [0, 3, 2, 1, 4]
    assert choose_byes(range(5), 1, lambda p: 0, "lot", seeds) == [4]
    assert choose_byes(range(5), 1, lambda p: int(p == 4), "lot", seeds) == [1]
    tour = seat_tour(5, [2, 2], [], "lot", [0, 1, 2, 3], seeds)
    assert {frozenset(t) for t in tour} == {frozenset({0, 1}), frozenset({3, 2})}


def test_ties_in_rating_are_broken_by_registration_not_by_lot() -> None:
    ratings: list[float | None] = [1500.0] * 8
    seeds = seeds_of(ratings)
    assert seeds == {p: p for p in range(8)}
    assert {frozenset(t) for t in seat_tour(8, [2, 2, 2, 2], [], "x", None, seeds)} == {
        frozenset({0, 7}),
        frozenset({1, 6}),
        frozenset({2, 5}),
        frozenset({3, 4}),
    }


def three_seeded_tours(players: int, sizes: list[int], lot: str, seeds: dict[int, int] | None) -> list[list[list[int]]]:
    tours: list[list[list[int]]] = []
    for n in range(1, 4):
        tours.append(seat_tour(players, sizes, tours, f"{lot}:{n}", None, seeds))
    return tours


def cost(tour: list[list[int]], past: list[list[list[int]]], seeds: dict[int, int]) -> tuple[int, ...]:
    """A tour's cost as the seating ranks it: repeated line-ups, repeated pairs, the pairs' past
    meetings squared, then the pairs from one pot (the seeds k at a time, k the tables)."""
    history = History(max(seeds) + 1, past)
    pairs = [
        (history.met[a][b], seeds[a] // len(tour) == seeds[b] // len(tour)) for t in tour for a, b in combinations(t, 2)
    ]
    lineups = sum(history.lineup(table) for table in tour)
    return lineups, sum(m > 0 for m, _ in pairs), sum(m * m for m, _ in pairs), sum(same for _, same in pairs)


def exchanged(tour: list[list[int]], a: int, b: int) -> list[list[int]]:
    return [[b if p == a else a if p == b else p for p in table] for table in tour]


@pytest.mark.parametrize("lot", ["a", "b", str(uuid.UUID(int=7))])
def test_later_tours_seeded_by_rating_still_meet_every_opponent(lot: str) -> None:
    """Eight players at tables of four for three tours: seeded by rating, every line-up is still
    new and every opponent met, as unseeded (the seating's first three criteria come first)."""
    seeds = {p: p for p in range(8)}
    tours = three_seeded_tours(8, [4, 4], lot, seeds)
    lineups = [frozenset(table) for tour in tours for table in tour]
    assert len(set(lineups)) == len(lineups)
    history = History(8, tours)
    met = [history.met[a][b] for a, b in combinations(range(8), 2)]
    assert all(times >= 1 for times in met) and sum(times - 1 for times in met) == 36 - 28
    assert cost(tours[0], [], seeds)[3] == 0 and means(tours[0], seeds) == [3.5, 3.5]


@pytest.mark.parametrize("lot", ["a", "b", "c", str(uuid.UUID(int=7))])
def test_each_seeded_tour_meets_fewest_first_then_seats_fewest_of_one_pot_together(lot: str) -> None:
    """Twenty players at five tables of four for three tours: in each tour no exchange of two
    players between tables would lower the cost — none meets fewer, and none that meets as few
    seats fewer players of one pot together."""
    seeds = {p: (7 * p) % 20 for p in range(20)}
    tours = three_seeded_tours(20, [4] * 5, lot, seeds)
    for n, tour in enumerate(tours):
        now = cost(tour, tours[:n], seeds)
        for i, j in combinations(range(5), 2):
            for a, b in ((a, b) for a in tour[i] for b in tour[j]):
                assert cost(exchanged(tour, a, b), tours[:n], seeds) >= now


def test_twelve_players_at_tables_of_three_still_meet_nobody_twice() -> None:
    seeds = {p: (5 * p) % 12 for p in range(12)}
    tours = three_seeded_tours(12, [3, 3, 3, 3], "spread", seeds)
    history = History(12, tours)
    assert max(history.met[a][b] for a, b in combinations(range(12), 2)) == 1


def test_a_seeded_tournament_records_the_ratings_it_read_and_reads_back_the_same_tables(
    service: MatchService, database_url: str
) -> None:
    """The service asks for the ratings once a tour, seats by them, and the TourStarted event
    keeps them: the tournament read afresh from the store by another service has the same tables
    and ratings, and seating again from those ratings gives the same tables (a rebuild gives the
    same seeding). «День Победы» keeps DP-3.2: seat 0 opens every table."""
    tournaments = TournamentService(service)
    tournament, organiser = tournaments.create("den_pobedy", {"deck_building": False}, 3, 2, seeding="rating")
    accounts = [f"acct{n}" if n != 2 else None for n in range(7)]  # player 2 registers as a guest
    for n, account in enumerate(accounts):
        tournaments.register(tournament.id, f"игрок {n}", account=account)
    rating = {"acct0": 1510.0, "acct1": 1720.0, "acct3": 1510.0, "acct4": 1300.0, "acct6": 1650.0}  # acct5: unrated
    asked: list[int] = []

    def ratings_of(t: Tournament) -> list[float | None]:
        asked.append(len(t.players))
        return [rating.get(e.account) if e.account else None for e in t.players]

    tournament, matches = tournaments.start_tour(tournament.id, organiser, ratings_of)
    seating = tournament.seatings[0]
    assert asked == [7]
    assert seating.ratings == [1510.0, 1720.0, None, 1510.0, 1300.0, None, 1650.0]
    # seeds: 1, 6, 0, 3 (1510.0 each: registration order), 4, then the unrated 2 and 5 — 5 sits out
    assert seating.byes == [5]
    assert {frozenset(t) for t in seating.tables} == {frozenset({1, 2}), frozenset({6, 4}), frozenset({0, 3})}
    assert all((m.options["series_opener"], m.options["series_game"]) == (0, 0) for m in matches)
    again = MatchService(store_env(database_url))
    try:
        stored = TournamentService(again).get(tournament.id)
    finally:
        again.close()
    assert stored.seeding == "rating"
    assert stored.seatings[0].tables == seating.tables and stored.seatings[0].ratings == seating.ratings
    present = list(range(7))
    seeds = {p: n for n, p in enumerate(seed_order(seating.ratings, present))}
    byes = choose_byes(present, 1, lambda p: 0, f"{tournament.id}:1", seeds)
    seated = [p for p in present if p not in byes]
    assert seat_tour(7, [2, 2, 2], [], f"{tournament.id}:1", seated, seeds) == seating.tables


def test_a_tournament_not_seeded_by_rating_reads_no_ratings(service: MatchService) -> None:
    tournaments = TournamentService(service)
    tournament, organiser = tournaments.create("pyatiletka", {}, None, 3)
    for n in range(6):
        tournaments.register(tournament.id, f"игрок {n}", account=f"acct{n}")

    def ratings_of(t: Tournament) -> list[float | None]:
        raise AssertionError("a tournament seeded by lot reads no ratings")

    tournament, _ = tournaments.start_tour(tournament.id, organiser, ratings_of)
    assert tournament.seeding == "random" and tournament.seatings[0].ratings is None
    assert tournament.tours == 3  # PY-9.6: the rulebook's three tours


def test_py_9_6_a_tournament_seeded_by_rating_keeps_the_rulebooks_three_tours(service: MatchService) -> None:
    """«Ударная пятилетка»'s tournament variant: 3 tours. Seeded by rating, a first tour of six at
    tables of three is the serpentine, and the rulebook's three tours stay the default."""
    tournaments = TournamentService(service)
    tournament, organiser = tournaments.create("pyatiletka", {"rounds": 1}, None, 3, seeding="rating")
    for n in range(6):
        tournaments.register(tournament.id, f"игрок {n}", account=f"acct{n}")
    tournament, _ = tournaments.start_tour(tournament.id, organiser, lambda t: [100.0 - n for n in range(6)])
    assert tournament.tours == 3
    assert {frozenset(t) for t in tournament.seatings[0].tables} == {frozenset({0, 3, 4}), frozenset({1, 2, 5})}
