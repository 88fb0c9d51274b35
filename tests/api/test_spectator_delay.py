"""Delayed spectators through a real server process on both stores (issue 14).

A spectator of a match with a delay sees it at its released version on every channel — the
envelope, the view now and at past versions, the feed, legal moves, the lobby, the stream (fresh,
resumed and live), the record and the audit, and the versions in problem bodies — never anything
stored after it, while its seats and its organiser see it live. Each channel is checked on its own,
so ignoring the delay on any one of them fails a test.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from random import Random
from typing import Any

import msgspec
import pytest
from websockets.sync.client import ClientConnection, connect

from igroteka.domain.engine import MoveForm
from tests.api.test_lifecycle import SHORT
from tests.support.client import Api
from tests.support.server import ServerProcess

BASE = "/api/v1/matches"


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def ok(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


class Delayed:
    """A running two-seat match (of «Победа!» unless named) with a spectators' delay, played by the
    test, which knows which version spectators may see at each moment."""

    def __init__(
        self, api: Api, server: ServerProcess, delay: dict[str, Any], game: str = "pobeda", options: Any = None
    ) -> None:
        self.api, self.server, self.delay, self.game = api, server, delay, game
        body = {"game": game, "seats": 2, "spectator_delay": delay, "options": options or {}}
        created = ok(api.call("POST", BASE, json=body), 201)
        self.id, self.organiser = created["id"], created["organiser_token"]
        claims = [api.claim(self.id, f"игрок {n}") for n in range(2)]
        self.tokens = {c["seat"]: c["token"] for c in claims}
        self.started = claims[-1]["version"]  # the last claim starts the match
        self.moves: list[int] = []  # the versions the test's moves were stored at
        self.path = f"{BASE}/{self.id}"

    @property
    def live(self) -> int:
        return ok(self.api.call("GET", self.path, self.tokens[0]))["version"]

    def play(self) -> int:
        """One move of a seat to act (a listed move, else a member of a listed form); its version."""
        seat = ok(self.api.call("GET", self.path, self.organiser))["to_act"][0]
        legal = self.api.legal(self.id, self.tokens[seat], f"seat{seat}")
        forms = [msgspec.convert(form, MoveForm).sample(Random(len(self.moves))) for form in legal["forms"]]
        move = (legal["moves"] + forms)[0]
        version = ok(self.api.move(self.id, self.tokens[seat], move, f"seat{seat}"))["version"]
        self.moves.append(version)
        return version

    def held(self) -> int:
        """The version a moves delay releases: the last ``moves`` moves (and all after the first
        of them) are held back, until the end: then everything is released."""
        held = self.delay.get("moves", 0)
        over = ok(self.api.call("GET", self.path, self.organiser))["status"] != "running"
        if not held or not self.moves or over:
            return self.live
        return self.moves[max(len(self.moves) - held, 0)] - 1

    def stream(self, **query: Any) -> ClientConnection:
        params = "&".join(f"{k}={v}" for k, v in query.items())
        url = f"{self.server.ws}{self.path}/stream" + (f"?{params}" if params else "")
        return connect(url, proxy=None)


def frames(ws: ClientConnection, wait: float = 0.3) -> list[dict[str, Any]]:
    """Every message the stream has sent within ``wait`` seconds of quiet."""
    return quiet([ws], wait)[0]


def quiet(streams: list[ClientConnection], wait: float = 0.3) -> list[list[dict[str, Any]]]:
    """Every message each stream has sent until none of them has sent one for ``wait`` seconds:
    each stream is watched for at least ``wait`` seconds after its own last message, as ``frames``
    watches one, and the streams' quiet periods are waited out together rather than one by one (the
    streams are looked at every 10 ms; a message is timed from when it is seen, never earlier)."""
    out: list[list[dict[str, Any]]] = [[] for _ in streams]
    deadline = time.monotonic() + wait
    while True:
        for messages, ws in zip(out, streams, strict=True):
            while True:
                try:
                    messages.append(json.loads(ws.recv(timeout=0)))
                except TimeoutError:
                    break
                deadline = time.monotonic() + wait
        left = deadline - time.monotonic()
        if left <= 0:
            return out
        time.sleep(min(left, 0.01))


def frames_until(ws: ClientConnection, version: int, wait: float = 10) -> list[dict[str, Any]]:
    """The stream's messages up to the first that shows ``version`` (or all within ``wait`` seconds
    of quiet, if none does): for a viewer who sees live, whom no quiet period need prove held back."""
    out: list[dict[str, Any]] = []
    while newest(out) < version:
        try:
            out.append(json.loads(ws.recv(timeout=wait)))
        except TimeoutError:
            break
    return out


def newest(messages: list[dict[str, Any]]) -> int:
    """The newest version a list of stream messages shows, in their versions and their items."""
    versions = [m["version"] for m in messages if "version" in m]
    versions += [i["version"] for m in messages for i in m.get("events", [])]
    return max(versions, default=0)


def spectator_sees(match: Delayed, also: Sequence[ClientConnection] = ()) -> dict[str, int]:
    """The newest version each spectator channel shows now, and checks that each agrees with the
    organiser's view of that version. The streams ``also`` are read until the same quiet as the
    channel's own fresh streams; what they sent is under "also 0", "also 1"…"""
    api, path = match.api, match.path
    envelope = ok(api.call("GET", path))
    shown = ok(api.call("GET", f"{path}/view"))
    released = shown["version"]
    organiser = ok(api.call("GET", f"{path}/view", match.organiser, params={"version": released}))
    assert shown["table"] == organiser["table"]
    for key in ("version", "status", "to_act", "outcome"):
        assert envelope[key] == shown["match"][key] == organiser["match"][key], key
    events = ok(api.call("GET", f"{path}/events"))
    legal = ok(api.call("GET", f"{path}/legal-moves"))
    rows = ok(api.call("GET", BASE, params={"game": match.game, "limit": 500}))
    row = next(r for r in rows if r["id"] == match.id)
    with match.stream() as fresh, match.stream(after=0) as resumed:
        snapshot, caught_up, *others = quiet([fresh, resumed, *also])
    return {
        "envelope": envelope["version"],
        "view": shown["match"]["version"],
        "events": max([events["version"], *(i["version"] for i in events["events"])]),
        "legal-moves": legal["version"],
        "lobby": row["version"],
        "stream": newest(snapshot),
        "stream resumed": newest(caught_up),
        **{f"also {n}": newest(messages) for n, messages in enumerate(others)},
    }


