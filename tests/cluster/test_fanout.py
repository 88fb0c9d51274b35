"""Cross-instance fan-out: a commit through one instance reaches WebSockets and read models on
another through PostgreSQL LISTEN/NOTIFY, and a dead LISTEN connection heals (docs/architecture.md §8)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import statistics
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import psycopg

from igroteka.server.accounts import TOKENS_GONE
from igroteka.server.presence import CHANNEL as PRESENCE
from tests.cluster.support import Follower, Instance, next_move, seated, settled
from tests.support.client import Api

Pair = tuple[Instance, Instance]


async def move_and_time(
    client: httpx.AsyncClient, match_id: str, token: str, move: dict[str, Any]
) -> tuple[int, float, float]:
    """Post a move; its version, when it was sent and when it was acknowledged."""
    sent = time.perf_counter()
    response = await client.post(
        f"/api/v1/matches/{match_id}/moves",
        json={"move_id": str(uuid.uuid4()), "move": move},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert response.status_code == 200, response.text
    return response.json()["version"], sent, time.perf_counter()


def ms(values: list[float]) -> str:
    return f"median {statistics.median(values) * 1000:.1f} ms, max {max(values) * 1000:.1f} ms"


def test_a_move_through_instance_a_reaches_a_websocket_on_instance_b_at_once(pair: Pair) -> None:
    """From A's acknowledgement to the frame on B (negative: the frame came first), and from
    the request to that frame, per move."""
    a, b = pair
    api = Api(a.url)
    match_id, tokens = seated(api)

    async def scenario() -> tuple[list[float], list[float]]:
        follower = await Follower(f"{b.ws}/api/v1/matches/{match_id}/stream?token={tokens[0]}").open()
        await follower.reached(1)
        after_ack, end_to_end = [], []
        async with httpx.AsyncClient(base_url=a.url, timeout=10) as client:
            for _ in range(20):
                seat, move = next_move(api, match_id, tokens)
                version, sent, acknowledged = await move_and_time(client, match_id, tokens[seat], move)
                arrived = await follower.reached(version, timeout=5)
                after_ack.append(arrived - acknowledged)
                end_to_end.append(arrived - sent)
        positions = [(i["version"], i["index"]) for i in follower.items()]
        assert positions == sorted(set(positions)), "no duplicate and no reordering"
        await follower.close()
        return after_ack, end_to_end

    after_ack, end_to_end = asyncio.run(scenario())
    api.close()
    print(f"\ncross-instance: B's frame after A's ack {ms(after_ack)}; request to B's frame {ms(end_to_end)}")
    # LISTEN/NOTIFY, not the log follower's 250 ms polling, carries the notice.
    assert statistics.median(after_ack) < 0.15, after_ack
    assert max(after_ack) < 1.0, after_ack


def commit_listeners(database_url: str) -> list[tuple[int, int, str]]:
    """The PostgreSQL backends of the instances' LISTEN connections for commits, each with its
    client's port and its application name (each listener names itself by its channel: the events
    table's, or presence's and revoked tokens', which are left out)."""
    with psycopg.connect(database_url, autocommit=True) as conn:
        return conn.execute(
            "SELECT pid, client_port, application_name FROM pg_stat_activity WHERE datname = current_database()"
            " AND application_name LIKE 'igroteka listen %%' AND application_name <> ALL(%s)",
            ([f"igroteka listen {channel}" for channel in (PRESENCE, TOKENS_GONE)],),
        ).fetchall()


def events_channel(database_url: str) -> str:
    """The channel the instances' inserts notify on (their listeners name themselves by it)."""
    names = {name for _, _, name in commit_listeners(database_url)}
    assert len(names) == 1, names
    return names.pop().removeprefix("igroteka listen ")


