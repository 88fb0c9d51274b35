"""Match clocks through a real server process on both stores (issue 14): the time control chosen at
creation, the clocks in the envelope, views and stream frames, and the time-out the server appends
(the seat loses, or a server bot takes it over until its person takes it back)."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect

from igroteka.domain.clocks import TimeControl
from igroteka.domain.engine import Seat, Spectator
from igroteka.domain.errors import Conflict
from igroteka.domain.games import GAMES
from igroteka.domain.matches import MatchService
from igroteka.server.store import store_env
from tests.api.autoplay import play_by_bots
from tests.api.test_leaks import carries, secrets_by_version
from tests.api.test_tournament_controls import SHORT, standings
from tests.support.client import Api
from tests.support.server import ServerProcess

BASE = "/api/v1/matches"


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def ok(response: Any, status: int = 200) -> dict[str, Any]:
    assert response.status_code == status, response.text
    return response.json()


def clocked(api: Api, control: dict[str, Any]) -> tuple[str, dict[int, str]]:
    """A running match of «Победа!» (one seat acts at a time) under ``control``; its seat tokens."""
    body = {"game": "pobeda", "seats": 2, "time_control": control}
    created = ok(api.call("POST", BASE, json=body), 201)
    claims = [api.claim(created["id"], f"игрок {n}") for n in range(2)]
    return created["id"], {c["seat"]: c["token"] for c in claims}


def until(api: Api, match_id: str, test: Any, seconds: float = 15) -> dict[str, Any]:
    deadline = time.monotonic() + seconds
    while True:
        envelope = api.envelope(match_id)
        if test(envelope):
            return envelope
        assert time.monotonic() < deadline, envelope
        time.sleep(0.05)


def test_a_match_has_no_clocks_by_default(api: Api) -> None:
    created = api.create("pyatiletka", 2, {"rounds": 1})
    assert api.envelope(created["id"])["clocks"] is None


@pytest.mark.parametrize(
    "control",
    [{"kind": "blitz", "seconds": 60}, {"kind": "move", "seconds": 0}, {"kind": "move", "seconds": 5, "extra": 1}],
)
def test_a_bad_time_control_is_a_problem(api: Api, control: dict[str, Any]) -> None:
    response = api.call("POST", BASE, json={"game": "pobeda", "seats": 2, "time_control": control})
    assert response.status_code == 400 and response.json()["code"] == "invalid_request", response.text


def test_a_seat_whose_clock_runs_out_loses_a_two_seat_match(api: Api) -> None:
    control = {"kind": "fischer", "seconds": 1.5, "increment": 0.5, "on_timeout": "lose"}
    match_id, tokens = clocked(api, control)
    envelope = api.envelope(match_id)
    clocks = envelope["clocks"]
    assert clocks["control"] == {**control, "days": None} and clocks["since"]
    (seat,) = envelope["to_act"]
    assert clocks["running"] == [seat] and all(abs(r - 1.5) < 0.01 for r in clocks["remaining"])
    view = ok(api.call("GET", f"{BASE}/{match_id}/view", tokens[seat]))
    assert view["match"]["clocks"]["running"] == [seat]
    move = api.legal(match_id, tokens[seat], "seat")["moves"][0]
    ended = until(api, match_id, lambda e: e["status"] == "finished")
    other = 1 - seat
    assert ended["outcome"] == {
        "winners": [other],
        "scores": [0, 0],
        "tiebreaks": [],
        "reason": "timeout",
        "scoring": None,
    }
    lost = ended["seats"][seat]
    assert (lost["resigned"], lost["out"], ended["seats"][other]["out"]) == (False, "timeout", None), ended
    assert ended["clocks"]["running"] == [] and ended["clocks"]["remaining"][seat] == 0  # no increment, no lag
    spectator = ok(api.call("GET", f"{BASE}/{match_id}/view"))["match"]
    assert spectator["seats"][seat]["out"] == "timeout" and spectator["clocks"]["remaining"][seat] == 0
    response = api.move(match_id, tokens[seat], move, "seat")
    assert (response.status_code, response.json()["code"]) == (409, "match_finished")
    record = ok(api.call("GET", f"{BASE}/{match_id}/record"))
    kinds = [e["kind"] for e in record["events"]]
    assert kinds[1] == "time_control" and kinds[-1] == "timed_out" and kinds.count("timed_out") == 1
    assert ok(api.call("POST", "/api/v1/records/verify", json=record))["legal"] is True
    early = json.loads(json.dumps(record))
    early["events"][-1]["at"] = early["events"][-2]["at"]  # stored at once, before the clock ran out
    verdict = ok(api.call("POST", "/api/v1/records/verify", json=early))
    assert verdict["legal"] is False and "not run out" in verdict["reason"], verdict


def test_a_move_stops_the_clock_and_fischer_adds_the_increment(api: Api) -> None:
    control = {"kind": "fischer", "seconds": 30, "increment": 2, "on_timeout": "lose"}
    match_id, tokens = clocked(api, control)
    (seat,) = api.envelope(match_id)["to_act"]
    time.sleep(0.3)
    api.move(match_id, tokens[seat], api.legal(match_id, tokens[seat], "seat")["moves"][0], "seat")
    clocks = api.envelope(match_id)["clocks"]
    if seat not in clocks["running"]:  # the turn passed: spent at least the pause, got the increment
        assert 30 < clocks["remaining"][seat] < 32 - 0.3


def test_a_timed_out_seat_is_taken_over_by_a_bot_and_taken_back(api: Api) -> None:
    match_id, tokens = clocked(api, {"kind": "move", "seconds": 1, "on_timeout": "bot"})
    (seat,) = api.envelope(match_id)["to_act"]
    taken = until(api, match_id, lambda e: e["seats"][seat]["bot"])
    assert taken["seats"][seat]["autoplay"] is True and taken["seats"][seat]["resigned"] is False
    kinds = [e["kind"] for e in ok(api.call("GET", f"{BASE}/{match_id}/events"))["events"]]
    assert kinds.count("timed_out") == 1
    back = ok(api.call("DELETE", f"{BASE}/{match_id}/autoplay", tokens[seat]))
    assert back["seats"][seat]["bot"] is False and back["seats"][seat]["autoplay"] is False


def test_every_stream_frame_carries_the_clocks(api: Api, server: ServerProcess) -> None:
    match_id, tokens = clocked(api, {"kind": "fischer", "seconds": 60, "increment": 1})

    async def frames() -> list[dict[str, Any]]:
        async with connect(f"{server.ws}/api/v1/matches/{match_id}/stream") as ws:
            first = json.loads(await asyncio.wait_for(ws.recv(), 10))
            (seat,) = api.envelope(match_id)["to_act"]
            move = api.legal(match_id, tokens[seat], "seat")["moves"][0]
            await asyncio.to_thread(api.move, match_id, tokens[seat], move, "seat")
            return [first, json.loads(await asyncio.wait_for(ws.recv(), 10))]

    snapshot, events = asyncio.run(frames())
    assert snapshot["type"] == "snapshot" and snapshot["view"]["match"]["clocks"]["control"]["seconds"] == 60
    assert (
        events["type"] == "events"
        and events["view"]["match"]["clocks"]["since"] >= snapshot["view"]["match"]["clocks"]["since"]
    )


def test_a_clocked_match_plays_to_its_end(api: Api) -> None:
    match_id, tokens = clocked(api, {"kind": "fischer", "seconds": 600, "increment": 5})
    finished = play_by_bots(api, match_id, tokens)
    assert finished["outcome"]["reason"] != "timeout"
    assert ok(api.call("POST", "/api/v1/records/verify", json=ok(api.call("GET", f"{BASE}/{match_id}/record"))))[
        "legal"
    ]


def test_a_move_after_the_clock_ran_out_is_refused_before_its_time_out_is_stored(tmp_path: Path) -> None:
    """The sweeper stores a time-out at its deadline; until then (a lag, an outage, every instance
    down) the seat's move is refused all the same: the match service itself, on a real store."""
    service = MatchService(store_env(f"sqlite:///{tmp_path / 'igroteka.sqlite'}"))
    try:
        control = TimeControl(kind="move", seconds=0.3, on_timeout="lose")
        match, _ = service.create("pobeda", {}, 2, {}, control)
        tokens = [service.claim(match.id, None, f"игрок {n}")[2] for n in range(2)]
        match = service.get(match.id)
        (seat,) = match.to_act
        move = match.rules.legal_moves(match.state, seat)[0]
        time.sleep(0.4)
        with pytest.raises(Conflict) as refused:
            service.move(match.id, tokens[seat], "late", move, None)
        assert refused.value.code == "time_out" and service.get(match.id).status == "running"
    finally:
        service.close()


