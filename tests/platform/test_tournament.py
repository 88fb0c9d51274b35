"""Tournaments on both stores: seating, tours, token rules, standings and their rebuild."""

from __future__ import annotations

import time
import uuid
from itertools import combinations
from random import Random
from typing import Any

import pytest

from igroteka.domain.engine import Rules
from igroteka.domain.errors import Conflict, Forbidden, Invalid, NotFound, Unauthorized
from igroteka.domain.games import GAMES
from igroteka.domain.lifecycle import Lifecycle
from igroteka.domain.match import Match
from igroteka.domain.matches import MatchService, check_seats, decode_options, new_match
from igroteka.domain.pairing import History, seat_tour, table_sizes
from igroteka.domain.tokens import caller
from igroteka.domain.tournament import Tournament
from igroteka.domain.tournaments import TournamentService
from igroteka.projections.follower import LogFollower
from igroteka.projections.standings import Standings

TEAMS_OF_TWO = {"teams": 2}  # «Победа!» seats 4 players only as two teams of two


# -- pairing -----------------------------------------------------------------------------


def test_table_sizes_use_the_fewest_tables_and_differ_by_one_at_most() -> None:
    assert table_sizes(8, 4) == [4, 4]
    assert table_sizes(10, 4) == [4, 3, 3]
    assert table_sizes(9, 4) == [3, 3, 3]
    assert table_sizes(3, 4) == [3]
    assert table_sizes(0, 4) == []


def three_tours(players: int, sizes: list[int], seed: str) -> list[list[list[int]]]:
    tours: list[list[list[int]]] = []
    for n in range(1, 4):
        tours.append(seat_tour(players, sizes, tours, f"{seed}:{n}"))
    return tours


@pytest.mark.parametrize("seed", ["a", "b", str(uuid.UUID(int=7)), str(uuid.UUID(int=8))])
def test_three_tours_of_eight_never_repeat_a_lineup_and_meet_every_opponent(seed: str) -> None:
    """36 table meetings among 28 pairs: the minimum of 8 repeats, so all 7 opponents each."""
    tours = three_tours(8, [4, 4], seed)
    for tour in tours:
        assert sorted(p for table in tour for p in table) == list(range(8))
    lineups = [frozenset(table) for tour in tours for table in tour]
    assert len(set(lineups)) == len(lineups)
    history = History(8, tours)
    met = [history.met[a][b] for a, b in combinations(range(8), 2)]
    assert all(times >= 1 for times in met)
    assert sum(times - 1 for times in met) == 36 - 28


def test_seating_spreads_repeats_at_larger_tournaments() -> None:
    """12 players at tables of 3 for 3 tours can avoid any repeated meeting: the greedy does."""
    tours = three_tours(12, [3, 3, 3, 3], "spread")
    history = History(12, tours)
    assert max(history.met[a][b] for a, b in combinations(range(12), 2)) == 1


def test_seating_is_a_function_of_its_seed() -> None:
    assert three_tours(8, [4, 4], "same") == three_tours(8, [4, 4], "same")
    assert three_tours(8, [4, 4], "one") != three_tours(8, [4, 4], "other")
    with pytest.raises(ValueError):
        seat_tour(8, [4, 3], [], "x")


# -- standings ranking -------------------------------------------------------------------


def test_standings_rank_by_score_then_wins_then_the_games_tiebreaks_and_share_places() -> None:
    tournament = Tournament(
        game="pobeda",
        options={},
        tours=1,
        table_size=2,
        organiser_hash="h",
        max_players=256,
        invite_hash=None,
        tour_limit=None,
    )
    for name in "ABCDEF":
        tournament.register(name=name, token_hash=name)
    matches = [new_match("pobeda", {}, 2, {}, "h") for _ in range(3)]
    tournament.start_tour(tables=[[0, 1], [2, 3], [4, 5]], matches=[str(m.id) for m in matches], byes=[], deadline=None)
    outcomes = [
        {"winners": [0], "scores": [5, 5], "tiebreaks": [[1, 4], [2, 0]]},  # A wins on a tie of scores
        {"winners": [], "scores": [5, 5], "tiebreaks": [[1, 3], [1, 3]]},  # C and D share everything
        {"winners": [1], "scores": [2, 5], "tiebreaks": [[0, 9], [0, 0]]},
    ]
    standings = Standings()
    for event in tournament.collect_events():
        standings.apply(event)
    for match, outcome in zip(matches, outcomes, strict=True):
        match.play(seat=0, move_id="last", move={}, facts=[], outcome=outcome)  # the move that ends it
        for event in match.collect_events():
            standings.apply(event)
    rows = standings.rows(tournament.id)
    assert [(r.name, r.place) for r in rows] == [("A", 1), ("F", 2), ("B", 3), ("C", 4), ("D", 4), ("E", 6)]
    assert rows[0].tiebreaks == [1, 4] and all(r.played == 1 for r in rows)


