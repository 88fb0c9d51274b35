"""A seat's frames carry its choices (issue 41), through a real server process and real WebSocket
clients: its legal moves and forms, the same as GET legal-moves at that version, and whether a
takeback request would be granted now, which the server then agrees with; nobody else's frames
carry them. Seats play by these frames alone, moving over the socket with an ack: a retried
``move_id`` is acknowledged again with the same version, and a refused move gets the REST codes."""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import Iterator
from random import Random
from typing import Any

import httpx
import msgspec
import pytest
from websockets.asyncio.client import ClientConnection, connect

from igroteka.domain.engine import MoveForm, concrete
from igroteka.domain.games import GAMES
from tests.support.client import Api
from tests.support.server import ServerProcess

BASE = "/api/v1/matches"
SHORT: dict[str, dict[str, Any]] = {
    "pobeda": {},
    "pyatiletka": {"rounds": 1},
    "zavody": {},
    "den_pobedy": {"deck_size": 20},
    "ecologic": {"fixed_layout": True},
}
MOVES = 40  # moves a game is followed for


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


class Stream:
    """One viewer's socket and the newest stream message it has read."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.last: dict[str, Any] = {}
        self.replies: list[dict[str, Any]] = []  # acks and errors

    async def until(self, version: int) -> dict[str, Any]:
        """Read until a frame brings the viewer to ``version``; that frame."""
        while self.last.get("version", -1) < version:
            message = json.loads(await asyncio.wait_for(self.ws.recv(), 20))
            if message["type"] in ("snapshot", "events"):
                self.last = message
            elif message["type"] in ("ack", "error"):
                self.replies.append(message)
        return self.last

    async def reply(self) -> dict[str, Any]:
        """The next ack or error (frames read on the way are kept)."""
        while not self.replies:
            message = json.loads(await asyncio.wait_for(self.ws.recv(), 20))
            if message["type"] in ("snapshot", "events"):
                self.last = message
            else:
                self.replies.append(message)
        return self.replies.pop(0)


def stream_url(server: ServerProcess, match_id: str) -> str:
    return f"{server.ws}{BASE}/{match_id}/stream"


async def opened(server: ServerProcess, match_id: str, token: str | None) -> Stream:
    protocols = ["igroteka.v1", *([f"bearer.{token}"] if token else [])]
    return Stream(await connect(stream_url(server, match_id), proxy=None, subprotocols=protocols, max_size=None))


def seated(api: Api, game: str, seats: int = 2) -> tuple[str, dict[int, str]]:
    created = api.create(game, seats, SHORT[game])
    claims = [api.claim(created["id"], f"p{n}") for n in range(seats)]
    return created["id"], {c["seat"]: c["token"] for c in claims}


async def follow(server: ServerProcess, game: str, match_id: str, tokens: dict[int, str], seed: int) -> int:
    """Play by the frames' choices alone, checking each against the server; the takebacks checked."""
    rules, rng = GAMES[game], Random(seed)
    seats = {n: await opened(server, match_id, token) for n, token in tokens.items()}
    spectator = await opened(server, match_id, None)
    checked = 0
    async with httpx.AsyncClient(base_url=server.url, timeout=30) as http:

        async def rest(method: str, path: str, seat: int) -> httpx.Response:
            return await http.request(
                method, f"{BASE}/{match_id}{path}", headers={"Authorization": f"Bearer {tokens[seat]}"}
            )

        version = (await http.get(f"{BASE}/{match_id}")).json()["version"]
        for _ in range(MOVES):
            watched = await spectator.until(version)
            assert "choices" not in watched, "a spectator's frame carries a seat's choices"
            envelope = watched["view"]["match"]
            if envelope["status"] != "running":
                break
            for n, s in seats.items():
                frame = await s.until(version)
                legal = (await rest("GET", "/legal-moves", n)).json()
                assert legal["version"] == frame["version"] == version
                choices = frame["choices"]
                assert (choices["moves"], choices["forms"]) == (legal["moves"], legal["forms"]), f"seat {n}"
                if n not in envelope["to_act"]:
                    assert choices["moves"] == [] and choices["forms"] == []
                asked = await rest("POST", "/takeback", n)
                assert (asked.status_code == 200) == choices["takeback"], (n, asked.text, choices["takeback"])
                if asked.status_code == 200:
                    assert (await rest("DELETE", "/takeback", n)).status_code == 200
                    version += 2
                    for s in [*seats.values(), spectator]:
                        await s.until(version)
                checked += 1
            seat = rng.choice(envelope["to_act"])
            choices = seats[seat].last["choices"]
            picked = rng.choice(choices["moves"] + choices["forms"])
            move = msgspec.to_builtins(concrete(rules, msgspec.convert(picked, rules.Move | MoveForm), rng))
            move_id = str(uuid.uuid4())
            await seats[seat].ws.send(json.dumps({"type": "move", "move_id": move_id, "move": move}))
            ack = await seats[seat].reply()
            assert ack == {"type": "ack", "move_id": move_id, "version": ack["version"]}, ack
            version = ack["version"]
    for s in [*seats.values(), spectator]:
        await s.ws.close()
    return checked