def test_a_move_wakes_the_other_instance_only_while_it_streams_the_match(pair: Pair, cluster_db: str) -> None:
    """A move of a match no other instance streams sends no NOTIFY (their read models learn of it
    when their log followers poll); while a spectator watches it on B, each move through A does,
    and reaches B's spectator at once."""
    a, b = pair
    api = Api(a.url)
    match_id, tokens = seated(api)
    channel = events_channel(cluster_db)

    async def scenario() -> tuple[list[int], list[int], list[float]]:
        with psycopg.connect(cluster_db, autocommit=True, application_name="a probe") as probe:
            probe.execute(f'LISTEN "{channel}"')

            def heard(wait: float) -> int:
                return len(list(probe.notifies(timeout=wait, stop_after=1)))

            async def moves(count: int, client: httpx.AsyncClient) -> tuple[list[int], list[tuple[int, float]]]:
                woken, acknowledged = [], []
                for _ in range(count):
                    seat, move = next_move(api, match_id, tokens)
                    version, _, at = await move_and_time(client, match_id, tokens[seat], move)
                    woken.append(await asyncio.to_thread(heard, 0.3))
                    acknowledged.append((version, at))
                return woken, acknowledged

            async with httpx.AsyncClient(base_url=a.url, timeout=10) as client:
                await asyncio.to_thread(heard, 0.3)  # the claims' notifications
                unwatched, _ = await moves(3, client)
                spectator = await Follower(f"{b.ws}/api/v1/matches/{match_id}/stream").open()
                await spectator.reached(api.envelope(match_id)["version"])
                await asyncio.sleep(0.5)  # A reads B's presence row on its NOTIFY
                watched, acknowledged = await moves(5, client)
                delays = [await spectator.reached(version, timeout=5) - at for version, at in acknowledged]
                await spectator.close()
        return unwatched, watched, delays

    unwatched, watched, delays = asyncio.run(scenario())
    api.close()
    assert unwatched == [0, 0, 0]
    assert watched == [1] * 5
    assert statistics.median(delays) < 0.15, delays


def local_ports(pid: int) -> set[int]:
    """The local TCP ports of a process's sockets (from /proc: its fds, then the socket table)."""
    inodes = set()
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        with contextlib.suppress(OSError):
            target = os.readlink(fd)
            if target.startswith("socket:["):
                inodes.add(target[8:-1])
    ports = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            fields = line.split()
            if fields[9] in inodes:
                ports.add(int(fields[1].rsplit(":", 1)[1], 16))
    return ports


def listen_backends(database_url: str, server: Instance) -> list[int]:
    """The PostgreSQL backends of ``server``'s LISTEN connection for commits."""
    ports = local_ports(server.pid)
    return [pid for pid, port, _ in commit_listeners(database_url) if port in ports]


def eventually_one_listener(database_url: str, server: Instance, other_than: int = 0, seconds: float = 10) -> int:
    deadline = time.monotonic() + seconds
    while True:
        backends = [pid for pid in listen_backends(database_url, server) if pid != other_than]
        if len(backends) == 1:
            return backends[0]
        assert time.monotonic() < deadline, f"no LISTEN connection of {server.url} in {seconds} s: {backends}"
        time.sleep(0.05)


async def unavailable(server: Instance, match_id: str, seconds: float) -> int:
    """How many store reads (the record of a running match: 409 once the store answered) the
    server refused with 503 over ``seconds``."""
    refused = 0
    deadline = time.monotonic() + seconds
    async with httpx.AsyncClient(base_url=server.url, timeout=5) as client:
        while time.monotonic() < deadline:
            response = await client.get(f"/api/v1/matches/{match_id}/record")
            assert response.status_code in (409, 503), response.text
            refused += response.status_code == 503
            await asyncio.sleep(0.02)
    return refused