# -- the service -------------------------------------------------------------------------


@pytest.fixture
def tournaments(service: MatchService) -> TournamentService:
    return TournamentService(service)


def announce(
    tournaments: TournamentService,
    players: int,
    game: str = "pobeda",
    options: dict[str, Any] = TEAMS_OF_TWO,
    size: int = 4,
) -> tuple[uuid.UUID, str, list[str]]:
    tournament, organiser = tournaments.create(game, options, 3, size)
    tokens = [tournaments.register(tournament.id, f"игрок {n}")[2] for n in range(players)]
    return tournament.id, organiser, tokens


def play_out(service: MatchService, match_id: uuid.UUID, tokens: dict[int, str], rng: Random) -> Match:
    """Random legal moves, each sent with the acting player's tournament token."""
    while (match := service.get(match_id)).status == "running":
        seat = rng.choice(sorted(match.to_act))
        move = rng.choice(match.rules.legal_moves(match.state, seat))
        service.move(match_id, tokens[seat], str(uuid.uuid4()), move, None)
    return match


def test_a_three_tour_tournament_of_eight_plays_out_and_standings_rebuild(
    service: MatchService, tournaments: TournamentService
) -> None:
    tournament_id, organiser, tokens = announce(tournaments, 8)
    live = Standings()
    follower = LogFollower(service.app, [live])
    rng = Random(3)
    expected = {n: [0, 0] for n in range(8)}  # player → [score, wins], summed from the matches
    for number in range(1, 4):
        tournament, matches = tournaments.start_tour(tournament_id, organiser)
        assert len(matches) == 2 and all(m.status == "running" for m in matches)
        with pytest.raises(Conflict) as running:
            tournaments.start_tour(tournament_id, organiser)
        assert running.value.code == ("tour_running" if number < 3 else "tournament_over")
        for n, token in enumerate(tokens):
            place = tournaments.placement(tournament_id, token)
            assert place.tour == number
            match = service.get(place.match_id)
            assert match.holders[place.seat].name == f"игрок {n}"
            assert caller(match, token).seat == place.seat
        for table, match in zip(tournament.seatings[-1].tables, matches, strict=True):
            done = play_out(service, match.id, {seat: tokens[p] for seat, p in enumerate(table)}, rng)
            outcome = done.outcome
            assert outcome is not None
            for seat, player in enumerate(table):
                expected[player][0] += outcome.scores[seat]
                expected[player][1] += seat in outcome.winners
        follower.catch_up()
    with pytest.raises(Conflict) as over:
        tournaments.start_tour(tournament_id, organiser)
    assert over.value.code == "tournament_over"
    final = tournaments.get(tournament_id)
    assert tournaments.status(final) == "finished"
    lineups = [frozenset(t) for s in final.seatings for t in s.tables]
    assert len(set(lineups)) == 6
    rows = live.rows(tournament_id)
    assert {r.player: [r.score, r.wins] for r in rows} == expected
    assert all(r.played == 3 for r in rows)
    keys = [(r.score, r.wins) for r in rows]
    assert keys == sorted(keys, reverse=True)
    assert [r.place for r in rows] == [1 + sum(k > key for k in keys) for key in keys]
    rebuilt = Standings()
    LogFollower(service.app, [rebuilt]).catch_up()
    assert rebuilt.rows(tournament_id) == rows


def test_registration_and_tours_follow_the_organisers_rules(tournaments: TournamentService) -> None:
    tournament_id, organiser, tokens = announce(tournaments, 7)
    with pytest.raises(Conflict) as taken:
        tournaments.register(tournament_id, "игрок 0")
    assert taken.value.code == "name_taken"
    player = tournaments.register(tournament_id, "игрок 7")[2]
    with pytest.raises(Conflict) as early:
        tournaments.placement(tournament_id, player)
    assert early.value.code == "no_tour_yet"
    with pytest.raises(Forbidden):
        tournaments.start_tour(tournament_id, tokens[0])
    with pytest.raises(Forbidden):
        tournaments.start_tour(tournament_id, None)
    with pytest.raises(Unauthorized):
        tournaments.start_tour(tournament_id, "forged")
    with pytest.raises(Unauthorized):
        tournaments.placement(tournament_id, organiser)
    before = tournaments.get(tournament_id).version
    tournaments.start_tour(tournament_id, organiser)
    assert tournaments.get(tournament_id).version == before + 1
    with pytest.raises(Conflict) as closed:
        tournaments.register(tournament_id, "опоздавший")
    assert closed.value.code == "registration_closed"


