"""Presence and abandonment (issue 14) through a real server process: a seat's open stream shows as
``connected`` in the envelope, the views, the lobby and a ``presence`` stream message, and goes when
the stream closes, without a version moving; a seat whose person stays away for the match's
abandonment time is taken over by a server bot or forfeits, as one event of the match."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect

from tests.support.client import Api
from tests.support.server import ServerProcess

BASE = "/api/v1/matches"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A server whose presence heartbeat and sweep run every 0.1 s (SQLite: one process)."""
    workdir = tmp_path_factory.mktemp("presence")
    url = f"sqlite:///{workdir / 'igroteka.sqlite'}"
    with ServerProcess(url, workdir, presence_heartbeat=0.1, presence_timeout=0.5) as process:
        yield process


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def match(api: Api, seats: int, abandon: dict[str, Any] | None = None, game: str = "pobeda") -> tuple[str, list[str]]:
    """A running match held by people; its id and the seats' tokens."""
    body: dict[str, Any] = {"game": game, "seats": seats, **({"abandon": abandon} if abandon else {})}
    response = api.call("POST", BASE, json=body)
    assert response.status_code == 201, response.text
    match_id = response.json()["id"]
    return match_id, [api.claim(match_id, f"игрок {n}")["token"] for n in range(seats)]


def until(read: Callable[[], Any], test: Callable[[Any], bool], seconds: float = 10) -> Any:
    deadline = time.monotonic() + seconds
    while True:
        value = read()
        if test(value):
            return value
        assert time.monotonic() < deadline, value
        time.sleep(0.05)


def connected(api: Api, match_id: str) -> list[bool]:
    return [s["connected"] for s in api.envelope(match_id)["seats"]]


def lobby_row(api: Api, match_id: str) -> dict[str, Any]:
    rows = api.call("GET", BASE, params={"status": "running", "limit": 500}).json()
    return next(r for r in rows if r["id"] == match_id)