@pytest.mark.parametrize("game", sorted(SHORT))
def test_a_tournament_with_clocks_runs_to_its_standings_through_a_resignation_and_a_time_out(
    api: Api, game: str
) -> None:
    control = {"kind": "move", "seconds": 1.5, "increment": 0.0, "on_timeout": "lose", "days": None}
    body = {"game": game, "options": SHORT[game], "table_size": 2, "tours": 1, "time_control": control}
    created = ok(api.call("POST", "/api/v1/tournaments", json=body), 201)
    tid, organiser = created["id"], created["organiser_token"]
    tokens = {}
    for n in range(4):
        registered = ok(api.call("POST", f"/api/v1/tournaments/{tid}/players", json={"name": f"игрок {n}"}), 201)
        tokens[registered["player"]] = registered["token"]
    tour = ok(api.call("POST", f"/api/v1/tournaments/{tid}/tours", organiser), 201)
    resigning, idle = tour["tables"]
    for table in tour["tables"]:
        assert api.envelope(table["match"])["clocks"]["control"] == control
    quitter = resigning["players"][0]["player"]
    ok(api.call("POST", f"{BASE}/{resigning['match']}/resign", tokens[quitter]))
    ended = until(api, idle["match"], lambda e: e["status"] == "finished")
    assert ended["outcome"]["reason"] == "timeout" and len(ended["outcome"]["winners"]) == 1
    rows = standings(api, tid, dict.fromkeys(tokens, 1))
    assert rows[quitter]["wins"] == 0 and rows[resigning["players"][1]["player"]]["wins"] == 1
    assert sum(r["wins"] for r in rows.values()) == 2
    assert ok(api.call("GET", f"/api/v1/tournaments/{tid}"))["time_control"] == control


