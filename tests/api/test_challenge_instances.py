"""Challenges and rematches with two real server processes on one PostgreSQL (issue 38). Each of
30 challenges is accepted on both instances at once while its challenger cancels it: exactly one
step wins, the others hear which, and an accepted challenge has exactly one match, started, with
both players seated. Near the expiry, accepting races the clock: a challenge is accepted (its match
made) or expired, never both. Both seats of a finished match offering a rematch at once, on
different instances, make one offer."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from pathlib import Path
from typing import Any

import psycopg
import pytest

from tests.conftest import fresh_pg_database
from tests.support.client import Api
from tests.support.server import ServerProcess

CHALLENGES = "/api/v1/challenges"


@pytest.fixture
def database(pg_admin_url: str) -> Iterator[str]:
    yield from fresh_pg_database(pg_admin_url)


def ok(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


def made_matches(database: str) -> Counter[str]:
    """How many times each match was created in the store."""
    with psycopg.connect(database) as conn:
        rows = conn.execute("SELECT originator_id FROM igroteka_events WHERE originator_version = 1").fetchall()
    return Counter(str(row[0]) for row in rows)


def race(apis: list[Api], challenge_id: str, tokens: dict[str, str], n: int) -> list[tuple[str, Any]]:
    """The challenged accepts on both instances while the challenger cancels: each step's answer."""
    steps = [
        ("accept", apis[0], "POST", f"{CHALLENGES}/{challenge_id}/accept", tokens["challenged"]),
        ("accept", apis[1], "POST", f"{CHALLENGES}/{challenge_id}/accept", tokens["challenged"]),
        ("cancel", apis[n % 2], "DELETE", f"{CHALLENGES}/{challenge_id}", tokens["challenger"]),
    ]
    with ThreadPoolExecutor(3) as pool:
        answers = list(pool.map(lambda step: step[1].call(step[2], step[3], step[4]), steps))
    return [(step[0], answer) for step, answer in zip(steps, answers, strict=True)]


def test_racing_accepts_and_cancels_on_two_instances_close_each_challenge_once(database: str, tmp_path: Path) -> None:
    with (
        ServerProcess(database, tmp_path, challenge_timeout=4) as a,
        ServerProcess(database, tmp_path, challenge_timeout=4) as b,
    ):
        apis = [Api(a.url), Api(b.url)]
        players = [ok(apis[n].call("POST", "/api/v1/players", json={"name": f"Игрок {n}"}), 201) for n in range(2)]
        tokens = {"challenger": players[0]["token"]["token"], "challenged": players[1]["token"]["token"]}
        body = {"player": players[1]["id"], "game": "den_pobedy", "rated": True}

        accepted: dict[str, str] = {}
        for n in range(30):
            made = ok(apis[n % 2].call("POST", CHALLENGES, tokens["challenger"], json=body), 201)
            answers = race(apis, made["id"], tokens, n)
            won = [(step, answer) for step, answer in answers if answer.status_code in (200, 204)]
            assert len(won) == 1, [(step, answer.text) for step, answer in answers]
            final = ok(apis[(n + 1) % 2].call("GET", f"{CHALLENGES}/{made['id']}", tokens["challenger"]))
            assert final["status"] == {"accept": "accepted", "cancel": "cancelled"}[won[0][0]]
            for _, answer in answers:
                if answer.status_code not in (200, 204):
                    assert answer.status_code == 409 and answer.json()["code"] == f"challenge_{final['status']}"
            if final["status"] == "accepted":
                accepted[made["id"]] = final["match_id"]
                envelope = ok(apis[n % 2].call("GET", f"/api/v1/matches/{final['match_id']}", tokens["challenged"]))
                assert envelope["status"] == "running" and envelope["rated"]
                assert sorted(s["name"] for s in envelope["seats"]) == sorted(p["name"] for p in players)
        assert 0 < len(accepted) < 30, "the accepts and the cancels did not race: one side won every time"

        # accepting races the expiry: accepted with its match, or expired without one (the six
        # challenges are made first and each accepted at its own moment, so their waits overlap)
        near: list[tuple[str, Any]] = []
        racing = [ok(apis[n % 2].call("POST", CHALLENGES, tokens["challenger"], json=body), 201) for n in range(6)]
        for n, made in enumerate(racing):
            expires = datetime.fromisoformat(made["expires_at"]).timestamp()
            time.sleep(max(0.0, expires - time.time() - 0.02 + 0.01 * n))
            near.append(
                (made["id"], apis[(n + 1) % 2].call("POST", f"{CHALLENGES}/{made['id']}/accept", tokens["challenged"]))
            )
        for challenge_id, answer in near:
            final = ok(apis[0].call("GET", f"{CHALLENGES}/{challenge_id}", tokens["challenged"]))
            if answer.status_code == 200:
                assert final["status"] == "accepted" and final["match_id"]
                accepted[challenge_id] = final["match_id"]
            else:
                assert answer.json()["code"] == "challenge_expired" and final["status"] == "expired"
                assert final["match_id"] is None

        made = made_matches(database)
        assert all(made[match_id] == 1 for match_id in accepted.values())
        assert len(made) == len(set(accepted.values()))
        mine = ok(apis[1].call("GET", "/api/v1/players/me/matches", tokens["challenger"], params={"limit": 100}))
        assert {m["id"] for m in mine["matches"]} == set(accepted.values())

        # both seats of a finished match offer a rematch at once: one offer stands
        match_id = next(iter(accepted.values()))
        ok(apis[0].call("POST", f"/api/v1/matches/{match_id}/resign", tokens["challenger"]))
        with ThreadPoolExecutor(2) as pool:
            offers = list(
                pool.map(
                    lambda n: apis[n].call("POST", f"/api/v1/matches/{match_id}/rematch", list(tokens.values())[n]),
                    range(2),
                )
            )
        assert sorted(answer.status_code for answer in offers) == [201, 409], [o.text for o in offers]
        assert [o.json()["code"] for o in offers if o.status_code == 409] == ["rematch_offered"]
        for api in apis:
            api.close()
