"""The database URL: libpq's URI, its ``host`` and ``port`` parameters included, so a server on the
machine of its PostgreSQL reaches it through the Unix socket (``?host=/var/run/postgresql``)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from urllib.parse import urlsplit

import psycopg
import pytest

from igroteka.domain.matches import MatchService
from igroteka.server.notify import PgListener
from igroteka.server.store import store_env
from igroteka.server.store.loopwriter import LoopWriter
from tests.conftest import fresh_pg_database
from tests.platform.test_loop_writer import Recorded, first_moves, play, run


@pytest.fixture
def pg_url(pg_admin_url: str) -> Iterator[str]:
    yield from fresh_pg_database(pg_admin_url)


@pytest.mark.parametrize(
    ("url", "host", "port", "dbname", "user"),
    [
        ("postgresql://igroteka:secret@db.example:6432/games", "db.example", "6432", "games", "igroteka"),
        ("postgresql://igroteka@/games?host=/var/run/postgresql", "/var/run/postgresql", "5432", "games", "igroteka"),
        ("postgres://igroteka@:5433/games?host=/run/pg", "/run/pg", "5433", "games", "igroteka"),
        ("postgresql://igroteka@db.example/games?host=/run/pg&port=6000", "/run/pg", "6000", "games", "igroteka"),
    ],
)
def test_the_store_settings_take_libpq_s_host_and_port_parameters(
    url: str, host: str, port: str, dbname: str, user: str
) -> None:
    settings = store_env(url)
    assert (settings["POSTGRES_HOST"], settings["POSTGRES_PORT"]) == (host, port)
    assert (settings["POSTGRES_DBNAME"], settings["POSTGRES_USER"]) == (dbname, user)


def unix_socket_url(url: str) -> str:
    """The same database through the server's Unix socket."""
    with psycopg.connect(url) as conn:
        directory = str(conn.execute("SHOW unix_socket_directories").fetchone()[0]).split(",")[0].strip()  # type: ignore[index]
    parts = urlsplit(url)
    return f"postgresql://{parts.username}@:{parts.port}{parts.path}?host={directory}"


def test_the_store_its_loop_writer_and_its_listener_reach_postgresql_through_a_unix_socket(pg_url: str) -> None:
    """Every connection of the store, of the event loop's writer and of the listener goes through
    the socket: PostgreSQL sees no TCP client in the database."""
    url = unix_socket_url(pg_url)
    service = MatchService(store_env(url))
    match_id, tokens, seat, move = first_moves(service, 1)[0]
    counts: list[int | None] = []

    async def scenario(writer: LoopWriter, recorded: Recorded) -> None:
        listener = PgListener(url, "igroteka_events", lambda: None, lambda healthy: None, "me", counts.append)
        listener.heartbeat = 0.05
        listener.start()
        try:
            result, error, _ = await play(service, match_id, tokens[seat], move)
            assert error is None and result is not None and result.version == 5
            deadline = time.monotonic() + 10
            while not counts:
                assert time.monotonic() < deadline
                await asyncio.sleep(0.02)
            with psycopg.connect(pg_url) as conn:
                clients = conn.execute(
                    "SELECT client_addr IS NULL, count(*) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND pid <> pg_backend_pid() GROUP BY 1"
                ).fetchall()
            assert dict(clients).get(False, 0) == 0 and dict(clients)[True] >= 4, clients  # pool, 2 lines, listener
        finally:
            await listener.stop()

    try:
        run(service, scenario)
        assert counts[0] == 0
        stored = service.stored(match_id)
        assert stored is not None and stored.version == 5
    finally:
        service.close()
