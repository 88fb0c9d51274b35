"""Ratings (projections/rating.py, projections/ratings.py): the engines on published values, the
places of a finished match's seats, the fold over stored outcomes and each of its Decisions
(docs/architecture.md, "Ratings"), the leaderboards and their pages, and the follower feeding the
fold in the log's order."""

from __future__ import annotations

import math
import random
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import Any
from uuid import UUID, uuid4

import glicko2
import msgspec
import pytest

from igroteka.domain.matches import MatchService
from igroteka.projections.follower import LogFollower
from igroteka.projections.rating import Glicko2, Glicko2Player, OpenSkill, Rating
from igroteka.projections.ratings import BadCursor, Ratings, RatingUpdate, places, teams_of

T0 = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


# -- the engines on published values -------------------------------------------------------------


def test_glicko2_gives_glickmans_worked_example() -> None:
    """Glickman, "Example of the Glicko-2 system": 1500/200/0.06 against 1400/30 (won), 1550/100
    and 1700/300 (lost) gives σ' = 0.05999, r' = 1464.06 and RD' = 151.52 (the paper rounds its
    intermediate steps: r' is 1464.0507 unrounded, as other implementations find too)."""
    player = Glicko2Player(1500, 200, 0.06)
    player.update_player([1400, 1550, 1700], [30, 100, 300], [1, 0, 0])
    assert (round(player.rating, 2), round(player.rd, 2)) == (1464.05, 151.52)
    assert abs(player.vol - 0.05999) < 5e-5 and abs(player.rating - 1464.06) < 0.01


def paper_f(x: float, delta: float, phi: float, v: float, a: float, tau: float) -> float:
    """Step 5's f(x) as Glickman writes it."""
    ex = math.exp(x)
    return ex * (delta**2 - phi**2 - v - ex) / (2 * (phi**2 + v + ex) ** 2) - (x - a) / tau**2


@pytest.mark.parametrize("made", [Glicko2Player, glicko2.Player])
def test_glicko2_volatility_solves_step_5_only_as_corrected(made: type) -> None:
    """Away from 1500 the package's own f (μ² for φ²) finds a σ' that is no root of the paper's
    equation; the corrected player's is."""
    mu, phi, sigma, scale = (1800 - 1500) / 173.7178, 80 / 173.7178, 0.06, 173.7178
    opponents = [(1400, 30, 1.0), (1550, 100, 0.0), (1700, 300, 0.0)]
    g = [1 / math.sqrt(1 + 3 * (rd / scale) ** 2 / math.pi**2) for _, rd, _ in opponents]
    e = [1 / (1 + math.exp(-gj * (mu - (r - 1500) / scale))) for gj, (r, _, _) in zip(g, opponents, strict=True)]
    v = 1 / sum(gj**2 * ej * (1 - ej) for gj, ej in zip(g, e, strict=True))
    delta = v * sum(gj * (s - ej) for gj, ej, (_, _, s) in zip(g, e, opponents, strict=True))
    player = made(1800, 80, sigma)
    player.update_player([r for r, _, _ in opponents], [rd for _, rd, _ in opponents], [s for _, _, s in opponents])
    residual = abs(paper_f(math.log(player.vol**2), delta, phi, v, math.log(sigma**2), 0.5))
    if made is Glicko2Player:
        assert residual < 1e-8
    else:
        assert residual > 1e-4


def test_openskill_gives_the_packages_published_two_against_two() -> None:
    """openskill's README: four new players, two against two, the first team winning."""
    fresh = OpenSkill.initial
    after = OpenSkill().rate([fresh] * 4, [1, 1, 2, 2], [0, 0, 1, 1])
    assert [(r.value, r.deviation) for r in after] == [(26.964294621803063, 8.177962604389991)] * 2 + [
        (23.035705378196937, 8.177962604389991)
    ] * 2
    assert all(r.games == 1 for r in after)


def test_openskill_ties_share_the_change() -> None:
    fresh = OpenSkill.initial
    a, b, c = OpenSkill().rate([fresh] * 3, [1, 1, 3], [0, 1, 2])
    assert a == b and a.value > fresh.value > c.value


def test_glicko2_draw_between_equals_moves_no_rating() -> None:
    even = Rating(1500.0, 350.0, 0.06)
    a, b = Glicko2().rate([even, even], [1, 1], [0, 1])
    assert a.value == pytest.approx(1500.0) and b.value == pytest.approx(1500.0) and a.deviation < 350


