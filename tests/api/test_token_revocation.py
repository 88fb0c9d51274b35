"""A player token revoked, rotated away or deleted with its account stops acting at once, on the
streams opened with it too (issue 37): through real server processes and real WebSocket clients,
on both stores, and across instances on one PostgreSQL (a move sent over a stream of another
instance is refused at once, if the revocation's NOTIFY has not closed it first; an idle stream
there is closed when that NOTIFY reaches its instance, with no periodic look)."""

from __future__ import annotations

import contextlib
import json
import uuid
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from tests.support.server import ServerProcess

PLAYERS = "/api/v1/players"


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def seated_player(url: str, name: str) -> tuple[str, str, str, str]:
    """A player seated in a new match of «Победа!» against a guest, and the player to move: the
    match, the player's first token, a second token (id and secret) of theirs."""
    player = httpx.post(f"{url}{PLAYERS}", json={"name": name, "label": "phone"}).json()
    first = player["token"]["token"]
    match = httpx.post(f"{url}/api/v1/matches", json={"game": "pobeda", "seats": 2}).json()["id"]
    guest = httpx.post(f"{url}/api/v1/matches/{match}/seats", json={"name": "Гость", "seat": 0}).json()["token"]
    claimed = httpx.post(f"{url}/api/v1/matches/{match}/seats", json={"name": name, "seat": 1}, headers=auth(first))
    assert claimed.status_code == 201, claimed.text
    if 1 not in httpx.get(f"{url}/api/v1/matches/{match}").json()["to_act"]:  # the guest moves first
        legal = httpx.get(f"{url}/api/v1/matches/{match}/legal-moves", headers=auth(guest)).json()
        body = {"move_id": str(uuid.uuid4()), "move": legal["moves"][0]}
        assert httpx.post(f"{url}/api/v1/matches/{match}/moves", json=body, headers=auth(guest)).status_code == 200
    second = httpx.post(f"{url}{PLAYERS}/me/tokens", json={"label": "tablet"}, headers=auth(first)).json()
    return match, first, second["id"], second["token"]


def opened(streams: ExitStack, url: str, match: str, token: str) -> tuple[ClientConnection, dict[str, Any]]:
    """A stream of the match opened with the token (closed with ``streams``), and its snapshot
    (as the player's seat)."""
    address = f"{url.replace('http', 'ws')}/api/v1/matches/{match}/stream"
    ws = streams.enter_context(connect(address, subprotocols=[f"bearer.{token}"], proxy=None))  # type: ignore[list-item]
    snapshot = json.loads(ws.recv(timeout=10))
    assert snapshot["type"] == "snapshot" and snapshot["view"]["viewer"] == {"type": "seat", "n": 1}, snapshot
    return ws, snapshot


def closed_for_the_token(ws: ClientConnection, within: float) -> None:
    """The stream says its token is gone (an ``error``, ``bad_token``) and closes with 1008."""
    message = json.loads(ws.recv(timeout=within))
    assert message["type"] == "error" and message["problem"]["code"] == "bad_token", message
    with pytest.raises(ConnectionClosed) as closed:
        ws.recv(timeout=within)
    assert closed.value.rcvd is not None and (closed.value.rcvd.code, closed.value.rcvd.reason) == (1008, "bad_token")


def send_move(ws: ClientConnection, snapshot: dict[str, Any]) -> None:
    move = snapshot["choices"]["moves"][0]
    ws.send(json.dumps({"type": "move", "move_id": str(uuid.uuid4()), "move": move}))


def version(url: str, match: str) -> int:
    return int(httpx.get(f"{url}/api/v1/matches/{match}").json()["version"])


def test_revoking_or_rotating_a_token_closes_its_streams_at_once_and_others_stay(
    database_url: str, tmp_path: Path
) -> None:
    with ServerProcess(database_url, tmp_path, token_check=600) as server, ExitStack() as streams:  # the route's look
        match, first, second_id, second = seated_player(server.url, "Отзыв")
        kept, _ = opened(streams, server.url, match, first)
        revoked, _ = opened(streams, server.url, match, second)
        answer = httpx.delete(f"{server.url}{PLAYERS}/me/tokens/{second_id}", headers=auth(first))
        assert answer.status_code == 204, answer.text
        closed_for_the_token(revoked, within=5)
        kept.send(json.dumps({"type": "ping"}))
        assert json.loads(kept.recv(timeout=5)) == {"type": "pong"}, "the other token's stream goes on"
        third = httpx.post(f"{server.url}{PLAYERS}/me/tokens", json={"label": "laptop"}, headers=auth(first)).json()
        rotating, snapshot = opened(streams, server.url, match, third["token"])
        rotated = httpx.post(f"{server.url}{PLAYERS}/me/tokens/{third['id']}/rotate", headers=auth(first))
        assert rotated.status_code == 201, rotated.text
        closed_for_the_token(rotating, within=5)
        reopened, _ = opened(streams, server.url, match, rotated.json()["token"])  # the new token acts at once
        before = version(server.url, match)
        send_move(reopened, snapshot)
        answers = [json.loads(reopened.recv(timeout=10)) for _ in range(2)]
        assert {a["type"] for a in answers} == {"ack", "events"} and version(server.url, match) == before + 1


def test_deleting_the_account_closes_its_streams(database_url: str, tmp_path: Path) -> None:
    with ServerProcess(database_url, tmp_path, token_check=600) as server, ExitStack() as streams:
        match, first, _, second = seated_player(server.url, "Удаляемый")
        ws, _ = opened(streams, server.url, match, second)
        assert httpx.delete(f"{server.url}{PLAYERS}/me", headers=auth(first)).status_code == 204
        closed_for_the_token(ws, within=5)


@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
def test_a_token_revoked_on_another_instance_acts_no_more_and_its_idle_streams_close(
    database_url: str, tmp_path: Path
) -> None:
    revoking = ServerProcess(database_url, tmp_path).start()
    acting = ServerProcess(database_url, tmp_path, token_check=600).start()  # only its per-message check
    idle = ServerProcess(database_url, tmp_path, token_check=600).start()  # told by the NOTIFY
    try:
        with ExitStack() as streams:
            match, first, second_id, second = seated_player(revoking.url, "Инстанс")
            mover, snapshot = opened(streams, acting.url, match, second)
            watcher, _ = opened(streams, idle.url, match, second)
            before = version(revoking.url, match)
            assert (
                httpx.delete(f"{revoking.url}{PLAYERS}/me/tokens/{second_id}", headers=auth(first)).status_code == 204
            )
            with contextlib.suppress(ConnectionClosed):  # the NOTIFY may have closed it before the move
                send_move(mover, snapshot)
            closed_for_the_token(mover, within=5)
            assert version(revoking.url, match) == before, "the move of the revoked token was not played"
            closed_for_the_token(watcher, within=5)
    finally:
        for server in (revoking, acting, idle):
            server.stop()
