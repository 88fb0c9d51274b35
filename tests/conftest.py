"""Fixtures: both event stores, and real server processes on loopback."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from domain.matches import MatchService
from server.store import store_env
from tests.support.server import ServerProcess

STORES = ["sqlite", "postgres"]


@pytest.fixture(scope="session")
def pg_admin_url() -> str:
    url = os.environ.get("IGROTEKA_TEST_DATABASE_URL")
    if not url:
        pytest.fail("IGROTEKA_TEST_DATABASE_URL is not set: run the tests with `make test`")
    return url


def fresh_pg_database(admin_url: str) -> Iterator[str]:
    name = f"igroteka_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    yield admin_url.rsplit("/", 1)[0] + f"/{name}"
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(params=STORES)
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh, empty store: an SQLite file or a new PostgreSQL database."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'igroteka.sqlite'}"
    else:
        yield from fresh_pg_database(request.getfixturevalue("pg_admin_url"))


@pytest.fixture
def service(database_url: str) -> Iterator[MatchService]:
    service = MatchService(store_env(database_url))
    yield service
    service.close()


@pytest.fixture(scope="module", params=STORES)
def server(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A real `igroteka serve` process on a free loopback port, one per module and store."""
    workdir = tmp_path_factory.mktemp("server")
    if request.param == "sqlite":
        urls: Iterator[str] = iter([f"sqlite:///{workdir / 'igroteka.sqlite'}"])
    else:
        urls = fresh_pg_database(request.getfixturevalue("pg_admin_url"))
    url = next(urls)
    with ServerProcess(url, workdir) as process:
        yield process
    next(urls, None)
