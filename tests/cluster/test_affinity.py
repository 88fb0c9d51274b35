"""Match affinity between the workers of one server (``serve --workers 2``, server/affinity.py):
the kernel gives each connection to either worker, yet every stream of a match is served by the
one worker owning the match, and a handed stream plays as any other. The module's tests share one
server (its start, three Pythons, is most of their CPU)."""

from __future__ import annotations

import asyncio
import json
import shutil
import tempfile
import time
import uuid
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg
import pytest
from websockets.asyncio.client import ClientConnection, connect

from igroteka.server.affinity import LOAD, LOADS, PLACED_FOR
from tests.conftest import fresh_pg_database
from tests.support.client import Api
from tests.support.server import ServerProcess

BASE = "/api/v1/matches"
MATCHES = 16  # a match's two seats meet in one worker by chance half the time: 1 in 65,536 for all


@dataclass
class Serving:
    """The module's server of two workers, its workers' slot folder and store; when it last made a
    match (a placement counts on its worker's slot for ``PLACED_FOR`` seconds)."""

    server: ServerProcess
    slots: Path
    database: str
    made: float = 0.0


@pytest.fixture(scope="module")
def serving(pg_admin_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Serving]:
    databases = fresh_pg_database(pg_admin_url)
    database = next(databases)
    slots = Path(tempfile.mkdtemp(prefix="slots-"))  # short: a Unix socket's path has at most 107 bytes
    server = ServerProcess(database, tmp_path_factory.mktemp("affinity"), workers=2, worker_directory=slots)
    try:
        server.start()
        listening(slots)
        yield Serving(server, slots, database)
    finally:
        server.stop()
        shutil.rmtree(slots)
        next(databases, None)


async def receive(ws: ClientConnection) -> dict[str, Any]:
    return json.loads(await asyncio.wait_for(ws.recv(), 10))


async def workers_by_match(database: str, matches: set[str], streams: int) -> dict[str, set[str]]:
    """The instances (here: workers) holding the open streams of each of ``matches``, from the
    presence table, once it shows all ``streams`` (a stream's row is written just after its snapshot
    is sent)."""
    for _ in range(200):
        with psycopg.connect(database) as conn:
            rows = conn.execute("SELECT match_id, instance FROM igroteka_presence WHERE open").fetchall()
        rows = [(str(match_id), instance) for match_id, instance in rows if str(match_id) in matches]
        if len(rows) >= streams:
            break
        await asyncio.sleep(0.05)
    held: dict[str, set[str]] = defaultdict(set)
    for match_id, instance in rows:
        held[match_id].add(instance)
    return held


def listening(slots: Path) -> None:
    """Both workers listen for handed streams from their start, not from their first connection.
    The server answers once one worker is up; under load the other can take many seconds more."""
    deadline = time.monotonic() + 60
    while len(list(slots.glob("*/*.sock"))) < 2:  # the server makes a folder of its own in there
        assert time.monotonic() < deadline, sorted(str(p) for p in slots.rglob("*"))
        time.sleep(0.05)


def idle(serving: Serving) -> None:
    """Until both workers stream no match and none placed lately counts: what the module's earlier
    tests left on the server weighs no placement."""
    [loads] = serving.slots.glob(f"*/{LOADS}")
    deadline = time.monotonic() + 30
    while streamed := [n for (n,) in LOAD.iter_unpack(loads.read_bytes()) if n]:
        assert time.monotonic() < deadline, streamed
        time.sleep(0.05)
    time.sleep(max(0.0, serving.made + PLACED_FOR - time.monotonic()))


def test_the_streams_of_a_match_meet_in_the_worker_owning_it(serving: Serving) -> None:
    server = serving.server
    api = Api(server.url)
    try:
        matches = {}
        for _ in range(MATCHES):
            match_id = api.create("pobeda", 2)["id"]
            serving.made = time.monotonic()
            matches[match_id] = [api.claim(match_id, f"игрок {n}")["token"] for n in range(2)]

        async def scenario() -> None:
            keys = [(match_id, seat) for match_id in matches for seat in (0, 1)]
            opening = [  # at once, as a crowd reconnecting after a restart
                connect(f"{server.ws}{BASE}/{match_id}/stream?token={matches[match_id][seat]}", proxy=None)
                for match_id, seat in keys
            ]
            sockets = dict(zip(keys, await asyncio.gather(*opening), strict=True))
            for ws in sockets.values():
                assert (await receive(ws))["type"] == "snapshot"
            held = await workers_by_match(serving.database, set(matches), len(sockets))
            assert set(held) == set(matches)
            assert all(len(workers) == 1 for workers in held.values()), held
            assert len(set().union(*held.values())) == 2, "both workers own matches"
            for match_id, tokens in matches.items():  # each handed stream plays
                envelope = api.envelope(match_id)
                seat, version = envelope["to_act"][0], envelope["version"] + 1
                move = api.legal(match_id, tokens[seat], "seat")["moves"][0]
                move_id = str(uuid.uuid4())
                await sockets[match_id, seat].send(json.dumps({"type": "move", "move_id": move_id, "move": move}))
                replies = [await receive(sockets[match_id, seat]) for _ in range(2)]
                assert {"type": "ack", "move_id": move_id, "version": version} in replies
                seen = await receive(sockets[match_id, 1 - seat])
                assert seen["type"] == "events" and seen["version"] == version
            for ws in sockets.values():
                await ws.close()

        asyncio.run(scenario())
    finally:
        api.close()


def test_a_new_match_goes_to_the_worker_streaming_fewer(serving: Serving) -> None:
    """Matches created one after another, each watched before the next: the workers' shares never
    differ by more than two (a match a worker placed counts twice for a second: placed, and
    streamed), where with ids at random they would in seven runs of eight."""
    server = serving.server
    api = Api(server.url)
    try:
        idle(serving)

        async def scenario() -> list[int]:
            owners, sockets = [], []
            for _ in range(MATCHES):
                match_id = api.create("pobeda", 2)["id"]
                serving.made = time.monotonic()
                owners.append(uuid.UUID(match_id).int % 2)
                sockets.append(await connect(f"{server.ws}{BASE}/{match_id}/stream", proxy=None))
                assert (await receive(sockets[-1]))["type"] == "snapshot"
            for ws in sockets:
                await ws.close()
            return owners

        owners = asyncio.run(scenario())
        shares = [owners[:n].count(0) - owners[:n].count(1) for n in range(1, MATCHES + 1)]
        assert max(map(abs, shares)) <= 2, owners
    finally:
        api.close()