def test_idle_days_grow_the_deviation_up_to_the_initial() -> None:
    settled = Rating(1600.0, 50.0, 0.06, 30)
    stepwise = Glicko2Player(1600.0, 50.0, 0.06)
    for _ in range(30):
        stepwise.did_not_compete()
    assert Glicko2().idle(settled, 30).deviation == pytest.approx(stepwise.rd, rel=1e-12)
    year = Glicko2().idle(settled, 365)
    assert 200 < year.deviation < 210 and year.value == 1600.0 and year.games == 30
    assert Glicko2().idle(settled, 100_000).deviation == 350.0
    assert Glicko2().idle(settled, 0) == settled
    sure = Rating(30.0, 2.0, 0.0, 40)
    assert OpenSkill().idle(sure, 100).deviation == pytest.approx(math.sqrt(4 + 100 * (25 / 300) ** 2))
    assert OpenSkill().idle(sure, 10**6).deviation == 25 / 3


# -- places ---------------------------------------------------------------------------------------


def test_places_winners_then_scores_and_tiebreaks_sharing_equal_keys() -> None:
    outcome = {"winners": [2], "scores": [5, 7, 9, 5], "tiebreaks": [[1], [0], [0], [1]]}
    assert places(outcome, [], [0, 1, 2, 3]) == [3, 2, 1, 3]


def test_places_a_draw_is_shared_first_place() -> None:
    assert places({"winners": [], "scores": [3, 1]}, [], [0, 1]) == [1, 1]


def test_places_seats_that_left_come_last_the_first_to_leave_last() -> None:
    """Resigned, out of time or abandoned: below every seat still in, whatever the bot scored."""
    outcome = {"winners": [3], "scores": [0, 9, 8, 10]}
    assert places(outcome, [1, 2], [0, 1, 2, 3]) == [2, 4, 3, 1]


def test_places_a_team_shares_its_result_its_leavers_included() -> None:
    teams = teams_of("pobeda", {"teams": 2}, 4)
    assert teams == [0, 1, 0, 1]
    assert places({"winners": [1, 3], "scores": [1, 2, 1, 2]}, [3], teams) == [3, 1, 3, 1]
    assert teams_of("pobeda", {"teams": 0}, 3) == [0, 1, 2] and teams_of("zavody", {}, 4) == [0, 1, 2, 3]


# -- the fold -------------------------------------------------------------------------------------


def event(kind: str, match: UUID, version: int, at: datetime = T0, **fields: Any) -> Any:
    """A stored event as the follower hands it over: its class name, originator and fields."""
    made = type(kind, (SimpleNamespace,), {})
    return made(originator_id=match, originator_version=version, timestamp=at, **fields)


class Log:
    """Builds matches' events in log order, numbering them as the notification log would."""

    def __init__(self) -> None:
        self.events: list[tuple[Any, int]] = []

    def add(self, kind: str, match: UUID, at: datetime = T0, **fields: Any) -> None:
        version = sum(1 for e, _ in self.events if e.originator_id == match) + 1
        self.events.append((event(kind, match, version, at, **fields), len(self.events) + 1))

    def match(
        self,
        game: str,
        players: list[str | None],
        outcome: dict[str, Any] | None,
        at: datetime = T0,
        rated: bool = True,
        bots: tuple[int, ...] = (),
        options: dict[str, Any] | None = None,
        out: tuple[tuple[str, int], ...] = (),
        delay: float = 0.0,
    ) -> UUID:
        match = uuid4()
        self.add(
            "Created", match, at, game=game, options=options or {}, seats=len(players), bots=list(bots), rated=rated
        )
        if delay:
            self.add("SpectatorDelaySet", match, at, delay={"seconds": delay, "moves": 0})
        for seat, player in enumerate(players):
            if seat not in bots:
                self.add("SeatClaimed", match, at, seat=seat, name=f"p{seat}", level=None, player=player)
        self.add("Started", match, at)
        for kind, seat in out:
            fields = {"lost": True, "outcome": None} if kind != "Resigned" else {"outcome": None}
            self.add(kind, match, at, seat=seat, level="random", **fields)
        if outcome is None:
            self.add("Cancelled", match, at)
        else:
            self.add("MovePlayed", match, at, seat=0, outcome=outcome)
        return match

    def fold(self, model: Ratings | None = None) -> Ratings:
        model = model or Ratings(min_games=1)
        for e, position in self.events:
            model.apply(e, position)
        return model


