"""Concurrent moves on one match through two instances never fork it: each version is won by
exactly one move, the losers get 409 with the current version (or lose the turn), and the
finished match replays and verifies (docs/architecture.md §5, §8)."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import uuid
from pathlib import Path
from random import Random
from typing import Any

import httpx

from tests.cluster.support import ROOT, Instance, play, seated, settled, stored_versions
from tests.support.client import Api

ROUNDS, PER_INSTANCE, MAX_MOVES = 25, 4, 2_000


async def hammer(urls: list[str], match_id: str, tokens: dict[int, str], rng: Random) -> dict[str, Any]:
    """Rounds of concurrent moves by the seat to act, half through each instance, half of them
    pinned to the version they saw; what each answered."""
    accepted: dict[str, tuple[int, list[int]]] = {}
    conflicts, refusals, rounds = 0, 0, 0
    clients = [httpx.AsyncClient(base_url=url, timeout=30) for url in urls]
    try:
        for _ in range(ROUNDS):
            envelope = (await clients[0].get(f"/api/v1/matches/{match_id}")).json()
            if envelope["status"] != "running":
                break
            seat = envelope["to_act"][0]
            auth = {"Authorization": f"Bearer {tokens[seat]}"}
            legal = (await clients[1].get(f"/api/v1/matches/{match_id}/legal-moves", headers=auth)).json()
            requests = []
            for n in range(PER_INSTANCE * len(clients)):
                body: dict[str, Any] = {"move_id": str(uuid.uuid4()), "move": rng.choice(legal["moves"])}
                if n % 4 < 2:
                    body["expected_version"] = legal["version"]
                client = clients[n % len(clients)]
                requests.append((body, client.post(f"/api/v1/matches/{match_id}/moves", json=body, headers=auth)))
            responses = await asyncio.gather(*(r for _, r in requests))
            rounds += 1
            pinned_wins = 0
            for (body, _), response in zip(requests, responses, strict=True):
                answer = response.json()
                if response.status_code == 200:
                    accepted[body["move_id"]] = (answer["version"], [e["version"] for e in answer["events"]])
                    pinned_wins += "expected_version" in body
                elif response.status_code == 409:
                    conflicts += 1
                    assert answer["code"] in ("version_conflict", "match_finished"), answer
                    assert isinstance(answer["version"], int) and answer["version"] > legal["version"], answer
                else:
                    assert response.status_code == 422, response.text
                    refusals += 1
            assert pinned_wins <= 1, "two moves pinned to one version were both accepted"
    finally:
        for client in clients:
            await client.aclose()
    return {"accepted": accepted, "conflicts": conflicts, "refusals": refusals, "rounds": rounds}


def test_concurrent_moves_through_two_instances_never_fork_a_match(
    pair: tuple[Instance, Instance], cluster_db: str, tmp_path: Path
) -> None:
    apis = [Api(server.url) for server in pair]
    rng = Random(7)
    match_id, tokens = seated(apis[0])
    result = asyncio.run(hammer([server.url for server in pair], match_id, tokens, rng))
    accepted = result["accepted"]
    print(
        f"\n{result['rounds']} rounds × {PER_INSTANCE * 2} concurrent moves: {len(accepted)} accepted,"
        f" {result['conflicts']} answered 409, {result['refusals']} refused"
    )
    assert result["rounds"] >= 10 and result["conflicts"] > 0
    assert all(set(events) <= {version} for version, events in accepted.values()), "a move is one version"
    versions = [version for version, _ in accepted.values()]
    assert len(versions) == len(set(versions)), "two accepted moves share a version: the match forked"

    played = play([server.url for server in pair], match_id, tokens, seed=7, moves=MAX_MOVES)
    assert played.status == "finished"
    last = max(played.acknowledged.values(), default=0)
    envelopes = [settled(lambda api=api: api.envelope(match_id), last) for api in apis]
    assert envelopes[0] == envelopes[1] and envelopes[0]["status"] == "finished"
    final = envelopes[0]["version"]
    assert stored_versions(cluster_db, match_id) == list(range(1, envelopes[0]["version"] + 1))
    for version in (final // 3, 2 * final // 3, final):  # both instances replay the same history
        path = f"/api/v1/matches/{match_id}/view"
        views = [api.call("GET", path, params={"version": version, "audit": "true"}).json() for api in apis]
        assert views[0] == views[1] and views[0]["version"] == version

    records = [api.call("GET", f"/api/v1/matches/{match_id}/record") for api in apis]
    assert records[0].status_code == 200 and records[0].json() == records[1].json()
    moves = {e["move_id"]: e["version"] for e in records[0].json()["events"] if e["kind"] == "move"}
    for move_id, (version, _) in accepted.items():  # each stored where it was acknowledged
        assert moves[move_id] == version
    path = tmp_path / "record.json"
    path.write_bytes(records[0].content)
    verified = subprocess.run(
        [sys.executable, "-m", "igroteka.server.cli", "verify", str(path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert verified.returncode == 0, verified.stdout + verified.stderr
    assert verified.stdout.startswith("legal:")
    for api in apis:
        api.close()