def default_match(api: Api, game: str, control: dict[str, Any]) -> tuple[str, dict[int, str]]:
    """A running two-seat match of ``game`` (short options) under ``control``; its seat tokens."""
    body = {"game": game, "seats": 2, "options": SHORT[game], "time_control": control}
    created = ok(api.call("POST", BASE, json=body), 201)
    claims = [api.claim(created["id"], f"игрок {n}") for n in range(2)]
    return created["id"], {c["seat"]: c["token"] for c in claims}


@pytest.mark.parametrize("game", sorted(SHORT))
def test_a_seat_that_never_moves_has_every_decision_made_by_its_game_s_default(api: Api, game: str) -> None:
    match_id, tokens = default_match(api, game, {"kind": "move", "seconds": 0.02, "on_timeout": "default"})
    ended = until(api, match_id, lambda e: e["status"] != "running", seconds=120)
    assert ended["status"] == "finished" and ended["outcome"]["reason"] != "timeout", ended
    assert not any(s["bot"] or s["autoplay"] or s["resigned"] for s in ended["seats"])  # still theirs
    record = ok(api.call("GET", f"{BASE}/{match_id}/record"))
    started = [e["kind"] for e in record["events"]].index("started")
    after = record["events"][started + 1 :]
    assert after and all(e["kind"] == "timed_out" and e["move"] and e["facts"] for e in after)
    assert after[-1]["outcome"] == ended["outcome"]
    assert ok(api.call("POST", "/api/v1/records/verify", json=record))["legal"] is True, record["events"][-1]
    feed = ok(api.call("GET", f"{BASE}/{match_id}/events", tokens[0]))["events"]
    timed = [i for i in feed if i["kind"] == "timed_out"]
    assert len(timed) == len(after) and all(i["body"]["level"] is None for i in timed)
    first = after[0]["version"]
    kinds = [i["kind"] for i in feed if i["version"] == first]
    assert kinds[0] == "timed_out" and "fact" in kinds  # the decision's facts follow its time-out
    hidden_from_viewers(api, game, match_id, tokens, record)
    if game == "pobeda":  # a forged default is caught: another move, or one stored too early
        other = json.loads(json.dumps(record))
        other["events"][started + 1]["move"] = {"type": "play_event", "card": "k000"}
        verdict = ok(api.call("POST", "/api/v1/records/verify", json=other))
        assert verdict["legal"] is False and "default" in verdict["reason"], verdict
        early = json.loads(json.dumps(record))
        early["events"][started + 1]["at"] = early["events"][started]["at"]
        verdict = ok(api.call("POST", "/api/v1/records/verify", json=early))
        assert verdict["legal"] is False and "not run out" in verdict["reason"], verdict