WIN = {"winners": [0], "scores": [1, 0]}


def test_a_rated_two_seat_match_is_one_glicko2_update_naming_each_seat_before_and_after() -> None:
    log = Log()
    match = log.match("den_pobedy", ["ann", "bob"], WIN)
    model = log.fold()
    known, update = model.settled(str(match))
    assert known and update is not None and update.system == "glicko2"
    ann, bob = update.seats
    assert (ann.player, ann.place, bob.player, bob.place) == ("ann", 1, "bob", 2)
    assert ann.before == bob.before == Glicko2.initial
    assert ann.after.value > 1500 > bob.after.value and ann.after.games == bob.after.games == 1
    assert update.position == len(log.events)
    [rating] = model.of_player("ann", T0)
    assert (rating.game, rating.rating, rating.games, rating.provisional) == ("den_pobedy", ann.after.value, 1, True)


def test_a_casual_match_rates_nothing() -> None:
    log = Log()
    match = log.match("den_pobedy", ["ann", "bob"], WIN, rated=False)
    model = log.fold()
    assert model.settled(str(match)) == (False, None) and model.of_player("ann", T0) == []


@pytest.mark.parametrize(
    ("players", "bots"),
    [(["ann", None], ()), (["ann", "ann"], ()), (["ann", "bob"], (1,))],
    ids=["a guest seat", "one player at two seats", "a bot seat"],
)
def test_a_rated_match_with_a_guest_a_doubled_player_or_a_bot_is_not_rated(
    players: list[str | None], bots: tuple[int, ...]
) -> None:
    log = Log()
    match = log.match("den_pobedy", players, WIN, bots=bots)
    model = log.fold()
    assert model.settled(str(match)) == (True, None) and model.of_player("ann", T0) == []


def test_a_cancelled_rated_match_rates_nothing() -> None:
    log = Log()
    match = log.match("zavody", ["ann", "bob", "cat"], None)
    model = log.fold()
    assert model.settled(str(match)) == (False, None) and model.of_player("ann", T0) == []


@pytest.mark.parametrize("kind", ["Resigned", "TimedOut", "SeatAbandoned"])
def test_a_seat_that_left_a_multi_seat_match_is_placed_last(kind: str) -> None:
    log = Log()
    match = log.match("pyatiletka", ["ann", "bob", "cat"], {"winners": [0], "scores": [9, 3, 12]}, out=((kind, 2),))
    _, update = log.fold().settled(str(match))
    assert update is not None and [s.place for s in update.seats] == [1, 2, 3]
    assert update.seats[2].after.value < update.seats[1].after.value


def test_an_outcome_that_cannot_be_placed_leaves_the_match_unrated_and_the_fold_going() -> None:
    log = Log()
    unsortable = {"winners": [0], "scores": [5, 1, 1], "tiebreaks": [[0], [1], ["a"]]}
    broken = log.match("pyatiletka", ["ann", "bob", "cat"], unsortable)
    fine = log.match("den_pobedy", ["ann", "bob"], WIN)
    model = log.fold()
    assert model.settled(str(broken)) == (True, None) and model.settled(str(fine))[1] is not None


def test_a_team_match_moves_teammates_alike() -> None:
    log = Log()
    match = log.match("pobeda", ["a", "b", "c", "d"], {"winners": [0, 2], "scores": [2, 1, 2, 1]}, options={"teams": 2})
    _, update = log.fold().settled(str(match))
    assert update is not None and [s.place for s in update.seats] == [1, 3, 1, 3]
    assert update.seats[0].after == update.seats[2].after and update.seats[1].after == update.seats[3].after


def test_idle_days_before_a_match_widen_the_rating_it_starts_from() -> None:
    log = Log()
    log.match("den_pobedy", ["ann", "bob"], WIN, at=T0)
    later = log.match("den_pobedy", ["ann", "cat"], WIN, at=T0 + timedelta(days=40, hours=3))
    model = log.fold()
    _, first = model.settled(str(log.events[0][0].originator_id))
    _, second = model.settled(str(later))
    assert first is not None and second is not None
    ann_after, ann_before = first.seats[0].after, second.seats[0].before
    assert ann_before == Glicko2().idle(ann_after, 40) and ann_before.deviation > ann_after.deviation