def test_a_terminated_listen_connection_is_re_established_and_the_gap_filled(pair: Pair, cluster_db: str) -> None:
    a, b = pair

    async def scenario() -> list[float]:
        api = Api(a.url)
        match_id, tokens = seated(api)
        follower = await Follower(f"{b.ws}/api/v1/matches/{match_id}/stream?token={tokens[0]}").open()
        await follower.reached(1)
        async with httpx.AsyncClient(base_url=a.url, timeout=10) as client:
            for attempt in range(3):  # the commit lands at different moments of B's reconnection
                old = eventually_one_listener(cluster_db, b)
                with psycopg.connect(cluster_db, autocommit=True) as conn:
                    assert conn.execute("SELECT pg_terminate_backend(%s)", (old,)).fetchone() == (True,)
                refusals = asyncio.create_task(unavailable(b, match_id, seconds=1.2))
                await asyncio.sleep(0.2 * attempt)
                seat, move = next_move(api, match_id, tokens)
                version, _, _ = await move_and_time(client, match_id, tokens[seat], move)
                await follower.reached(version, timeout=5)  # the move made while B was deaf
                assert await refusals == 0, "losing its LISTEN connection made B refuse store reads"
                eventually_one_listener(cluster_db, b, other_than=old)
            delays = []
            for _ in range(5):  # and LISTEN again carries the notices, not polling
                seat, move = next_move(api, match_id, tokens)
                version, _, acknowledged = await move_and_time(client, match_id, tokens[seat], move)
                delays.append(await follower.reached(version, timeout=5) - acknowledged)
        positions = [(i["version"], i["index"]) for i in follower.items()]
        assert positions == sorted(set(positions))
        start = follower.frames[0][1]["version"]  # the snapshot's
        feed = api.call("GET", f"/api/v1/matches/{match_id}/events", tokens[0], params={"after": start}).json()
        assert positions == [(i["version"], i["index"]) for i in feed["events"]], "the stream has no gap"
        await follower.close()
        api.close()
        return delays

    delays = asyncio.run(scenario())
    print(f"\nafter LISTEN re-established: B's frame after A's ack {ms(delays)}")
    assert statistics.median(delays) < 0.15, delays


def lobby_rows(api: Api, ids: set[str]) -> dict[str, tuple[str, int, list[int], list[str | None]]]:
    rows = api.call("GET", "/api/v1/matches", params={"limit": 500}).json()
    return {r["id"]: (r["status"], r["version"], r["free_seats"], r["names"]) for r in rows if r["id"] in ids}


def test_the_lobby_read_model_converges_on_both_instances(pair: Pair) -> None:
    apis = [Api(pair[0].url), Api(pair[1].url)]
    expected: dict[str, tuple[str, int]] = {}  # what the commands answered: status and version
    for n in range(9):  # created on one instance, seats claimed and moves made on the other
        here, there = apis[n % 2], apis[1 - n % 2]
        created = here.create("pobeda", 3 if n % 3 == 0 else 2)
        match_id = created["id"]
        expected[match_id] = ("open", created["version"])
        claims = [there.claim(match_id, f"guest{n}")] if n % 3 >= 1 else []
        if n % 3 == 2:  # full: it starts, and both instances play a move
            claims.append(here.claim(match_id, f"host{n}"))
            tokens = {c["seat"]: c["token"] for c in claims}
            for api in (there, here):
                settled(lambda api=api, m=match_id: api.envelope(m), claims[-1]["version"])
                seat, move = next_move(api, match_id, tokens)
                response = api.move(match_id, tokens[seat], move, "seat")
                assert response.status_code == 200, response.text
                claims.append({"version": response.json()["version"]})
        if claims:
            expected[match_id] = ("running" if n % 3 == 2 else "open", claims[-1]["version"])
    started = time.monotonic()
    while True:
        seen = [lobby_rows(api, set(expected)) for api in apis]
        if seen[0] == seen[1] and {k: v[:2] for k, v in seen[0].items()} == expected:
            break
        assert time.monotonic() - started < 10, f"the lobbies did not converge in 10 s: {seen} vs {expected}"
        time.sleep(0.01)
    print(f"\nlobbies converged {(time.monotonic() - started) * 1000:.0f} ms after the last command")
    assert all(r[2] == [] for r in seen[0].values() if r[0] == "running")
    for api in apis:
        api.close()