def test_players_no_table_allows_sit_out_with_byes_rotated_over_the_tours(
    service: MatchService, tournaments: TournamentService
) -> None:
    """7 players at tables of two teams of two: 4 play, 3 rest (the fewest byes that leave only
    tables the game allows); byes go to those who had the fewest, so nobody rests twice before all
    have rested once."""
    tournament_id, organiser, tokens = announce(tournaments, 7)
    rested: list[int] = []
    rng = Random(5)
    for tour in range(2):
        tournament, matches = tournaments.start_tour(tournament_id, organiser)
        seating = tournament.seatings[tour]
        assert [len(t) for t in seating.tables] == [4] and len(seating.byes) == 3
        assert not set(seating.byes) & {p for t in seating.tables for p in t}
        rested += seating.byes
        with pytest.raises(Conflict) as resting:
            tournaments.placement(tournament_id, tokens[seating.byes[0]])
        assert resting.value.code == "bye"
        play_out(service, matches[0].id, {s: tokens[p] for s, p in enumerate(seating.tables[0])}, rng)
    assert len(set(rested)) == 6


def test_one_player_makes_no_table(tournaments: TournamentService) -> None:
    tournament_id, organiser, _ = announce(tournaments, 1)
    with pytest.raises(Conflict) as unseatable:
        tournaments.start_tour(tournament_id, organiser)
    assert unseatable.value.code == "bad_tables"


def test_bad_tournaments_are_refused(tournaments: TournamentService) -> None:
    with pytest.raises(NotFound):
        tournaments.create("chess", {}, 3, 4)
    with pytest.raises(Invalid):
        tournaments.create("pobeda", {}, 3, 4)  # alone, «Победа!» seats 2–3
    with pytest.raises(Invalid):
        tournaments.create("pobeda", {"teams": 7}, 3, 4)
    with pytest.raises(Invalid):
        tournaments.create("pobeda", {}, 0, 3)
    with pytest.raises(NotFound):
        tournaments.get(uuid.uuid4())


def test_a_tournament_is_not_a_match_and_a_match_is_not_a_tournament(
    service: MatchService, tournaments: TournamentService
) -> None:
    tournament_id, organiser, _ = announce(tournaments, 8)
    with pytest.raises(NotFound):
        service.get(tournament_id)
    with pytest.raises(NotFound):
        service.history(tournament_id)
    _, matches = tournaments.start_tour(tournament_id, organiser)
    with pytest.raises(NotFound):
        tournaments.get(matches[0].id)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_can_seat_a_tournament_tour(
    service: MatchService, tournaments: TournamentService, game: str
) -> None:
    rules = GAMES[game]
    options = decode_options(rules, {})
    size = next(n for n in rules.players if seatable(rules, options, n))
    tournament_id, organiser, tokens = announce(tournaments, 2 * size, game=game, options={}, size=size)
    tournament, matches = tournaments.start_tour(tournament_id, organiser)
    assert [m.seats for m in matches] == [size, size] and all(m.status == "running" for m in matches)
    for token in tokens:
        place = tournaments.placement(tournament_id, token)
        assert caller(service.get(place.match_id), token).seat == place.seat
    assert tournament.seatings[0].matches == [str(m.id) for m in matches]


def seatable(rules: Rules[Any], options: Any, seats: int) -> bool:
    try:
        check_seats(rules, options, seats)
    except Invalid:
        return False
    return True


# -- organiser controls ------------------------------------------------------------------


