"""Invitations to a seat through a real server process on both stores (issue 38): the organiser or
a seated person makes a code for a free seat; a guest (by name) or a player (by token) takes that
seat with it, once; a revoked or expired code takes nothing; the code is stored hashed and never
shown by the lobby, a view, a feed or the match's list of invitations; its creator is told."""

from __future__ import annotations

import hashlib
import itertools
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest

from tests.support.client import Api
from tests.support.server import ServerProcess

USE = "/api/v1/invitations/use"
COUNTER = itertools.count()


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def problem(answer: Any, status: int, code: str) -> None:
    assert answer.status_code == status and answer.json()["code"] == code, answer.text


def invite(api: Api, match_id: str, token: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
    answer = api.call("POST", f"/api/v1/matches/{match_id}/invitations", token, json=body or {})
    assert answer.status_code == 201, answer.text
    return answer.json()


def stored(server: ServerProcess, sql: str, *params: Any) -> list[tuple[Any, ...]]:
    url = server.env["IGROTEKA_DATABASE_URL"]
    if url.startswith("sqlite:///"):
        with sqlite3.connect(Path(url.removeprefix("sqlite:///"))) as conn:
            return conn.execute(sql.format(p="?"), params).fetchall()
    with psycopg.connect(url) as conn:
        return conn.execute(sql.format(p="%s"), params).fetchall()  # type: ignore[arg-type]


def test_a_guest_takes_the_invited_seat_once_and_the_code_is_shown_nowhere_else(
    api: Api, server: ServerProcess
) -> None:
    made = api.create("zavody", 3)
    host = api.claim(made["id"], "Хозяйка", seat=0)
    invitation = invite(api, made["id"], host["token"], {"seat": 2})
    code = invitation["code"]
    assert invitation["seat"] == 2 and code.startswith("igi_") and len(code) >= 4 + 43  # 256 bits

    used = api.call("POST", USE, json={"code": code, "name": "Гостья"})
    assert used.status_code == 200, used.text
    assert used.json()["seat"] == 2 and used.json()["match_id"] == made["id"]
    envelope = api.envelope(made["id"], used.json()["token"])
    assert envelope["seats"][2]["name"] == "Гостья"
    problem(api.call("POST", USE, json={"code": code, "name": "Другая"}), 409, "invitation_used")

    listed = api.call("GET", f"/api/v1/matches/{made['id']}/invitations", made["organiser_token"]).json()
    assert [(i["id"], i["status"]) for i in listed] == [(invitation["id"], "used")]
    shown = [
        api.call("GET", "/api/v1/matches", params={"game": "zavody"}).text,
        api.call("GET", f"/api/v1/matches/{made['id']}/view", host["token"]).text,
        api.call("GET", f"/api/v1/matches/{made['id']}/events", host["token"]).text,
        str(listed),
    ]
    assert not any(code in text or code[4:] in text for text in shown)
    rows = stored(server, "SELECT code_hash FROM igroteka_invitations WHERE id = {p}", invitation["id"])
    assert rows == [(hashlib.sha256(code.encode()).hexdigest(),)]
    events = stored(
        server, "SELECT kind, player, seat FROM igroteka_offer_events WHERE subject = {p}", invitation["id"]
    )
    assert events == [("invitation_used", None, 0)]


def test_a_player_takes_an_invited_seat_with_their_token_and_the_inviting_player_is_told(
    api: Api, server: ServerProcess
) -> None:
    host = api.call("POST", "/api/v1/players", json={"name": f"Хозяин {next(COUNTER)}"}).json()
    guest = api.call("POST", "/api/v1/players", json={"name": f"Гость {next(COUNTER)}"}).json()
    made = api.create("pobeda", 2)
    seated = api.call("POST", f"/api/v1/matches/{made['id']}/seats", host["token"]["token"], json={"name": "x"})
    assert seated.status_code == 201, seated.text
    invitation = invite(api, made["id"], host["token"]["token"])
    used = api.call("POST", USE, guest["token"]["token"], json={"code": invitation["code"]})
    assert used.status_code == 200, used.text
    envelope = api.envelope(made["id"], guest["token"]["token"])
    assert envelope["status"] == "running" and envelope["seats"][used.json()["seat"]]["name"] == guest["name"]
    mine = api.call("GET", "/api/v1/players/me/matches", guest["token"]["token"]).json()["matches"]
    assert [m["id"] for m in mine] == [made["id"]]
    events = stored(server, "SELECT kind, player FROM igroteka_offer_events WHERE subject = {p}", invitation["id"])
    assert events == [("invitation_used", host["id"])]


def test_a_revoked_invitation_takes_nothing_and_a_refused_name_leaves_it_open(api: Api) -> None:
    made = api.create("pyatiletka", 3)
    host = api.claim(made["id"], "Маша", seat=0)
    revoked = invite(api, made["id"], made["organiser_token"])
    kept = invite(api, made["id"], host["token"])
    path = f"/api/v1/matches/{made['id']}/invitations/{revoked['id']}"
    problem(api.call("DELETE", path), 401, "token_required")
    assert api.call("DELETE", path, host["token"]).status_code == 204
    problem(api.call("DELETE", path, host["token"]), 409, "invitation_revoked")
    problem(api.call("POST", USE, json={"code": revoked["code"], "name": "Петя"}), 409, "invitation_revoked")
    problem(api.call("POST", USE, json={"code": kept["code"], "name": "маша"}), 409, "name_taken")
    assert api.call("POST", USE, json={"code": kept["code"], "name": "Петя"}).status_code == 200
    problem(api.call("POST", USE, json={"code": "igi_" + "A" * 43, "name": "Петя"}), 404, "invitation_not_found")
    problem(api.call("POST", USE, json={"code": kept["code"]}), 422, "name_required")


def test_only_the_organiser_or_a_seated_person_invites_and_only_to_a_free_seat(api: Api) -> None:
    made = api.create("pobeda", 2)
    host = api.claim(made["id"], "Оля", seat=0)
    base = f"/api/v1/matches/{made['id']}/invitations"
    problem(api.call("POST", base, json={}), 401, "token_required")
    problem(api.call("POST", base, "wrong", json={}), 401, "bad_token")
    problem(api.call("POST", base, host["token"], json={"seat": 0}), 409, "seat_taken")
    problem(api.call("POST", base, host["token"], json={"seat": 5}), 422, "bad_seat")
    outsider = api.call("POST", "/api/v1/players", json={"name": f"Чужой {next(COUNTER)}"}).json()
    problem(api.call("POST", base, outsider["token"]["token"], json={}), 403, "no_seat")
    api.claim(made["id"], "Коля")
    problem(api.call("POST", base, host["token"], json={}), 409, "match_full")


def test_an_invitation_expires(tmp_path: Path) -> None:
    with ServerProcess(f"sqlite:///{tmp_path / 'igroteka.sqlite'}", tmp_path, invitation_timeout=0.5) as server:
        api = Api(server.url)
        made = api.create("pobeda", 2)
        invitation = invite(api, made["id"], made["organiser_token"])
        time.sleep(0.6)
        problem(api.call("POST", USE, json={"code": invitation["code"], "name": "Поздний"}), 409, "invitation_expired")
        listed = api.call("GET", f"/api/v1/matches/{made['id']}/invitations", made["organiser_token"]).json()
        assert [i["status"] for i in listed] == ["expired"]
        api.close()