def random_log(seed: int, matches: int = 120) -> Log:
    """Rated and casual matches of every game among ten players, some cancelled, left or drawn."""
    rng = random.Random(seed)
    players = [f"player-{n}" for n in range(10)]
    log = Log()
    at = T0
    for _ in range(matches):
        at += timedelta(hours=rng.choice([1, 5, 30, 200]))
        game = rng.choice(["den_pobedy", "pobeda", "pyatiletka", "zavody", "ecologic"])
        seats = 2 if game == "den_pobedy" else rng.randint(2, 4)
        seated: list[str | None] = list(rng.sample(players, seats))
        scores = [rng.randint(0, 5) for _ in range(seats)]
        top = max(scores)
        outcome = {"winners": [s for s in range(seats) if scores[s] == top], "scores": scores}
        if rng.random() < 0.1:
            outcome = {"winners": [], "scores": [0] * seats}
        out = (("Resigned", seats - 1),) if seats > 2 and rng.random() < 0.2 else ()
        cancelled = rng.random() < 0.05
        log.match(game, seated, None if cancelled else outcome, at=at, rated=rng.random() < 0.9, out=out)
    return log


def test_the_fold_rebuilt_from_the_same_log_gives_the_same_floats_bit_for_bit() -> None:
    log = random_log(7)
    live, rebuilt = log.fold(), log.fold()
    assert live.updates and list(live.updates) == list(rebuilt.updates) and live.settled_ids == rebuilt.settled_ids
    encode = msgspec.json.encode
    assert [encode(u) for u in live.updates.values()] == [encode(u) for u in rebuilt.updates.values()]
    for game in live.boards:
        assert encode(live.page(game, None, 200, T0)) == encode(rebuilt.page(game, None, 200, T0))


def test_each_match_is_rated_once_whatever_repeats_its_end() -> None:
    log = Log()
    match = log.match("den_pobedy", ["ann", "bob"], WIN)
    recorded: list[RatingUpdate] = []
    model = log.fold(Ratings(min_games=1, recorded=recorded.append))
    end, position = log.events[-1]
    model.apply(end, position)  # a stray second end of the same match
    assert [u.match for u in recorded] == [str(match)] and model.of_player("ann", T0)[0].games == 1


def test_only_the_newest_updates_stay_in_memory_the_fold_goes_on_the_same() -> None:
    log = random_log(5, matches=60)
    whole, bounded = log.fold(), log.fold(Ratings(min_games=1, kept=3))
    assert len(bounded.updates) == 3 and list(bounded.updates) == list(whole.updates)[-3:]
    oldest = next(iter(whole.updates))
    assert bounded.settled(oldest) == (True, None) and whole.settled(oldest)[0]
    assert bounded.shown == whole.shown


# -- leaderboards ----------------------------------------------------------------------------------


def test_a_leaderboard_lists_players_with_enough_games_by_conservative_rating_in_pages() -> None:
    log = random_log(11, matches=300)
    model = log.fold(Ratings(min_games=5))
    for game in ("den_pobedy", "zavody"):
        whole = model.page(game, None, 200, T0)
        rows, cursor = [], None
        while True:
            page = model.page(game, cursor, 3, T0)
            rows += page.rows
            if page.next is None:
                break
            cursor = page.next
        assert rows == whole.rows and len(rows) == whole.players > 3
        assert [r.rank for r in rows] == list(range(1, len(rows) + 1))
        keys = [(-r.conservative, r.player) for r in rows]
        assert keys == sorted(keys) and all(r.games >= 5 for r in rows)
        counted = {p for (g, p), s in model.shown.items() if g == game and s.rating.games >= 5}
        assert {r.player for r in rows} == counted


def test_a_player_below_the_minimum_of_games_is_rated_but_not_on_the_leaderboard() -> None:
    log = Log()
    log.match("den_pobedy", ["ann", "bob"], WIN)
    model = log.fold(Ratings(min_games=2))
    assert model.page("den_pobedy", None, 10, T0).rows == [] and model.of_player("ann", T0)[0].games == 1
    log.match("den_pobedy", ["ann", "bob"], WIN)
    model = log.fold(Ratings(min_games=2))
    assert [r.player for r in model.page("den_pobedy", None, 10, T0).rows] == ["ann", "bob"]