def check_held_back(match: Delayed, released: int, watching: ClientConnection | None = None) -> dict[str, int]:
    """No spectator channel shows anything after ``released``; past versions after it do not exist
    for a spectator, and problem bodies name no newer version. A spectator's stream the test keeps
    open (``watching``) is read too, under "watching": the newest version it has sent since last read."""
    api, path = match.api, match.path
    live = match.live
    with contextlib.ExitStack() as streams:
        also = [] if watching is None else [watching]
        if live > released:
            also.append(streams.enter_context(match.stream(after=released)))  # resumed after it
        seen = spectator_sees(match, also)
    if watching is not None:
        seen["watching"] = seen.pop("also 0")
    assert all(v <= released for v in seen.values()), (released, live, seen)
    assert seen["envelope"] == released, seen
    if live > released:
        newer = api.call("GET", f"{path}/view", params={"version": released + 1})
        assert newer.status_code == 404 and f"to {live}" not in newer.text, newer.text
        assert ok(api.call("GET", f"{path}/events", params={"after": released}))["events"] == []
        full = api.call("POST", f"{path}/seats", json={"name": "зритель"})
        assert full.status_code == 409 and full.json()["version"] <= released, full.text
        with match.stream(after=released, token=match.organiser) as organiser:  # live frames come first
            assert newest(frames_until(organiser, live)) == live
    audit = api.call("GET", f"{path}/view", params={"audit": "true"})
    ended = ok(api.call("GET", path))["status"] != "running"  # and so released: the audit is open
    assert audit.status_code == (200 if ended else 403), audit.text
    return seen


def seats_and_organiser_see_live(match: Delayed) -> None:
    api, path = match.api, match.path
    live = ok(api.call("GET", path, match.tokens[0]))["version"]
    for token in (match.organiser, match.tokens[1]):
        assert ok(api.call("GET", path, token))["version"] == live
        assert ok(api.call("GET", f"{path}/view", token))["version"] == live
        assert ok(api.call("GET", f"{path}/events", token))["version"] == live
    assert ok(api.call("GET", f"{path}/legal-moves", match.tokens[0]))["version"] == live


