"""Views at past versions through a real server process, before and after a restart (issue 13): the
restarted process loads the match from its snapshots and folds past states from checkpoints, and
every answer is the one the first process gave."""

from __future__ import annotations

import time
from pathlib import Path
from random import Random

from tests.support.client import Api
from tests.support.server import ServerProcess


def test_views_at_past_versions_are_the_same_after_a_restart(database_url: str, tmp_path: Path) -> None:
    rng = Random(13)
    with ServerProcess(database_url, tmp_path) as server:
        api = Api(server.url)
        created = api.call("POST", "/api/v1/matches", json={"game": "den_pobedy", "seats": 2, "bots": [0, 1]})
        match_id = created.json()["id"]
        deadline = time.monotonic() + 120
        while api.call("GET", f"/api/v1/matches/{match_id}").json()["status"] != "finished":
            assert time.monotonic() < deadline, "the bots did not finish the match"
            time.sleep(0.2)
        last = api.call("GET", f"/api/v1/matches/{match_id}").json()["version"]
        assert last > 100  # at least one snapshot was due
        asked = [(v, audit) for v in {1, last, *rng.sample(range(1, last + 1), 40)} for audit in (False, True)]
        before = {key: view(api, match_id, *key) for key in asked}
        api.close()
    with ServerProcess(database_url, tmp_path) as restarted:
        api = Api(restarted.url)
        rng.shuffle(asked)  # another order: other checkpoints are folded first
        after = {key: view(api, match_id, *key) for key in asked}
        api.close()
    assert after == before
    for (version, audit), answer in after.items():
        assert answer["version"] == version and answer["viewer"]["type"] == ("auditor" if audit else "spectator")


def view(api: Api, match_id: str, version: int, audit: bool) -> dict:
    params = {"version": version, **({"audit": "true"} if audit else {})}
    response = api.call("GET", f"/api/v1/matches/{match_id}/view", params=params)
    assert response.status_code == 200, response.text
    return response.json()