def hidden_from_viewers(api: Api, game: str, match_id: str, tokens: dict[int, str], record: dict[str, Any]) -> None:
    """The facts of decisions made by default reach each viewer redacted like a move's: no feed item,
    nor a view at a version, carries what the viewer could not see at that version."""
    viewers = {0: Seat(0), 1: Seat(1), None: Spectator()}
    secrets = secrets_by_version(GAMES[game], record, {str(k): v for k, v in viewers.items()})
    versions = [e["version"] for e in record["events"]][::7]
    for who in viewers:
        token = None if who is None else tokens[who]
        texts = [
            (i["version"], json.dumps(i, ensure_ascii=False))
            for i in api.call("GET", f"{BASE}/{match_id}/events", token).json()["events"]
        ]
        for version in versions:
            texts.append((version, api.call("GET", f"{BASE}/{match_id}/view", token, params={"version": version}).text))
        for version, text in texts:
            leaked = sorted(s for s in secrets[str(who)][version] if carries(text, s))
            assert not leaked and record["secret"] not in text, (game, who, version, leaked[:5])


def test_a_seat_timed_out_by_default_keeps_its_seat_and_its_clock_restarts(api: Api) -> None:
    match_id, tokens = default_match(api, "pobeda", {"kind": "move", "seconds": 1, "on_timeout": "default"})
    (seat,) = api.envelope(match_id)["to_act"]
    other = 1 - seat
    passed = until(api, match_id, lambda e: e["to_act"] == [other])
    assert passed["seats"][seat]["bot"] is False and passed["clocks"]["running"] == [other]
    assert passed["clocks"]["remaining"][other] == pytest.approx(1, abs=0.01)
    items = ok(api.call("GET", f"{BASE}/{match_id}/events", tokens[seat]))["events"]
    assert [i["kind"] for i in items if i["version"] == passed["version"]][:2] == ["timed_out", "fact"]
    move = api.legal(match_id, tokens[other], "other")["moves"][0]
    assert api.move(match_id, tokens[other], move, "other").status_code == 200
    back = api.envelope(match_id)
    assert back["to_act"] == [seat] and back["clocks"]["running"] == [seat]
    assert back["clocks"]["remaining"][seat] == pytest.approx(1, abs=0.01)  # a whole turn's time again
    move = api.legal(match_id, tokens[seat], "seat")["moves"][0]
    assert api.move(match_id, tokens[seat], move, "seat").status_code == 200  # the person plays on


def tournament_clocks(api: Api, game: str, control: Any = None) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """A tournament of ``game`` announced with ``control`` (None: none named): its info, and the
    clocks of its first tour's first match."""
    body = {"game": game, "options": SHORT[game], "table_size": 2, "tours": 1}
    if control is not None:
        body["time_control"] = control
    created = ok(api.call("POST", "/api/v1/tournaments", json=body), 201)
    tid, organiser = created["id"], created["organiser_token"]
    for n in range(2):
        ok(api.call("POST", f"/api/v1/tournaments/{tid}/players", json={"name": f"игрок {n}"}), 201)
    tour = ok(api.call("POST", f"/api/v1/tournaments/{tid}/tours", organiser), 201)
    info = ok(api.call("GET", f"/api/v1/tournaments/{tid}"))
    return info, api.envelope(tour["tables"][0]["match"])["clocks"]


