"""Player accounts across server processes (issue 37): they survive a restart on both stores,
several instances on one PostgreSQL share them (names, tokens, seats), making accounts has its own
budget per client, and a player token opens a match's stream as the seat its player holds."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

import httpx
import pytest
from websockets.sync.client import connect

from tests.support.server import ServerProcess

CLIENT = "X-Client-Address"  # the header a trusted proxy would set, so one test process is many clients
PLAYERS = "/api/v1/players"


def sign_up(server: ServerProcess, name: str, client: str = "10.1.0.1") -> httpx.Response:
    return httpx.post(f"{server.url}{PLAYERS}", json={"name": name}, headers={CLIENT: client}, timeout=10)


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_accounts_survive_a_restart_and_every_instance_on_one_store_shares_them(
    database_url: str, tmp_path: Path
) -> None:
    settings = {"client_header": CLIENT}
    with ServerProcess(database_url, tmp_path, **settings) as first:
        player = sign_up(first, "Зина").json()
        token = player["token"]["token"]
        match = httpx.post(f"{first.url}/api/v1/matches", json={"game": "pobeda", "seats": 2}).json()
        claimed = httpx.post(
            f"{first.url}/api/v1/matches/{match['id']}/seats", json={"name": "Зина"}, headers=auth(token)
        )
        assert claimed.status_code == 201, claimed.text
    instances = 1 if database_url.startswith("sqlite") else 2  # one process serves an SQLite store
    servers = [ServerProcess(database_url, tmp_path, **settings).start() for _ in range(instances)]
    try:
        for server in servers:
            me = httpx.get(f"{server.url}{PLAYERS}/me", headers=auth(token))
            assert me.status_code == 200 and me.json()["name"] == "Зина", me.text
            mine = httpx.get(f"{server.url}{PLAYERS}/me/matches", headers=auth(token)).json()
            assert [m["id"] for m in mine["matches"]] == [match["id"]]
        other = sign_up(servers[0], "Оля").json()
        refused = sign_up(servers[-1], "ОЛЯ")  # a look-alike, on another instance
        assert refused.status_code == 409 and refused.json()["code"] == "name_taken", refused.text
        issued = httpx.post(
            f"{servers[-1].url}{PLAYERS}/me/tokens", json={"label": "ноутбук"}, headers=auth(other["token"]["token"])
        ).json()
        assert httpx.get(f"{servers[0].url}{PLAYERS}/me", headers=auth(issued["token"])).json()["id"] == other["id"]
    finally:
        for server in servers:
            server.stop()


def test_making_accounts_has_its_own_budget_per_client(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'igroteka.sqlite'}"
    with ServerProcess(url, tmp_path, quota_accounts=2, client_header=CLIENT) as server:
        made = [sign_up(server, f"Игрок {n}", "10.2.0.1").status_code for n in range(3)]
        assert made == [201, 201, 429]
        refused = sign_up(server, "Игрок 9", "10.2.0.1")
        assert refused.json()["code"] == "quota_exceeded" and 1 <= int(refused.headers["retry-after"]) <= 60
        assert sign_up(server, "Игрок 9", "10.2.0.2").status_code == 201, "another client has its own budget"
        seat = httpx.post(f"{server.url}/api/v1/matches", json={"game": "pobeda", "seats": 2}).json()
        claims = httpx.post(
            f"{server.url}/api/v1/matches/{seat['id']}/seats", json={"name": "Гость"}, headers={CLIENT: "10.2.0.1"}
        )
        assert claims.status_code == 201, "seats are budgeted apart from accounts"


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
def test_a_player_token_opens_a_stream_as_the_players_seat(database_url: str, tmp_path: Path) -> None:
    with ServerProcess(database_url, tmp_path) as server:
        token = sign_up(server, "Зритель и игрок").json()["token"]["token"]
        match = httpx.post(f"{server.url}/api/v1/matches", json={"game": "pobeda", "seats": 2}).json()
        seat0 = httpx.post(
            f"{server.url}/api/v1/matches/{match['id']}/seats", json={"name": "Гость", "seat": 0}
        ).json()["token"]
        httpx.post(
            f"{server.url}/api/v1/matches/{match['id']}/seats", json={"name": "Я", "seat": 1}, headers=auth(token)
        )
        stream = f"{server.ws}/api/v1/matches/{match['id']}/stream"
        with connect(stream, subprotocols=["igroteka.v1", f"bearer.{token}"], proxy=None) as ws:  # type: ignore[list-item]
            first = json.loads(ws.recv(timeout=10))
            assert first["type"] == "snapshot" and first["view"]["viewer"] == {"type": "seat", "n": 1}
            if 1 not in first["view"]["match"]["to_act"]:  # the guest moves first: over HTTP with its seat token
                guest = {"Authorization": f"Bearer {seat0}"}
                legal = httpx.get(f"{server.url}/api/v1/matches/{match['id']}/legal-moves", headers=guest).json()
                body = {"move_id": str(uuid.uuid4()), "move": legal["moves"][0]}
                httpx.post(f"{server.url}/api/v1/matches/{match['id']}/moves", json=body, headers=guest)
            legal = httpx.get(f"{server.url}/api/v1/matches/{match['id']}/legal-moves", headers=auth(token)).json()
            move_id = str(uuid.uuid4())
            ws.send(json.dumps({"type": "move", "move_id": move_id, "move": legal["moves"][0]}))
            answers = [json.loads(ws.recv(timeout=10))]
            while answers[-1]["type"] == "events" and len(answers) < 5:  # the guest's move may come first
                answers.append(json.loads(ws.recv(timeout=10)))
        assert answers[-1] == {"type": "ack", "move_id": move_id, "version": answers[-1]["version"]}, answers
        forged = token[:-1] + ("A" if token[-1] != "A" else "B")
        with connect(stream, subprotocols=["igroteka.v1", f"bearer.{forged}"], proxy=None) as ws:  # type: ignore[list-item]
            refused = json.loads(ws.recv(timeout=10))
        assert refused["type"] == "error" and refused["problem"]["code"] == "bad_token"