async def frames_until(ws: ClientConnection, test: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    async with asyncio.timeout(10):
        while True:
            message = json.loads(await ws.recv())
            if test(message):
                return message


def test_a_seats_stream_shows_in_the_envelope_lobby_and_stream_and_moves_no_version(
    api: Api, server: ServerProcess
) -> None:
    match_id, tokens = match(api, 2)
    version = api.envelope(match_id)["version"]
    assert connected(api, match_id) == [False, False] and lobby_row(api, match_id)["connected"] == []

    async def scenario() -> None:
        url = f"{server.ws}/api/v1/matches/{match_id}/stream?presence=true"
        async with connect(url, proxy=None) as spectator:
            snapshot = json.loads(await spectator.recv())
            assert [s["connected"] for s in snapshot["view"]["match"]["seats"]] == [False, False]
            seat = await connect(
                f"{server.ws}/api/v1/matches/{match_id}/stream", proxy=None, subprotocols=[f"bearer.{tokens[1]}"]
            )
            mine = json.loads(await seat.recv())
            assert [s["connected"] for s in mine["view"]["match"]["seats"]] == [False, True]
            message = await frames_until(spectator, lambda m: m["type"] == "presence")
            assert message == {"type": "presence", "connected": [1]}
            assert connected(api, match_id) == [False, True]
            view = api.call("GET", f"{BASE}/{match_id}/view").json()
            assert [s["connected"] for s in view["match"]["seats"]] == [False, True]
            assert until(lambda: lobby_row(api, match_id), lambda r: r["connected"] == [1])
            with pytest.raises(TimeoutError):  # a stream that did not ask gets no presence message
                await asyncio.wait_for(seat.recv(), 0.3)
            # a second stream of the same seat changes nothing; closing one of the two neither
            again = await connect(f"{server.ws}/api/v1/matches/{match_id}/stream?token={tokens[1]}", proxy=None)
            await again.recv()
            await again.close()
            assert connected(api, match_id) == [False, True]
            await seat.close()
            message = await frames_until(spectator, lambda m: m["type"] == "presence")
            assert message == {"type": "presence", "connected": []}
            assert connected(api, match_id) == [False, False]
            assert until(lambda: lobby_row(api, match_id), lambda r: r["connected"] == [])

    asyncio.run(scenario())
    assert api.envelope(match_id)["version"] == version  # presence is no event of the match


@pytest.mark.parametrize("delay", [None, {"moves": 1}])
def test_a_past_view_is_its_log_alone_and_shows_nobody_connected(
    api: Api, server: ServerProcess, delay: dict[str, int] | None
) -> None:
    """Issue 40: ``view?version=N`` is a function of the log up to N alone, so it may be kept for
    ever: no seat shows as connected in it, not even at the version the match is at now, while the
    view now shows who is; for the seats, and for the spectators of a match they watch delayed (no
    move is held back yet: they see the match's version)."""
    body: dict[str, Any] = {"game": "pobeda", "seats": 2, **({"spectator_delay": delay} if delay else {})}
    response = api.call("POST", BASE, json=body)
    assert response.status_code == 201, response.text
    match_id = response.json()["id"]
    tokens = [api.claim(match_id, f"игрок {n}")["token"] for n in range(2)]
    version = api.envelope(match_id)["version"]

    def seats_connected(token: str | None, **params: Any) -> list[bool]:
        response = api.call("GET", f"{BASE}/{match_id}/view", token, params=params)
        assert response.status_code == 200, response.text
        assert response.json()["version"] == params.get("version", version)
        return [s["connected"] for s in response.json()["match"]["seats"]]

    async def scenario() -> None:
        url = f"{server.ws}/api/v1/matches/{match_id}/stream"
        async with connect(url, proxy=None, subprotocols=[f"bearer.{tokens[0]}"]) as seat:
            await seat.recv()
            until(lambda: connected(api, match_id), lambda now: now == [True, False])
            for token in [*tokens, None]:
                assert seats_connected(token) == [True, False]
                for past in (version - 1, version):
                    assert seats_connected(token, version=past) == [False, False], (token, past)

    asyncio.run(scenario())


def test_an_absent_seat_is_taken_over_by_a_server_bot_and_taken_back(api: Api, server: ServerProcess) -> None:
    match_id, tokens = match(api, 2, {"after": 1, "then": "bot"})
    envelope = api.envelope(match_id)
    assert envelope["abandon"] == {"after": 1.0, "then": "bot"}
    absent = envelope["to_act"][0]
    present = 1 - absent

    async def scenario() -> dict[str, Any]:
        url = f"{server.ws}/api/v1/matches/{match_id}/stream?token={tokens[present]}"
        async with connect(url, proxy=None) as seat:  # the other seat never connects
            await seat.recv()
            frame = await frames_until(
                seat, lambda m: m["type"] == "events" and any(e["kind"] == "abandoned" for e in m["events"])
            )
            await asyncio.sleep(1.5)  # the seat connected all along is never abandoned, to act or not
            return frame

    frame = asyncio.run(scenario())
    item = next(e for e in frame["events"] if e["kind"] == "abandoned")
    assert item["seat"] == absent and item["body"]["seat"] == absent
    assert item["body"]["level"] in ("random", "competent")
    seats = api.envelope(match_id)["seats"]
    assert (seats[absent]["bot"], seats[absent]["autoplay"], seats[absent]["resigned"]) == (True, True, False)
    assert (seats[present]["bot"], seats[present]["autoplay"]) == (False, False)
    row = until(lambda: lobby_row(api, match_id), lambda r: absent in r["autoplay"])
    assert absent in row["bots"] and row["abandon"] == {"after": 1.0, "then": "bot"}
    # the person comes back and takes the seat back, as from autoplay
    back = api.call("DELETE", f"{BASE}/{match_id}/autoplay", tokens[absent])
    assert back.status_code == 200 and back.json()["seats"][absent]["bot"] is False, back.text
    record = api.call("GET", f"{BASE}/{match_id}/events").json()["events"]
    assert [e["kind"] for e in record].count("abandoned") == 1


def test_a_seat_that_keeps_moving_without_a_stream_is_not_abandoned(api: Api) -> None:
    match_id, tokens = match(api, 2, {"after": 1.5, "then": "lose"})
    for _ in range(6):  # over HTTP alone, each move within the time: never absent for 1.5 s
        envelope = api.envelope(match_id)
        seat = envelope["to_act"][0]
        move = api.legal(match_id, tokens[seat], f"seat{seat}")["moves"][0]
        assert api.move(match_id, tokens[seat], move, f"seat{seat}").status_code == 200
        time.sleep(0.5)
    assert api.envelope(match_id)["status"] == "running"


def test_an_absent_seat_of_two_forfeits_and_the_record_verifies(api: Api, server: ServerProcess) -> None:
    match_id, tokens = match(api, 2, {"after": 1, "then": "lose"})
    absent = api.envelope(match_id)["to_act"][0]

    async def scenario() -> None:
        url = f"{server.ws}/api/v1/matches/{match_id}/stream?token={tokens[absent]}"
        async with connect(url, proxy=None) as seat:
            await seat.recv()
        url = f"{server.ws}/api/v1/matches/{match_id}/stream?token={tokens[1 - absent]}"
        async with connect(url, proxy=None) as other:
            await other.recv()
            await frames_until(other, lambda m: m["type"] == "events" and m["view"]["match"]["status"] == "finished")

    started = time.monotonic()
    asyncio.run(scenario())
    assert time.monotonic() - started >= 0.9  # not before the option's time
    envelope = api.envelope(match_id)
    outcome = {"winners": [1 - absent], "scores": [0, 0], "tiebreaks": [], "reason": "abandoned", "scoring": None}
    assert envelope["outcome"] == outcome
    assert (envelope["seats"][absent]["resigned"], envelope["seats"][absent]["out"]) == (False, "abandoned")
    record = api.call("GET", f"{BASE}/{match_id}/record").json()
    kinds = [e["kind"] for e in record["events"]]
    assert kinds.count("abandoned") == 1 and kinds[-1] == "abandoned" and "abandonment" in kinds
    verdict = api.call("POST", "/api/v1/records/verify", json=record).json()
    assert verdict["legal"] is True, verdict


def test_an_absent_seat_of_three_is_out_and_a_bot_plays_it_on(api: Api) -> None:
    match_id, _ = match(api, 3, {"after": 1, "then": "lose"}, game="pyatiletka")
    envelope = until(lambda: api.envelope(match_id), lambda e: any(s["out"] for s in e["seats"]))
    out = next(s for s in envelope["seats"] if s["out"])
    assert (out["out"], out["resigned"], out["bot"]) == ("abandoned", False, True) and out["bot_level"] in (
        "random",
        "competent",
    )
    assert envelope["status"] == "running" or envelope["outcome"]["reason"] != "abandoned"
    feed = api.call("GET", f"{BASE}/{match_id}/events").json()["events"]
    assert any(e["kind"] == "abandoned" and e["seat"] == out["seat"] for e in feed)


def test_abandonment_is_off_by_default_and_checked(api: Api) -> None:
    match_id, _ = match(api, 2)
    assert api.envelope(match_id)["abandon"] is None
    for bad in ({"after": 0}, {"after": 30, "then": "forfeit"}, {"after": 30, "extra": 1}):
        response = api.call("POST", BASE, json={"game": "pobeda", "seats": 2, "abandon": bad})
        assert response.status_code == 400, response.text


def test_a_malformed_presence_parameter_is_refused(server: ServerProcess, api: Api) -> None:
    match_id, _ = match(api, 2)

    async def scenario() -> tuple[dict[str, Any], int | None]:
        url = f"{server.ws}/api/v1/matches/{match_id}/stream?presence=maybe"
        async with connect(url, proxy=None) as ws:
            message = json.loads(await ws.recv())
            await ws.wait_closed()
            return message, ws.close_code

    message, code = asyncio.run(scenario())
    assert message["type"] == "error" and message["problem"]["code"] == "bad_presence" and code == 1008


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, {"after": 300.0, "then": "bot"}),
        ({"abandon": None}, None),
        ({"abandon": {"after": 60}}, {"after": 60.0, "then": "bot"}),
    ],
)
def test_tournament_matches_take_the_tournaments_abandonment(
    api: Api, given: dict[str, Any], expected: dict[str, Any] | None
) -> None:
    body = {"game": "pobeda", "table_size": 2, "tours": 1, **given}
    created = api.call("POST", "/api/v1/tournaments", json=body).json()
    tournament = f"/api/v1/tournaments/{created['id']}"
    for n in range(2):
        assert api.call("POST", f"{tournament}/players", json={"name": f"игрок {n}"}).status_code == 201
    assert api.call("GET", tournament).json()["abandon"] == expected
    tour = api.call("POST", f"{tournament}/tours", created["organiser_token"]).json()
    match_id = tour["tables"][0]["match"]
    assert api.envelope(match_id)["abandon"] == expected