def test_registration_is_capped_closed_and_needs_the_invite_code(tournaments: TournamentService) -> None:
    tournament, organiser = tournaments.create("pobeda", {}, None, 2, max_players=3, invite_code="вход")
    assert tournament.tours == 3 and tournament.invite_hash is not None
    with pytest.raises(Forbidden) as uninvited:
        tournaments.register(tournament.id, "Аня")
    assert uninvited.value.code == "bad_invite_code"
    with pytest.raises(Forbidden):
        tournaments.register(tournament.id, "Аня", "выход")
    tokens = [tournaments.register(tournament.id, name, "вход")[2] for name in ("Аня", "Боря", "Вера")]
    with pytest.raises(Conflict) as full:
        tournaments.register(tournament.id, "Гриша", "вход")
    assert full.value.code == "tournament_full"
    tournaments.remove(tournament.id, organiser, 2)  # a removed player frees a place
    tournaments.register(tournament.id, "Гриша", "вход")
    with pytest.raises(Forbidden):
        tournaments.close_registration(tournament.id, tokens[0])
    closed = tournaments.close_registration(tournament.id, organiser)
    assert not closed.registration_open
    with pytest.raises(Conflict) as late:
        tournaments.register(tournament.id, "Даша", "вход")
    assert late.value.code == "registration_closed"
    with pytest.raises(Invalid):
        tournaments.create("pobeda", {}, None, 2, max_players=0)


def test_players_are_removed_and_replaced_between_tours_and_leaving_forfeits_their_table(
    service: MatchService, tournaments: TournamentService
) -> None:
    tournament, organiser = tournaments.create("pobeda", {}, 3, 2, tour_limit=1)
    tokens = [tournaments.register(tournament.id, f"игрок {n}")[2] for n in range(6)]
    live = Standings()
    follower = LogFollower(service.app, [live])
    tournament, matches = tournaments.start_tour(tournament.id, organiser)
    seating = tournament.seatings[0]
    leaver = seating.tables[0][1]
    with pytest.raises(Conflict) as busy:
        tournaments.remove(tournament.id, organiser, seating.tables[1][0])
    assert busy.value.code == "tour_running"
    with pytest.raises(Conflict) as early:
        tournaments.forfeit(tournament.id, organiser, 2, None)
    assert early.value.code == "tour_limit_not_reached"
    tournaments.leave(tournament.id, tokens[leaver])
    with pytest.raises(Conflict):
        tournaments.leave(tournament.id, tokens[leaver])
    rng = Random(9)
    play_out(service, matches[1].id, {s: tokens[p] for s, p in enumerate(seating.tables[1])}, rng)
    time.sleep(1.1)  # the tour's limit: table 3 still runs and is forfeited by both seats
    with pytest.raises(Conflict) as done:
        tournaments.forfeit(tournament.id, organiser, 2, None)
    assert done.value.code == "table_finished"
    with pytest.raises(Invalid):
        tournaments.forfeit(tournament.id, organiser, 3, [2])
    tournaments.forfeit(tournament.id, organiser, 3, None)
    assert tournaments.running_tables(tournaments.get(tournament.id)) == []
    removed = seating.tables[1][0]
    tournaments.remove(tournament.id, organiser, removed)
    substitute = seating.tables[2][0]
    _, new_token = tournaments.replace(tournament.id, organiser, substitute, "дублёр")
    with pytest.raises(Unauthorized):
        tournaments.placement(tournament.id, tokens[substitute])
    tournament, matches = tournaments.start_tour(tournament.id, organiser)
    second = tournament.seatings[1]
    assert sorted(p for t in second.tables for p in t) == sorted(set(range(6)) - {leaver, removed})
    assert tournaments.placement(tournament.id, new_token).tour == 2
    with pytest.raises(Conflict) as gone:
        tournaments.placement(tournament.id, tokens[removed])
    assert gone.value.code == "not_seated"
    follower.catch_up()
    rows = {r.player: r for r in live.rows(tournament.id)}
    winner = seating.tables[0][0]
    assert (rows[leaver].status, rows[leaver].forfeits, rows[leaver].wins) == ("left", 1, 0)
    assert (rows[winner].wins, rows[winner].score, rows[winner].played) == (1, 0, 1)
    assert all(rows[p].forfeits == 1 and rows[p].wins == 0 for p in seating.tables[2])
    assert rows[removed].status == "removed" and rows[removed].played == 1
    assert rows[substitute].name == "дублёр" and rows[substitute].status == "playing"
    rebuilt = Standings()
    LogFollower(service.app, [rebuilt]).catch_up()
    assert rebuilt.rows(tournament.id) == live.rows(tournament.id)


