"""Takebacks with consent (issue 14) through a real server process on both stores: a seat asks to
take back its last move, every other seat a person plays consents (or declines), a new move or the
requester's cancel withdraws the request, server bots consent by themselves, a move that revealed
something is refused. Every step is an event: in the feed, past views, the record and `verify`."""

from __future__ import annotations

import asyncio
import json
import re
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from random import Random
from typing import Any

import httpx
import msgspec
import pytest
from websockets.asyncio.client import connect

from igroteka.domain.engine import MoveForm, Seat, Spectator, Viewer, concrete, fold
from igroteka.domain.games import GAMES
from tests.api.cli import igroteka
from tests.api.keepalive import Http
from tests.api.test_leaks import Viewers, call, carries, watch
from tests.support.client import Api
from tests.support.server import ServerProcess

BASE = "/api/v1/matches"
SHORT: dict[str, dict[str, Any]] = {
    "pobeda": {},
    "pyatiletka": {"rounds": 1},
    "zavody": {},
    "den_pobedy": {"deck_building": False},
    "ecologic": {"fixed_layout": True},
}
# Moves each game's RULES.md Decision (XX-21.1) says can always be taken back.
OPEN_MOVES = {
    "pyatiletka": {"take_character", "give_plan", "skip_ability", "take_chairman"},
    "zavody": {"rotate_tile", "move_tile", "swap_tiles", "cube_back", "end_optimisation"},
    "den_pobedy": {"end_phase", "block", "support", "pass", "strike"},
    "ecologic": {"transfer", "raise", "open_building", "remove_building", "open_initiative"},
}
GAMES_WITH_TAKEBACKS = sorted(OPEN_MOVES)


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def ok(response: Any, status: int = 200) -> dict[str, Any]:
    assert response.status_code == status, response.text
    return response.json()


def refused(response: Any, status: int, code: str) -> None:
    assert (response.status_code, response.json()["code"]) == (status, code), response.text


def seated(api: Api, game: str, seats: int, bots: list[int] = ()) -> tuple[str, dict[int, str]]:
    """A running match whose other seats people hold; their tokens."""
    created = api.create(game, seats, SHORT[game], bots)
    claims = [api.claim(created["id"], f"игрок {n}") for n in range(seats - len(bots))]
    return created["id"], {c["seat"]: c["token"] for c in claims}


def path(match_id: str, tail: str = "") -> str:
    return f"{BASE}/{match_id}{tail}"


def table(api: Api, match_id: str, token: str | None, version: int | None = None) -> Any:
    params = {} if version is None else {"version": version}
    return ok(api.call("GET", path(match_id, "/view"), token, params=params))["table"]


def open_match(
    api: Api, start: Callable[[], tuple[str, dict[int, str]]], game: str, seed: int = 0
) -> tuple[str, dict[int, str], int]:
    """A match from ``start`` played by random moves of its people's seats until one of them may
    play a move the game's Decision says can always be taken back: the match, its tokens and that
    seat (the move not yet played). A match's deal is its own (a random secret), so one may end
    before such a move comes up: another is started then."""
    rng = Random(seed)
    for _ in range(20):
        match_id, tokens = start()
        seat = play_until_open_move(api, match_id, tokens, game, rng)
        if seat is not None:
            return match_id, tokens, seat
    raise AssertionError(f"{game}: no match of 20 came to a move that can be taken back")


def play_until_open_move(api: Api, match_id: str, tokens: dict[int, str], game: str, rng: Random) -> int | None:
    """The seat that may play a move that can be taken back, after random moves of the people's
    seats; None if the match ended first."""
    for _ in range(2000):
        envelope = api.envelope(match_id)
        if envelope["status"] != "running":
            return None
        people = [s for s in envelope["to_act"] if s in tokens]
        if not people:
            time.sleep(0.02)  # a server bot is to act
            continue
        seat = rng.choice(people)
        legal = api.legal(match_id, tokens[seat], f"seat{seat}")
        if any(m["type"] in OPEN_MOVES[game] for m in legal["moves"]):
            return seat
        ok(api.move(match_id, tokens[seat], random_move(game, legal, rng), f"seat{seat}"))
    raise AssertionError(f"{game}: no move that can be taken back came up in 2000 moves")