def test_a_moves_delay_holds_back_the_last_moves_on_every_channel(api: Api, server: ServerProcess) -> None:
    match = Delayed(api, server, {"moves": 2})
    assert ok(api.call("GET", match.path))["spectator_delay"] == {"moves": 2, "seconds": 0.0}
    with match.stream() as watching:
        for _ in range(5):
            check_held_back(match, match.held(), watching)  # the watching stream sends nothing newer
            seats_and_organiser_see_live(match)
            match.play()
        released = match.held()
        assert released == match.moves[-2] - 1 < match.live
        seen = check_held_back(match, released, watching)
        assert seen["watching"] == released  # pushed on the commit that released it
        refused = api.call("GET", f"{match.path}/record")
        assert refused.status_code == 409 and refused.json()["code"] == "match_not_finished"
        ok(api.call("POST", f"{match.path}/resign", match.tokens[0]))
        end = match.live
        assert newest(frames(watching)) == end  # the end is stored: nothing is left to hide
    assert spectator_sees(match)["envelope"] == end
    assert ok(api.call("GET", match.path))["status"] == "finished"
    record = ok(api.call("GET", f"{match.path}/record"))
    assert [e["kind"] for e in record["events"][:2]] == ["created", "spectator_delay"]
    assert record["events"][1]["delay"] == {"moves": 2, "seconds": 0.0}
    assert ok(api.call("POST", "/api/v1/records/verify", json=record))["legal"] is True
    ok(api.call("GET", f"{match.path}/view", params={"audit": "true"}))


@pytest.mark.parametrize("game", sorted(SHORT))
def test_no_channel_shows_a_spectator_what_the_delay_holds_back_in_any_game(
    api: Api, server: ServerProcess, game: str
) -> None:
    """Hidden moves and simultaneous phases too: every spectator channel stops at the version
    two moves back, while the seats see every version."""
    match = Delayed(api, server, {"moves": 2}, game, SHORT[game])
    for _ in range(6):
        if ok(api.call("GET", match.path, match.organiser))["status"] != "running":
            break
        match.play()
        check_held_back(match, match.held())
        seats_and_organiser_see_live(match)
    assert len(match.moves) >= 3


def test_a_seconds_delay_releases_events_as_they_come_of_age(api: Api, server: ServerProcess) -> None:
    seconds = 4.0
    match = Delayed(api, server, {"seconds": seconds})
    with match.stream() as watching:
        assert newest(frames(watching)) == match.started
        first = match.play()
        stored = time.monotonic()
        check_held_back(match, match.started)
        ok(api.call("POST", f"{match.path}/resign", match.tokens[0]))  # a lifecycle step right after it
        assert ok(api.call("GET", match.path))["status"] == "running"
        assert api.call("GET", f"{match.path}/record").status_code == 409
        message = json.loads(watching.recv(timeout=seconds + 15))  # no commit follows: a timer pushes it
        assert time.monotonic() - stored >= seconds - 0.2, "released before its time"
        assert newest([message]) >= first
        while newest([message]) < match.live:
            message = json.loads(watching.recv(timeout=15))
        assert message["view"]["match"]["status"] == "finished"
    deadline = time.monotonic() + 10
    while ok(api.call("GET", match.path))["status"] != "finished":
        assert time.monotonic() < deadline
        time.sleep(0.1)
    check_released = spectator_sees(match)
    assert set(check_released.values()) <= {match.live}, check_released
    ok(api.call("GET", f"{match.path}/record"))


def test_a_spectator_sees_the_clocks_and_seats_of_the_released_version(api: Api, server: ServerProcess) -> None:
    body = {
        "game": "pobeda",
        "seats": 2,
        "spectator_delay": {"moves": 1},
        "time_control": {"kind": "fischer", "seconds": 600, "increment": 5},
    }
    created = ok(api.call("POST", BASE, json=body), 201)
    match_id = created["id"]
    tokens = {c["seat"]: c["token"] for c in (api.claim(match_id, f"p{n}") for n in range(2))}
    path = f"{BASE}/{match_id}"
    released = ok(api.call("GET", path))
    seat = released["to_act"][0]
    move = api.legal(match_id, tokens[seat], "seat")["moves"][0]
    ok(api.move(match_id, tokens[seat], move, "seat"))
    # the seat that moved hands itself to a bot, which plays once the other seat has moved
    ok(api.call("POST", f"{path}/autoplay", tokens[seat], json={"level": "random"}))
    shown = ok(api.call("GET", path))
    assert shown["clocks"] == released["clocks"] and shown["seats"] == released["seats"]
    live = ok(api.call("GET", path, created["organiser_token"]))
    assert live["clocks"]["since"] != released["clocks"]["since"]
    assert live["seats"][seat]["autoplay"] is True


@pytest.mark.parametrize(
    "delay", [{"moves": -1}, {"moves": 51}, {"seconds": -1}, {"seconds": 3601}, {"turns": 2}, {"moves": "2"}]
)
def test_a_delay_out_of_bounds_is_refused(api: Api, delay: dict[str, Any]) -> None:
    response = api.call("POST", BASE, json={"game": "pobeda", "seats": 2, "spectator_delay": delay})
    assert response.status_code == 400 and response.json()["code"] == "invalid_request", response.text
    response = api.call(
        "POST", "/api/v1/tournaments", json={"game": "pobeda", "table_size": 2, "spectator_delay": delay}
    )
    assert response.status_code == 400, response.text