def test_py_9_6_tournament_ranks_by_order_bearers_only_and_shares_places_after_them() -> None:
    """PY-9.6: VP, wins, order-bearers, then the place is shared (no count of played characters)."""
    tournament = Tournament(
        game="pyatiletka",
        options={},
        tours=3,
        table_size=2,
        organiser_hash="h",
        max_players=256,
        invite_hash=None,
        tour_limit=None,
    )
    for name in "ABCD":
        tournament.register(name=name, token_hash=name)
    matches = [new_match("pyatiletka", {}, 2, {}, "h") for _ in range(2)]
    tournament.start_tour(tables=[[0, 1], [2, 3]], matches=[str(m.id) for m in matches], byes=[], deadline=None)
    outcomes = [
        {"winners": [0, 1], "scores": [9, 9], "tiebreaks": [[2, 7], [2, 3]]},  # shared by rule
        {"winners": [], "scores": [4, 4], "tiebreaks": [[1, 0], [0, 9]]},
    ]
    standings = Standings()
    for event in tournament.collect_events():
        standings.apply(event)
    for match, outcome in zip(matches, outcomes, strict=True):
        match.play(seat=0, move_id="last", move={}, facts=[], outcome=outcome)  # the move that ends it
        for event in match.collect_events():
            standings.apply(event)
    rows = standings.rows(tournament.id)
    assert [(r.name, r.place) for r in rows] == [("A", 1), ("B", 1), ("C", 3), ("D", 4)]


def test_dp_3_2_in_a_tournament_the_first_turn_alternates_over_each_players_series(
    service: MatchService, tournaments: TournamentService
) -> None:
    """Seat 0 opens every «День Победы» table (series_opener 0), and the seating gives seat 0 to
    whoever has opened fewer games so far: two players alternate from tour to tour."""
    tournament, organiser = tournaments.create("den_pobedy", {"deck_building": False}, 3, 2)
    tokens = [tournaments.register(tournament.id, name)[2] for name in ("Красный", "Синий")]
    openers = []
    rng = Random(11)
    for _ in range(3):
        tournament, matches = tournaments.start_tour(tournament.id, organiser)
        table = tournament.seatings[-1].tables[0]
        assert (matches[0].options["series_opener"], matches[0].options["series_game"]) == (0, 0)
        openers.append(table[0])
        play_out(service, matches[0].id, {s: tokens[p] for s, p in enumerate(table)}, rng)
    assert openers[0] != openers[1] and openers[1] != openers[2]


def test_a_finished_tournament_leaves_only_its_rows_in_memory_and_they_are_rebuilt_once_forgotten(
    service: MatchService, tournaments: TournamentService
) -> None:
    """Issue 14 (tournament state freed when tournaments end): once the last table of the last tour
    is decided, the standings model keeps only the ranked rows of the most recently read finished
    tournaments; a forgotten one is rebuilt from the store with the same rows. A cancelled table
    counts as played with no result, both live and rebuilt."""
    tournament_id, organiser, tokens = announce(tournaments, 4, options={}, size=2)
    other_id, other_organiser, _ = announce(tournaments, 2, options={}, size=2)
    live = Standings(kept=1)
    follower = LogFollower(service.app, [live])
    rng = Random(9)
    for _ in range(3):
        tournament, matches = tournaments.start_tour(tournament_id, organiser)
        follower.catch_up()
        assert tournament_id in live.entries and {m.id for m in matches} <= live.tables.keys()
        seating = tournament.seatings[-1]
        play_out(service, matches[0].id, {s: tokens[p] for s, p in enumerate(seating.tables[0])}, rng)
        Lifecycle(service).cancel(matches[1].id, organiser)
        follower.catch_up()
    assert tournaments.status(tournaments.get(tournament_id)) == "finished"
    assert tournament_id not in live.entries and not live.tables
    rows = live.rows(tournament_id)
    assert rows is not None and list(live.finished) == [tournament_id]
    assert all(r.played == 3 and r.forfeits == 0 for r in rows)
    with pytest.raises(Conflict) as over:
        tournaments.remove(tournament_id, organiser, 0)
    assert over.value.code == "tournament_over"

    # Another tournament finishes: with one finished tournament kept, the first is forgotten.
    _, matches = tournaments.start_tour(other_id, other_organiser)
    Lifecycle(service).cancel(matches[0].id, other_organiser)
    for _ in range(2):
        _, matches = tournaments.start_tour(other_id, other_organiser)
        Lifecycle(service).cancel(matches[0].id, other_organiser)
    follower.catch_up()
    assert live.rows(tournament_id) is None and list(live.finished) == [other_id] and not live.entries
    assert live.rebuild(tournaments.get(tournament_id), service.get) == rows
    assert list(live.finished) == [tournament_id]
    fresh = Standings()
    LogFollower(service.app, [fresh]).catch_up()
    assert fresh.rows(tournament_id) == rows
