"""Quick play's pairing rules (domain/seeks.py): the rating window and how it widens with waiting,
the range a requester sets, keys, one player at one table, tables filled oldest first, and bots
for the free seats once every requester at a table accepts them."""

from __future__ import annotations

from igroteka.domain.seeks import Seek, compatible, tables, window

T0 = 1_000_000.0


def rated(id_: str, rating: float, since: float = T0, **kw: object) -> Seek:
    return Seek(id=id_, key="k", seats=2, since=since, player=id_, rating=rating, **kw)  # type: ignore[arg-type]


def test_the_window_widens_by_50_points_every_5_seconds_up_to_500() -> None:
    seek = rated("a", 1500.0)
    assert window(seek, T0) == (1400.0, 1600.0)
    assert window(seek, T0 + 4.9) == (1400.0, 1600.0)
    assert window(seek, T0 + 5.0) == (1350.0, 1650.0)
    assert window(seek, T0 + 30.0) == (1100.0, 1900.0)
    assert window(seek, T0 + 3600.0) == (1000.0, 2000.0)


def test_the_window_stays_inside_the_range_the_requester_set() -> None:
    seek = rated("a", 1500.0, lowest=1450.0, highest=1700.0)
    assert window(seek, T0 + 3600.0) == (1450.0, 1700.0)


def test_the_window_is_scaled_for_a_game_rated_in_other_units() -> None:
    seek = rated("a", 25.0, scale=25.0 / 3.0 / 350.0)
    low, high = window(seek, T0)
    assert round(low, 6) == round(25.0 - 100.0 * 25.0 / 3.0 / 350.0, 6) and high > 25.0


def test_ratings_apart_meet_only_once_both_windows_widened_enough() -> None:
    a, b = rated("a", 1500.0), rated("b", 1720.0)
    assert not compatible(a, b, T0)
    assert not tables([a, b], T0 + 10.0)  # 200 points either side: 1720 still outside a's
    assert tables([a, b], T0 + 15.0) == [([a, b], 0)]


def test_a_narrow_range_keeps_its_requester_from_a_far_rating_however_long_it_waits() -> None:
    a, b = rated("a", 1500.0, highest=1600.0), rated("b", 1700.0)
    assert not tables([a, b], T0 + 3600.0)


def test_requests_with_different_keys_or_one_player_never_share_a_table() -> None:
    a = Seek(id="a", key="pobeda", seats=2, since=T0)
    b = Seek(id="b", key="zavody", seats=2, since=T0)
    c = Seek(id="c", key="pobeda", seats=2, since=T0, player="p")
    d = Seek(id="d", key="pobeda", seats=2, since=T0, player="p")
    assert not tables([b, c, d], T0)
    assert tables([a, b, c, d], T0) == [([a, c], 0)]


def test_a_table_of_three_fills_oldest_first_and_a_request_sits_at_one_table() -> None:
    seeks = [Seek(id=f"s{n}", key="k", seats=3, since=T0 + n) for n in range(7)]
    made = tables(list(reversed(seeks)), T0 + 10)
    assert made == [(seeks[0:3], 0), (seeks[3:6], 0)]


def test_bots_fill_a_table_only_once_every_requester_at_it_waited_their_time() -> None:
    a = Seek(id="a", key="k", seats=3, since=T0, bots_after=10.0)
    b = Seek(id="b", key="k", seats=3, since=T0 + 5, bots_after=30.0)
    assert not tables([a, b], T0 + 20)
    assert tables([a, b], T0 + 35) == [([a, b], 1)]
    alone = Seek(id="c", key="k", seats=4, since=T0, bots_after=0.0)
    assert tables([alone], T0) == [([alone], 3)]