def test_a_casual_match_has_no_delay(api: Api) -> None:
    created = api.create("pobeda", 2)
    assert ok(api.call("GET", f"{BASE}/{created['id']}"))["spectator_delay"] is None


@pytest.mark.parametrize(("delay", "expected"), [(None, {"moves": 2, "seconds": 0.0}), ({"moves": 0}, None)])
def test_tournament_matches_delay_spectators_by_default(
    api: Api, delay: dict[str, Any] | None, expected: dict[str, Any] | None
) -> None:
    body: dict[str, Any] = {"game": "pobeda", "table_size": 2, "tours": 1}
    if delay is not None:
        body["spectator_delay"] = delay
    created = ok(api.call("POST", "/api/v1/tournaments", json=body), 201)
    tournament, organiser = created["id"], created["organiser_token"]
    players = f"/api/v1/tournaments/{tournament}/players"
    tokens = [ok(api.call("POST", players, json={"name": f"p{n}"}), 201)["token"] for n in range(2)]
    table = ok(api.call("POST", f"/api/v1/tournaments/{tournament}/tours", organiser), 201)["tables"][0]
    match_id = table["match"]
    seat_tokens = {p["seat"]: tokens[p["player"]] for p in table["players"]}
    announced = ok(api.call("GET", f"/api/v1/tournaments/{tournament}"))["spectator_delay"]
    assert announced == (expected or {"moves": 0, "seconds": 0.0})  # as the organiser set it
    path = f"{BASE}/{match_id}"
    assert ok(api.call("GET", path))["spectator_delay"] == expected
    for _ in range(3):
        seat = ok(api.call("GET", path, organiser))["to_act"][0]
        move = api.legal(match_id, seat_tokens[seat], "seat")["moves"][0]
        ok(api.move(match_id, seat_tokens[seat], move, "seat"))
    live = ok(api.call("GET", path, organiser))["version"]
    assert ok(api.call("GET", path, seat_tokens[0]))["version"] == live
    shown = ok(api.call("GET", path))["version"]
    assert shown == (live if expected is None else live - 2)


def test_two_instances_release_the_same_versions(api: Api, server: ServerProcess, tmp_path: Path) -> None:
    """On PostgreSQL a second instance derives the released version from the same stored events
    and times as the first (the match is played through the first)."""
    url = server.env["IGROTEKA_DATABASE_URL"]
    if not url.startswith("postgresql"):
        pytest.skip("several instances share a PostgreSQL store")
    with ServerProcess(url, tmp_path) as other:
        there = Api(other.url)
        match = Delayed(api, server, {"moves": 1, "seconds": 3})
        for _ in range(3):
            match.play()
        here_shown, there_shown = ok(api.call("GET", match.path)), ok(there.call("GET", match.path))
        assert here_shown["version"] == there_shown["version"] <= match.held()
        expected = match.moves[-1] - 1  # once the time holds nothing back; the last move still is
        deadline = time.monotonic() + 15
        while ok(api.call("GET", match.path))["version"] < expected:
            assert time.monotonic() < deadline, "the seconds delay never released the moves before the last"
            time.sleep(0.1)
        assert ok(api.call("GET", match.path))["version"] == ok(there.call("GET", match.path))["version"] == expected
        with connect(f"{other.ws}{match.path}/stream", proxy=None) as watching:
            assert newest(frames(watching)) == expected
        there.close()


def test_a_seconds_delayed_tournament_shows_a_table_ended_once_its_spectators_see_it(api: Api) -> None:
    body = {"game": "pobeda", "table_size": 2, "tours": 1, "spectator_delay": {"seconds": 3}}
    created = ok(api.call("POST", "/api/v1/tournaments", json=body), 201)
    base, organiser = f"/api/v1/tournaments/{created['id']}", created["organiser_token"]
    tokens = [ok(api.call("POST", f"{base}/players", json={"name": f"p{n}"}), 201)["token"] for n in range(2)]
    match_id = ok(api.call("POST", f"{base}/tours", organiser), 201)["tables"][0]["match"]
    ok(api.call("POST", f"{BASE}/{match_id}/resign", tokens[0]))
    ended = time.monotonic()

    def shown() -> tuple[str, int]:
        table = ok(api.call("GET", f"{base}/tours/1"))["tables"][0]
        return table["status"], sum(r["wins"] for r in ok(api.call("GET", f"{base}/standings"))["rows"])

    assert shown() == ("running", 0)
    while shown() != ("finished", 1):
        assert time.monotonic() - ended < 15, shown()
        time.sleep(0.2)
    assert time.monotonic() - ended >= 2.8, "shown before the delay"