def random_move(game: str, legal: dict[str, Any], rng: Random) -> Any:
    """One of the legal moves, or a random member of a listed form (a placement, a deck)."""
    rules = GAMES[game]
    entry = msgspec.convert(rng.choice(legal["moves"] + legal["forms"]), rules.Move | MoveForm)
    return msgspec.to_builtins(concrete(rules, entry, rng))


def play_open_move(api: Api, match_id: str, token: str, game: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """Play a move the game's Decision says can be taken back; the request sent and its answer."""
    moves = api.legal(match_id, token, "seat")["moves"]
    move = next(m for m in moves if m["type"] in OPEN_MOVES[game])
    body = {"move_id": "11111111-2222-4333-8444-555555555555", "move": move}
    return body, ok(api.call("POST", path(match_id, "/moves"), token, json=body))


def items_after(api: Api, match_id: str, after: int, token: str | None = None) -> list[dict[str, Any]]:
    return ok(api.call("GET", path(match_id, "/events"), token, params={"after": after}))["events"]


def verified(api: Api, match_id: str) -> dict[str, Any]:
    record = ok(api.call("GET", path(match_id, "/record")))
    verdict = ok(api.call("POST", "/api/v1/records/verify", json=record))
    assert verdict["legal"] is True, verdict
    return record


def verdict_of(api: Api, record: dict[str, Any]) -> dict[str, Any]:
    return ok(api.call("POST", "/api/v1/records/verify", json=record))


@pytest.mark.parametrize("game", GAMES_WITH_TAKEBACKS)
def test_a_move_is_taken_back_once_the_other_seat_consents(api: Api, game: str) -> None:
    match_id, tokens, seat = open_match(api, lambda: seated(api, game, 2), game)
    other = 1 - seat
    before = api.envelope(match_id)
    tables = {who: table(api, match_id, tokens.get(who)) for who in (seat, other, None)}
    request, moved = play_open_move(api, match_id, tokens[seat], game)
    played = moved["version"]
    after_move = table(api, match_id, None)

    refused(api.call("POST", path(match_id, "/takeback"), tokens[other]), 409, "no_move_to_take_back")
    refused(api.call("POST", path(match_id, "/takeback")), 403, "no_seat")
    refused(api.call("POST", path(match_id, "/takeback/consent"), tokens[other]), 409, "no_takeback")
    envelope = ok(api.call("POST", path(match_id, "/takeback"), tokens[seat]))
    asked = {"seat": seat, "version": played, "consenters": [other], "consents": []}
    assert envelope["version"] == played + 1 and envelope["takeback"] == asked
    refused(api.call("POST", path(match_id, "/takeback"), tokens[seat]), 409, "takeback_pending")
    refused(api.call("POST", path(match_id, "/takeback/consent"), tokens[seat]), 403, "not_consenter")
    refused(api.call("POST", path(match_id, "/takeback/consent")), 403, "no_seat")
    envelope = ok(api.call("POST", path(match_id, "/takeback/consent"), tokens[other]))

    # the request and the consent, then the undo: three new events, nothing deleted
    assert envelope["version"] == played + 3 and envelope["takeback"] is None
    assert seat in envelope["to_act"] and envelope["to_act"] == before["to_act"]
    for who, was in tables.items():
        assert table(api, match_id, tokens.get(who)) == was, f"{game}: the view of {who} is not as before the move"
    items = items_after(api, match_id, played)
    assert [(i["version"], i["kind"], i["body"]) for i in items] == [
        (played + 1, "takeback_requested", {"seat": seat, "version": played, "consenters": [other]}),
        (played + 2, "takeback_consented", {"seat": other, "version": played}),
        (played + 3, "move_taken_back", {"seat": seat, "version": played}),
    ]
    assert any(i["version"] == played and i["kind"] == "fact" for i in items_after(api, match_id, played - 1))

    # past views: the move's state at its version, the request pending until the undo
    assert table(api, match_id, None, played) == after_move
    assert table(api, match_id, None, played + 3) == tables[None]
    past = ok(api.call("GET", path(match_id, "/view"), params={"version": played + 2}))["match"]
    assert past["takeback"] == {**asked, "consents": [other]}
    assert ok(api.call("GET", path(match_id, "/view"), params={"version": played - 1}))["match"]["takeback"] is None

    # a retry of the undone move's move_id answers as the move did and appends nothing
    again = ok(api.call("POST", path(match_id, "/moves"), tokens[seat], json=request))
    assert again["version"] == played and api.envelope(match_id)["version"] == played + 3

    ok(api.call("POST", path(match_id, "/resign"), tokens[other]))
    record = verified(api, match_id)
    kinds = [(e["version"], e["kind"]) for e in record["events"] if e["version"] > played]
    assert kinds[:3] == [
        (played + 1, "takeback_requested"),
        (played + 2, "takeback_consented"),
        (played + 3, "move_taken_back"),
    ]
    requested = record["events"][played]
    assert (requested["takeback"], requested["consenters"], requested["seat"]) == (played, [other], seat)

    tampered = json.loads(json.dumps(record))
    tampered["events"][played]["consenters"] = []
    verdict = verdict_of(api, tampered)
    assert (verdict["legal"], verdict["version"]) == (False, played + 1) and "consent" in verdict["reason"]
    tampered = json.loads(json.dumps(record))
    del tampered["events"][played + 1]  # the consent
    assert verdict_of(api, tampered)["legal"] is False


def test_several_people_consent_and_one_declines(api: Api) -> None:
    match_id, tokens, seat = open_match(api, lambda: seated(api, "pyatiletka", 3), "pyatiletka", seed=1)
    others = sorted(set(tokens) - {seat})
    _, moved = play_open_move(api, match_id, tokens[seat], "pyatiletka")
    after_move = table(api, match_id, None)
    played = moved["version"]
    ok(api.call("POST", path(match_id, "/takeback"), tokens[seat]))
    envelope = ok(api.call("POST", path(match_id, "/takeback/consent"), tokens[others[0]]))
    assert envelope["takeback"] == {"seat": seat, "version": played, "consenters": others, "consents": [others[0]]}
    refused(api.call("POST", path(match_id, "/takeback/consent"), tokens[others[0]]), 409, "already_consented")
    refused(api.call("POST", path(match_id, "/takeback/decline"), tokens[others[0]]), 409, "already_consented")
    envelope = ok(api.call("POST", path(match_id, "/takeback/decline"), tokens[others[1]]))
    assert envelope["takeback"] is None and envelope["version"] == played + 3
    assert table(api, match_id, None) == after_move  # the move stands
    assert [i["kind"] for i in items_after(api, match_id, played)] == [
        "takeback_requested",
        "takeback_consented",
        "takeback_declined",
    ]
    refused(api.call("POST", path(match_id, "/takeback"), tokens[seat]), 409, "takeback_declined")
    refused(api.call("DELETE", path(match_id, "/takeback"), tokens[seat]), 409, "no_takeback")
    ok(api.call("POST", path(match_id, "/autoplay"), tokens[seat], json={}))
    for other in others:
        ok(api.call("POST", path(match_id, "/autoplay"), tokens[other], json={}))
    deadline = time.monotonic() + 60
    while api.envelope(match_id)["status"] != "finished":
        assert time.monotonic() < deadline
        time.sleep(0.1)
    verified(api, match_id)


def test_a_new_move_withdraws_the_request_and_the_requester_may_cancel(api: Api) -> None:
    match_id, tokens, seat = open_match(api, lambda: seated(api, "den_pobedy", 2), "den_pobedy", seed=2)
    other = 1 - seat
    _, moved = play_open_move(api, match_id, tokens[seat], "den_pobedy")
    ok(api.call("POST", path(match_id, "/takeback"), tokens[seat]))
    refused(api.call("DELETE", path(match_id, "/takeback"), tokens[other]), 403, "not_requester")
    envelope = ok(api.call("DELETE", path(match_id, "/takeback"), tokens[seat]))
    assert envelope["takeback"] is None and envelope["version"] == moved["version"] + 2
    assert items_after(api, match_id, moved["version"] + 1)[0]["kind"] == "takeback_cancelled"
    envelope = ok(api.call("POST", path(match_id, "/takeback"), tokens[seat]))  # a cancel does not forbid asking again
    assert envelope["takeback"]["version"] == moved["version"]

    mover = envelope["to_act"][0]
    move = api.legal(match_id, tokens[mover], "mover")["moves"][0]
    ok(api.move(match_id, tokens[mover], move, "mover"))
    envelope = api.envelope(match_id)
    assert envelope["takeback"] is None
    refused(api.call("POST", path(match_id, "/takeback/consent"), tokens[other]), 409, "no_takeback")
    refused(api.call("POST", path(match_id, "/takeback/decline"), tokens[other]), 409, "no_takeback")
    if mover == seat:  # its earlier move is no longer its last one
        assert envelope["version"] == moved["version"] + 4
    ok(api.call("POST", path(match_id, "/resign"), tokens[other]))
    verified(api, match_id)


@pytest.mark.parametrize("game", sorted(SHORT))
def test_a_move_that_revealed_something_cannot_be_taken_back(api: Api, game: str) -> None:
    match_id, tokens = seated(api, game, 2)
    rng = Random(5)
    for _ in range(400):
        envelope = api.envelope(match_id)
        seat = rng.choice(envelope["to_act"])
        moves = api.legal(match_id, tokens[seat], f"seat{seat}")["moves"]
        ok(api.move(match_id, tokens[seat], rng.choice(moves), f"seat{seat}"))
        response = api.call("POST", path(match_id, "/takeback"), tokens[seat])
        if response.status_code == 200:
            ok(api.call("DELETE", path(match_id, "/takeback"), tokens[seat]))
            continue
        if response.json()["code"] == "move_not_reversible":
            break
        refused(response, 409, "no_move_to_take_back")  # a simultaneous move of the other seat followed
    else:
        raise AssertionError(f"{game}: every move could be taken back")
    version = api.envelope(match_id)["version"]
    assert "chance or revealed hidden information" in response.json()["detail"]
    assert api.envelope(match_id)["version"] == version


def test_a_takeback_needs_a_running_match_and_a_seat_its_person_plays(api: Api) -> None:
    created = api.create("pyatiletka", 2, SHORT["pyatiletka"])
    token = api.claim(created["id"], "игрок 0")["token"]
    refused(api.call("POST", path(created["id"], "/takeback"), token), 409, "match_open")
    refused(api.call("POST", path(created["id"], "/takeback"), created["organiser_token"]), 403, "no_seat")
    match_id, tokens = seated(api, "pyatiletka", 2)
    refused(api.call("POST", path(match_id, "/takeback"), tokens[0]), 409, "no_move_to_take_back")
    ok(api.call("POST", path(match_id, "/autoplay"), tokens[0], json={}))
    refused(api.call("POST", path(match_id, "/takeback"), tokens[0]), 409, "autoplay_on")
    ok(api.call("POST", path(match_id, "/resign"), tokens[1]))
    refused(api.call("POST", path(match_id, "/takeback/decline"), tokens[1]), 409, "seat_resigned")


def test_server_bots_consent_by_themselves(api: Api, tmp_path: Path) -> None:
    match_id, tokens, seat = open_match(api, lambda: seated(api, "pyatiletka", 3, bots=[1, 2]), "pyatiletka", seed=3)
    assert list(tokens) == [seat]
    view = table(api, match_id, tokens[seat])
    _, moved = play_open_move(api, match_id, tokens[seat], "pyatiletka")
    envelope = ok(api.call("POST", path(match_id, "/takeback"), tokens[seat]))
    assert envelope["takeback"] is None and envelope["version"] == moved["version"] + 2
    assert [(i["kind"], i["body"]) for i in items_after(api, match_id, moved["version"])] == [
        ("takeback_requested", {"seat": seat, "version": moved["version"], "consenters": []}),
        ("move_taken_back", {"seat": seat, "version": moved["version"]}),
    ]
    assert table(api, match_id, tokens[seat]) == view
    ok(api.call("POST", path(match_id, "/autoplay"), tokens[seat], json={}))
    deadline = time.monotonic() + 60
    while api.envelope(match_id)["status"] != "finished":
        assert time.monotonic() < deadline
        time.sleep(0.1)
    saved = tmp_path / "record.json"
    saved.write_text(json.dumps(verified(api, match_id)), encoding="utf-8")
    run = igroteka("verify", str(saved))
    assert run.returncode == 0 and run.stdout.startswith("legal:"), run.stdout + run.stderr


def test_a_takeback_refunds_no_time_and_runs_the_seat_s_clock_again(api: Api) -> None:
    control = {"kind": "fischer", "seconds": 600, "increment": 0}
    body = {"game": "den_pobedy", "seats": 2, "options": SHORT["den_pobedy"], "time_control": control}

    def timed() -> tuple[str, dict[int, str]]:
        match_id = ok(api.call("POST", BASE, json=body), 201)["id"]
        return match_id, {c["seat"]: c["token"] for c in (api.claim(match_id, f"игрок {n}") for n in range(2))}

    match_id, tokens, seat = open_match(api, timed, "den_pobedy", seed=4)
    play_open_move(api, match_id, tokens[seat], "den_pobedy")
    moved = api.envelope(match_id)["clocks"]
    time.sleep(0.3)
    ok(api.call("POST", path(match_id, "/takeback"), tokens[seat]))
    clocks = ok(api.call("POST", path(match_id, "/takeback/consent"), tokens[1 - seat]))["clocks"]
    assert seat in clocks["running"]
    assert clocks["remaining"][seat] <= moved["remaining"][seat]  # nothing refunded
    if seat not in moved["running"]:  # its clock stood still while the others decided
        assert clocks["remaining"][seat] == moved["remaining"][seat]
    for n in set(moved["running"]) - {seat}:  # who ran meanwhile spent their time
        assert clocks["remaining"][n] < moved["remaining"][n]


async def error_of(socket: Any) -> dict[str, Any]:
    """The problem of the next ``error`` message (``events`` messages before it are passed over)."""
    while True:
        message = json.loads(await asyncio.wait_for(socket.recv(), 10))
        if message["type"] == "error":
            return message["problem"]


def test_takebacks_over_the_websocket(api: Api, server: ServerProcess) -> None:
    match_id, tokens, seat = open_match(api, lambda: seated(api, "den_pobedy", 2), "den_pobedy", seed=6)
    _, moved = play_open_move(api, match_id, tokens[seat], "den_pobedy")
    stream = f"{server.ws}{path(match_id, '/stream')}?after={moved['version']}"

    async def run() -> list[dict[str, Any]]:
        async with (
            connect(f"{stream}&token={tokens[seat]}") as asker,
            connect(f"{stream}&token={tokens[1 - seat]}") as answerer,
            connect(stream) as spectator,
        ):
            await asker.send(json.dumps({"type": "takeback", "action": "undo"}))
            assert (await error_of(asker))["code"] == "invalid_request"
            await answerer.send(json.dumps({"type": "takeback", "action": "consent"}))
            assert (await error_of(answerer))["code"] == "no_takeback"
            items: list[dict[str, Any]] = []

            async def until(kind: str) -> dict[str, Any]:
                """The spectator's messages up to the one bringing an item of ``kind``; the last one."""
                while True:
                    message = json.loads(await asyncio.wait_for(spectator.recv(), 10))
                    if message["type"] == "events":
                        items.extend(message["events"])
                        if any(i["kind"] == kind for i in message["events"]):
                            return message

            await asker.send(json.dumps({"type": "takeback"}))
            asked = await until("takeback_requested")
            assert asked["view"]["match"]["takeback"]["consenters"] == [1 - seat]
            await answerer.send(json.dumps({"type": "takeback", "action": "consent"}))
            assert (await until("move_taken_back"))["view"]["match"]["takeback"] is None
            return items

    items = asyncio.run(run())
    assert [i["kind"] for i in items] == ["takeback_requested", "takeback_consented", "move_taken_back"]
    assert items[-1]["body"] == {"seat": seat, "version": moved["version"]}


def secrets_by_version(game: str, record: dict[str, Any], viewers: dict[str, Viewer]) -> dict[str, dict[int, set[str]]]:
    """Each viewer's secrets at every version, from the auditor's record: a move taken back no
    longer counts from its undo on."""
    rules = GAMES[game]
    out: dict[str, dict[int, set[str]]] = {who: {} for who in viewers}
    facts: dict[int, list[Any]] = {}  # the stored events whose facts count, by version
    state = None
    for event in record["events"]:
        version = event["version"]
        if event.get("facts"):
            facts[version] = [msgspec.convert(f, rules.Fact) for f in event["facts"]]
            state = fold(rules, facts[version], state)
        if event["kind"] == "move_taken_back":
            del facts[event["takeback"]]
            state = fold(rules, [f for v in sorted(facts) for f in facts[v]])
        for who, viewer in viewers.items():
            out[who][version] = rules.secrets(state, viewer) if state is not None else set()
    return out


async def play_with_takebacks(server: ServerProcess, game: str, seed: int) -> tuple[Viewers, dict[str, Any]]:
    """Two seats play at random, asking back most moves and consenting to or declining each
    request, while both seats and a spectator watch on streams and read every route."""
    rng = Random(seed)
    viewers = Viewers(2)
    async with Http(server.url) as http:  # kept alive: some 1,000 requests a match (tests/api/keepalive.py)
        created = (await http.post(BASE, json={"game": game, "seats": 2, "options": SHORT[game]})).json()
        match = path(created["id"])
        claims = [(await http.post(f"{match}/seats", json={"name": f"p{n}"})).json() for n in range(2)]
        tokens = {c["seat"]: c["token"] for c in claims}
        done = asyncio.Event()
        stream = f"{server.ws}{match}/stream"
        watchers = [
            asyncio.create_task(watch(f"{stream}?token={tokens[n]}", viewers, f"seat{n}", done)) for n in (0, 1)
        ]
        watchers.append(asyncio.create_task(watch(stream, viewers, "spectator", done)))
        await viewers.streams_reach(0)  # every stream is open: it sees the whole match
        granted = 0
        for _ in range(150):
            envelope = (await call(http, viewers, "spectator", "GET", match, None)).json()
            seat = rng.choice(envelope["to_act"])
            who, other = f"seat{seat}", 1 - seat
            await call(http, viewers, who, "GET", f"{match}/view", tokens[seat])
            legal = (await call(http, viewers, who, "GET", f"{match}/legal-moves", tokens[seat])).json()
            move = {"move_id": str(uuid.uuid4()), "move": random_move(game, legal, rng)}
            assert (
                await call(http, viewers, who, "POST", f"{match}/moves", tokens[seat], json=move)
            ).status_code == 200
            if (await call(http, viewers, "spectator", "GET", match, None)).json()["status"] != "running":
                break
            asked = await call(http, viewers, who, "POST", f"{match}/takeback", tokens[seat])
            if asked.status_code == 200:
                answer = "consent" if rng.random() < 0.8 else "decline"
                granted += answer == "consent"
                await call(http, viewers, f"seat{other}", "POST", f"{match}/takeback/{answer}", tokens[other])
            await call(
                http, viewers, "spectator", "GET", f"{match}/events", None, params={"after": envelope["version"]}
            )
        else:
            await call(http, viewers, "seat0", "POST", f"{match}/resign", tokens[0])
        assert granted > 3, f"{game}: only {granted} takebacks granted"
        end = (await call(http, viewers, "spectator", "GET", match, None)).json()["version"]
        await viewers.streams_reach(end)  # every stream has sent the end
        done.set()
        await asyncio.gather(*watchers)
        record = (await http.request("GET", f"{match}/record")).json()
    return viewers, record


@pytest.mark.parametrize("game", ["den_pobedy", "pyatiletka"])
def test_no_viewer_learns_anything_hidden_through_takebacks(server: ServerProcess, game: str) -> None:
    viewers, record = asyncio.run(play_with_takebacks(server, game, seed=7))
    who_is: dict[str, Viewer] = {"seat0": Seat(0), "seat1": Seat(1), "spectator": Spectator()}
    secrets = secrets_by_version(game, record, who_is)
    checked = requests = 0
    for who, payloads in viewers.seen.items():
        for version, text in payloads:
            assert record["secret"] not in text
            hidden = secrets[who].get(version, set()) if version is not None else set()
            leaked = sorted(s for s in hidden if carries(text, s))
            assert not leaked, f"{game}: {who} received {leaked[:5]} at version {version}: {text[:300]}"
            for item in re.findall(r'\{"version":\d+,"index":\d+,"kind":"takeback_requested"[^}]*\}[^}]*\}', text):
                assert set(json.loads(item)["body"]) == {"seat", "version", "consenters"}  # never the move
                requests += 1
            checked += 1
    assert checked > 100 and requests > 3
    with httpx.Client(base_url=server.url) as http:
        assert http.post("/api/v1/records/verify", json=record).json()["legal"] is True
