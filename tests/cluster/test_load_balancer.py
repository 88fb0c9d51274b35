"""The deploy/ topology on loopback (deploy/local-cluster.sh: nginx in front of two instances on
one PostgreSQL): a whole match and live WebSockets through the load balancer, and kill -9 of an
instance while a client plays, which loses no acknowledged move and leaves no gap (docs/architecture.md §8, §9)."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from igroteka.domain.matches import MatchService
from igroteka.server.store import store_env
from tests.cluster.support import Follower, LocalCluster, Played, play, seated, settled
from tests.conftest import fresh_pg_database
from tests.support.client import Api
from tests.support.fuzz import EXAMPLES, SEEDS, fuzz


@pytest.fixture
def own_cluster(pg_admin_url: str, tmp_path: Path) -> Iterator[LocalCluster]:
    """A cluster of its own, with the default limits, for a test that kills an instance."""
    urls = fresh_pg_database(pg_admin_url)
    with LocalCluster(next(urls), tmp_path / "cluster" / "state.env") as running:
        yield running
    next(urls, None)


def feed_after(api: Api, match_id: str, token: str | None, after: int, version: int) -> list[int]:
    """The versions of a viewer's feed after ``after``, once the answering instance has ``version``."""
    path = f"/api/v1/matches/{match_id}/events"
    feed = settled(lambda: api.call("GET", path, token, params={"after": after}).json(), version)
    return [e["version"] for e in feed["events"]]


def test_a_whole_match_and_its_websockets_through_the_load_balancer(shared_cluster: LocalCluster) -> None:
    cluster = shared_cluster
    api = Api(cluster.url)
    match_id, tokens = seated(api)
    accepted = 'igroteka_moves_total{result="accepted"}'
    before = [cluster.metric(n, accepted) for n in range(2)]

    async def scenario() -> tuple[Follower, Follower, dict[str, Any]]:
        spectator = await Follower(f"{cluster.ws}/api/v1/matches/{match_id}/stream").open()
        seat = await Follower(f"{cluster.ws}/api/v1/matches/{match_id}/stream?token={tokens[1]}").open()
        await spectator.reached(1)
        await seat.reached(1)
        played = await asyncio.to_thread(play, [cluster.url], match_id, tokens, 5, 2_000)
        assert played.status == "finished"
        envelope = settled(lambda: api.envelope(match_id), max(played.acknowledged.values()))
        await spectator.reached(envelope["version"])
        await seat.reached(envelope["version"])
        for follower in (spectator, seat):
            await follower.close()
        return spectator, seat, envelope

    spectator, seat, envelope = asyncio.run(scenario())
    assert envelope["status"] == "finished"
    for follower, token in ((spectator, None), (seat, tokens[1])):
        start = follower.frames[0][1]["version"]
        assert [i["version"] for i in follower.items()] == feed_after(api, match_id, token, start, envelope["version"])
    assert api.call("GET", f"/api/v1/matches/{match_id}/record").status_code == 200
    served = [cluster.metric(n, accepted) - before[n] for n in range(2)]
    assert all(count > 0 for count in served), f"nginx spread the moves over both instances: {served}"
    api.close()


def test_kill_9_of_an_instance_during_play_loses_no_acknowledged_move_and_leaves_no_gap(
    own_cluster: LocalCluster,
) -> None:
    cluster = own_cluster
    api = Api(cluster.url)
    match_id, tokens = seated(api)

    async def scenario() -> tuple[list[int], int, Played]:
        stream = f"{cluster.ws}/api/v1/matches/{match_id}/stream?token={tokens[0]}"
        first = await Follower(stream).open()
        await first.reached(1)
        start = first.frames[0][1]["version"]
        holder = next(n for n in range(2) if cluster.metric(n, "igroteka_websockets_open") == 1)
        player = asyncio.create_task(asyncio.to_thread(play, [cluster.url], match_id, tokens, 3, 40, 0.02))
        await first.reached(start + 10)
        cluster.kill(holder)  # the instance this client's stream goes through, while it plays
        await asyncio.wait_for(first.closed.wait(), 10)
        resumed = await Follower(f"{stream}&after={first.version}").open()
        played = await asyncio.wait_for(player, 60)
        await resumed.reached(max(played.acknowledged.values()))
        await resumed.close()
        return [i["version"] for i in first.items() + resumed.items()], start, played

    versions, start, played = asyncio.run(scenario())
    acknowledged = played.acknowledged
    final = max(acknowledged.values())
    print(
        f"\nkill -9 during play: {len(acknowledged)} moves acknowledged, {played.refused} refused, up to version {final}"
    )
    assert len(acknowledged) >= 20
    assert versions == feed_after(api, match_id, tokens[0], start, final), (
        "no gap, no duplicate across the reconnection"
    )
    api.close()
    service = MatchService(store_env(cluster.database_url))
    try:
        stored = service.get(uuid.UUID(match_id)).moves
        assert all(stored[m].version == v for m, v in acknowledged.items()), "every acknowledged move is stored"
    finally:
        service.close()


def test_schemathesis_against_the_cluster_finds_no_server_error(shared_cluster: LocalCluster, tmp_path: Path) -> None:
    """Fuzzing through nginx, which spreads the requests over both instances on one PostgreSQL:
    what one instance wrote is read, changed or refused by the other, and no answer is a 5xx or
    off the schema, nor does an instance log a traceback. These are `make test`'s random cases on
    PostgreSQL (its own server runs the coverage and stateful phases, tests/api/test_openapi.py):
    as many an operation as SQLite's server gets, with a seed of their own (tests/support/fuzz.py).
    No coverage phase: its boundary values go to PostgreSQL's server as sent, with no proxy
    between (`make fuzz` sends every phase to both stores)."""
    logs = sorted(Path(shared_cluster.state["RUN_DIR"]).glob("app-*.log"))
    assert len(logs) == len(shared_cluster.instances), logs
    before = {log: log.stat().st_size for log in logs}
    run = fuzz(shared_cluster.url, tmp_path, EXAMPLES, seed=SEEDS["cluster"], phases="examples,fuzzing,stateful")
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    written = "".join(log.read_bytes()[before[log] :].decode(errors="replace") for log in logs)
    assert "Traceback" not in written, written[-4000:]
    assert "test cases:" in run.stdout.lower() and " passed" in run.stdout