@pytest.mark.parametrize("cursor", ["!!", "bm90IGpzb24", "WzEsMiwzXQ"])
def test_a_cursor_the_server_did_not_make_is_refused(cursor: str) -> None:
    with pytest.raises(BadCursor):
        Ratings().page("pobeda", cursor, 10, T0)


def test_a_delayed_match_shows_its_ratings_once_its_spectators_see_its_end() -> None:
    """The fold moves on at the end (the next match starts from it); what is shown waits."""
    log = Log()
    match = log.match("den_pobedy", ["ann", "bob"], WIN, delay=60)
    model = log.fold()
    assert model.settled(str(match))[0]
    assert model.of_player("ann", T0 + timedelta(seconds=59)) == []
    assert model.page("den_pobedy", None, 10, T0 + timedelta(seconds=59)).rows == []
    assert [r.games for r in model.of_player("ann", T0 + timedelta(seconds=60))] == [1]


def test_a_players_history_has_their_rating_after_each_match_oldest_first_the_newest_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("igroteka.projections.ratings.HISTORY", 3)
    log = Log()
    matches = [log.match("den_pobedy", ["ann", "bob"], WIN, T0 + timedelta(hours=n)) for n in range(4)]
    model = log.fold()
    history = model.history_of("ann", "den_pobedy", 200, T0 + timedelta(days=1))
    assert (history.player, history.game, history.system) == ("ann", "den_pobedy", "glicko2")
    assert [p.match for p in history.points] == [str(m) for m in matches[1:]]
    assert [p.games for p in history.points] == [2, 3, 4]
    last = model.settled(str(matches[-1]))[1]
    assert last is not None
    ann = last.seats[0]
    assert (history.points[-1].rating, history.points[-1].deviation, history.points[-1].place) == (
        ann.after.value,
        ann.after.deviation,
        1,
    )
    assert history.points[-1].conservative == ann.after.value - 2 * ann.after.deviation
    assert (history.points[-1].rating_before, history.points[-1].deviation_before) == (
        ann.before.value,
        ann.before.deviation,
    )
    assert [p.match for p in model.history_of("ann", "den_pobedy", 1, T0).points] == [str(matches[-1])]
    assert model.history_of("ann", "zavody", 200, T0).points == []
    assert model.history_of("nobody", "den_pobedy", 200, T0).points == []


def test_a_delayed_match_shown_after_a_later_one_takes_its_place_in_the_history() -> None:
    log = Log()
    delayed = log.match("den_pobedy", ["ann", "bob"], WIN, delay=60)
    later = log.match("den_pobedy", ["ann", "bob"], WIN, T0 + timedelta(seconds=10))
    model = log.fold()
    assert [p.match for p in model.history_of("ann", "den_pobedy", 200, T0 + timedelta(seconds=30)).points] == [
        str(later)
    ]
    shown = model.history_of("ann", "den_pobedy", 200, T0 + timedelta(seconds=60)).points
    assert [(p.match, p.games) for p in shown] == [(str(delayed), 1), (str(later), 2)]
    [rating] = model.of_player("ann", T0 + timedelta(seconds=60))
    assert (rating.last_match, rating.games) == (str(later), 2)


# -- the follower feeds the fold in the log's order --------------------------------------------------


class Recording:
    def __init__(self) -> None:
        self.seen: list[tuple[str, int]] = []

    def apply(self, event: Any, position: int) -> None:
        self.seen.append((type(event).__name__, position))


def test_the_follower_gives_ordered_models_own_commits_too_in_log_order(service: MatchService) -> None:
    ordered = Recording()
    follower = LogFollower(service.app, [], ordered=[ordered])
    service.recorded = follower.own
    match, _ = service.create("den_pobedy", {}, 2, {}, rated=True)
    service.claim(match.id, None, "Зина")
    assert ordered.seen == []  # held until the position passes them
    follower.catch_up()
    assert [kind for kind, _ in ordered.seen] == ["Created", "SeatClaimed"]
    assert [p for _, p in ordered.seen] == sorted(p for _, p in ordered.seen)
    assert follower.position == ordered.seen[-1][1]
    rebuilt = Recording()
    LogFollower(service.app, [], ordered=[rebuilt]).catch_up()
    assert rebuilt.seen == ordered.seen