@pytest.mark.parametrize("game", sorted(SHORT))
def test_a_seats_frames_carry_its_own_choices_and_the_server_agrees(api: Api, server: ServerProcess, game: str) -> None:
    # a match's deal comes from its own secret: a short one (a «Пятилетка» round can end after 6
    # moves) is followed by another until the seats' frames were checked 20 times
    checked = 0
    for seed in range(3, 8):
        match_id, tokens = seated(api, game)
        checked += asyncio.run(follow(server, game, match_id, tokens, seed=seed))
        if checked >= 2 * 10:
            break
    assert checked >= 2 * 10


def test_a_move_over_the_socket_is_acknowledged_once_and_refused_as_rest_refuses(
    api: Api, server: ServerProcess
) -> None:
    match_id, tokens = seated(api, "pobeda")

    async def scenario() -> None:
        first = (await opened(server, match_id, tokens[0])), (await opened(server, match_id, tokens[1]))
        snapshots = [await s.until(0) for s in first]
        version = snapshots[0]["version"]
        seat = snapshots[0]["view"]["match"]["to_act"][0]
        mover, other = first[seat], first[1 - seat]
        move = mover.last["choices"]["moves"][0]
        message = {"type": "move", "move_id": str(uuid.uuid4()), "move": move, "expected_version": version}
        await mover.ws.send(json.dumps(message))
        ack = await mover.reply()
        assert ack["type"] == "ack" and ack["version"] == version + 1
        await mover.ws.send(json.dumps(message))  # a retry after a lost ack: the same result, nothing appended
        assert await mover.reply() == ack
        assert api.envelope(match_id)["version"] == version + 1
        stale = {
            **message,
            "move_id": str(uuid.uuid4()),
            "move": (await other.until(version + 1))["choices"]["moves"][0],
        }
        await other.ws.send(json.dumps(stale))
        error = await other.reply()
        body = {k: v for k, v in stale.items() if k != "type"}
        rest = api.call("POST", f"{BASE}/{match_id}/moves", tokens[1 - seat], json=body)
        assert error["type"] == "error" and error["move_id"] == stale["move_id"]
        assert error["problem"]["code"] == rest.json()["code"] == "version_conflict"
        assert error["problem"]["status"] == rest.status_code == 409
        await mover.ws.send(json.dumps({**message, "move_id": str(uuid.uuid4())}))  # not its turn now
        error = await mover.reply()
        assert error["problem"]["code"] == "version_conflict" and error["problem"]["status"] == 409
        assert api.envelope(match_id)["version"] == version + 1
        for s in first:
            await s.ws.close()

    asyncio.run(scenario())