def check_tournament_clocks(api: Api, game: str, minutes: int, increment: int) -> None:
    expected = {
        "kind": "fischer",
        "seconds": 60 * minutes,
        "increment": increment,
        "on_timeout": "default",
        "days": None,
    }
    info, clocks = tournament_clocks(api, game)
    assert info["time_control"] == expected and clocks is not None and clocks["control"] == expected
    assert api.envelope(api.create(game, 2, SHORT[game])["id"])["clocks"] is None  # casual: none


def test_pb_20_2_a_tournament_without_a_time_control_gets_the_game_s_clocks(api: Api) -> None:
    check_tournament_clocks(api, "pobeda", 10, 5)


def test_py_20_2_a_tournament_without_a_time_control_gets_the_game_s_clocks(api: Api) -> None:
    check_tournament_clocks(api, "pyatiletka", 15, 10)


def test_zv_20_2_a_tournament_without_a_time_control_gets_the_game_s_clocks(api: Api) -> None:
    check_tournament_clocks(api, "zavody", 20, 5)


def test_dp_20_2_a_tournament_without_a_time_control_gets_the_game_s_clocks(api: Api) -> None:
    check_tournament_clocks(api, "den_pobedy", 20, 5)


def test_el_20_2_a_tournament_without_a_time_control_gets_the_game_s_clocks(api: Api) -> None:
    check_tournament_clocks(api, "ecologic", 20, 5)


def test_a_tournament_may_be_announced_without_clocks(api: Api) -> None:
    info, clocks = tournament_clocks(api, "pobeda", "none")
    assert info["time_control"] is None and clocks is None
    response = api.call("POST", "/api/v1/tournaments", json={"game": "pobeda", "table_size": 2, "time_control": "off"})
    assert response.status_code == 400 and response.json()["code"] == "invalid_request", response.text


def test_a_past_view_shows_the_clocks_as_they_were_at_its_version(api: Api) -> None:
    match_id, tokens = clocked(api, {"kind": "fischer", "seconds": 60, "increment": 2})
    then: dict[int, dict[str, Any]] = {}
    for _ in range(3):
        envelope = api.envelope(match_id)
        then[envelope["version"]] = envelope["clocks"]
        (seat,) = envelope["to_act"]
        time.sleep(0.2)
        api.move(match_id, tokens[seat], api.legal(match_id, tokens[seat], "seat")["moves"][0], "seat")
    now = api.envelope(match_id)
    for version, clocks in then.items():
        for token in (None, tokens[0]):
            past = ok(api.call("GET", f"{BASE}/{match_id}/view", token, params={"version": version}))
            assert past["match"]["clocks"] == clocks != now["clocks"], version
    created = ok(api.call("GET", f"{BASE}/{match_id}/view", params={"version": 1}))
    assert created["match"]["clocks"] is None  # the time control is the event after the creation
    set_up = ok(api.call("GET", f"{BASE}/{match_id}/view", params={"version": 2}))["match"]["clocks"]
    assert set_up["running"] == [] and set_up["remaining"] == [60, 60]


def test_past_clocks_are_the_same_after_a_restart(tmp_path: Path) -> None:
    server = ServerProcess(f"sqlite:///{tmp_path / 'igroteka.sqlite'}", tmp_path)
    with server:
        api = Api(server.url)
        match_id, tokens = clocked(api, {"kind": "move", "seconds": 30})
        (seat,) = api.envelope(match_id)["to_act"]
        time.sleep(0.1)
        api.move(match_id, tokens[seat], api.legal(match_id, tokens[seat], "seat")["moves"][0], "seat")
        versions = range(1, api.envelope(match_id)["version"] + 1)
        before = [ok(api.call("GET", f"{BASE}/{match_id}/view", params={"version": v}))["match"] for v in versions]
        api.close()
    with server:
        api = Api(server.url)
        after = [ok(api.call("GET", f"{BASE}/{match_id}/view", params={"version": v}))["match"] for v in versions]
        api.close()
    assert [m["clocks"] for m in after] == [m["clocks"] for m in before]
    assert before[-2]["clocks"]["running"] == [seat] and before[-1]["clocks"]["running"] == [1 - seat]
