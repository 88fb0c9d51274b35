"""The outbox's bounds, through a real server process: what was delivered (or given up) is deleted
once older than ``notice_retention`` (notices, deliveries, the delivery log), what is still being
delivered is kept; and the notices' derivation keeps at most ``notice_matches`` matches folded in
memory, however many it must fold (read from ``/metrics``)."""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest

from tests.api.test_notices_api import API, FAST, auth, hook, http, match_of_two, move_once, player_stream, sign_up
from tests.support.server import METRICS_AUTH, ServerProcess
from tests.support.webhooks import Receiver

RETENTION = 3.0  # seconds; the sweeper looks every quarter of it


@pytest.fixture
def receivers() -> Iterator[tuple[Receiver, Receiver]]:
    ok, failing = Receiver(), Receiver()
    failing.status = 500
    yield ok, failing
    ok.close()
    failing.close()


def rows(database_url: str, sql: str) -> list[tuple[Any, ...]]:
    """The rows of a query on the server's store, read beside it."""
    if database_url.startswith("sqlite:///"):
        with contextlib.closing(sqlite3.connect(database_url.removeprefix("sqlite:///"))) as conn:
            return conn.execute(sql).fetchall()
    with psycopg.connect(database_url) as conn:
        return conn.execute(sql).fetchall()


def wait_for(check: Any, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


def test_what_was_delivered_is_deleted_after_the_retention_and_what_is_being_delivered_is_kept(
    database_url: str, tmp_path: Path, receivers: tuple[Receiver, Receiver]
) -> None:
    """The first player's webhook takes every notice, the second's answers 500 (retried, never
    disabled here). Once the retention has passed, the first's notices, deliveries and log lines
    are gone, and its stream resumed from 0 has nothing; the second's notices and deliveries stay,
    and only their log lines older than the retention go."""
    ok, failing = receivers
    settings = {
        **FAST,
        "webhook_private_targets": "true",
        "webhook_disable_after": 10_000,
        "notice_retention": RETENTION,
    }
    with ServerProcess(database_url, tmp_path, **settings) as server:
        first, first_token = sign_up(server, "Kept")
        second, second_token = sign_up(server, "Swept")
        first_hook = hook(server, first_token, ok)
        hook(server, second_token, failing)
        match, seats = match_of_two(server, first_token, second_token)
        mine = next(seat for seat, token in seats.items() if token == first_token)
        while len(ok.got) < 2 or len(failing.got) < 2:
            move_once(server, match, seats)
            time.sleep(0.2)
        if http().get(f"{server.url}{API}/matches/{match}").json()["to_act"] == [mine]:
            move_once(server, match, seats)  # the newest notice is the second's, never delivered
        envelope = http().get(f"{server.url}{API}/matches/{match}").json()
        last = f"your_turn:{match}:{envelope['version']}:{envelope['to_act'][0]}"
        # the notices are derived in order: once the last move's is, every one of the first's is,
        # and each of those is delivered before the count (one may still be on its way)
        wait_for(lambda: rows(database_url, f"SELECT COUNT(*) FROM igroteka_notices WHERE key = '{last}'") == [(1,)])
        firsts = f"SELECT key FROM igroteka_notices WHERE player = '{first}' AND kind = 'your_turn'"
        wait_for(lambda: {key for (key,) in rows(database_url, firsts)} <= {key for key, _ in ok.got})
        log_url = f"{server.url}{API}/players/me/webhooks/{first_hook}/deliveries"
        assert http().get(log_url, headers=auth(first_token)).json() != []  # delivered, not yet old
        delivered, quiet = len(ok.got), time.time()
        swept = (  # every attempt made before `quiet`, the first's deliveries and notices
            "SELECT (SELECT COUNT(*) FROM igroteka_delivery_log WHERE at < {quiet})"
            " + (SELECT COUNT(*) FROM igroteka_deliveries WHERE status <> 'pending')"
            " + (SELECT COUNT(*) FROM igroteka_notices WHERE player = '{first}')"
        )
        wait_for(lambda: rows(database_url, swept.format(quiet=quiet, first=first)) == [(0,)])
        assert len(ok.got) == delivered
        assert http().get(log_url, headers=auth(first_token)).json() == []
        assert resumed(server, first_token) == []
        kept = rows(database_url, f"SELECT COUNT(*) FROM igroteka_notices WHERE player = '{second}'")[0][0]
        pending = rows(database_url, "SELECT COUNT(*) FROM igroteka_deliveries WHERE status = 'pending'")[0][0]
        assert kept >= 2 and pending == kept
        again = resumed(server, second_token)
        assert len(again) == kept and {m["notice"]["player"] for m in again} == {second}


def resumed(server: ServerProcess, token: str) -> list[dict[str, Any]]:
    """The notices a player stream opened with ``after=0`` sends before ``ready``."""
    notices: list[dict[str, Any]] = []
    with player_stream(server, token, "?after=0") as socket:
        while (message := json.loads(socket.recv(timeout=10)))["type"] != "ready":
            notices.append(message)
    return notices


def test_the_notices_derivation_keeps_at_most_notice_matches_matches_in_memory(tmp_path: Path) -> None:
    """Ten quick-play matches, each made and started in one commit (so the match service kept no
    standing of the events before its start, and the derivation folds them itself): once the
    derivation has told every player of their match, it has folded every one, and keeps three."""
    settings = {**FAST, "notice_matches": 3}
    database_url = f"sqlite:///{tmp_path / 'igroteka.sqlite'}"
    with ServerProcess(database_url, tmp_path, **settings) as server:
        for n in range(10):
            for name in (f"Quick{n}", f"Play{n}"):
                _, token = sign_up(server, name)
                asked = http().post(
                    f"{server.url}{API}/seeks", json={"game": "pobeda", "seats": 2}, headers=auth(token)
                )
                assert asked.status_code == 201, asked.text
        paired = "SELECT COUNT(DISTINCT body) FROM igroteka_notices WHERE kind = 'paired'"
        wait_for(lambda: rows(database_url, paired) == [(20,)])
        assert kept(server) == 3.0


def kept(server: ServerProcess) -> float:
    """The matches the derivation keeps folded, as /metrics says."""
    text = http().get(f"{server.url}/metrics", headers=METRICS_AUTH, timeout=5).text
    (line,) = [line for line in text.splitlines() if line.startswith("igroteka_outbox_matches ")]
    return float(line.split()[1])
