"""Fixtures: both event stores, and real server processes on loopback; how pytest-xdist shares
the tests out (`make test` runs them with `-n 4 --dist loadscope`)."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from xdist.scheduler import LoadScopeScheduling

from igroteka.domain.matches import MatchService
from igroteka.server.store import store_env
from tests.support.server import ServerProcess

STORES = ["sqlite", "postgres"]

# How `make test` shares the tests out between its xdist workers (four by default; `--dist loadscope`,
# with the scheduler below): a worker takes a whole work unit, so a module's module-scoped server
# starts once (not once on each worker that got some of its tests) and the cluster tests that share
# one cluster are one unit ("cluster"); the dearest units go first, so the last to start are short
# and the workers finish together.

# The folders by what their tests cost, dearest first: a browser test drives pages through whole
# matches, a cluster test starts instances behind nginx, an API test a server per module and store.
COST = ("browser", "cluster", "bench", "api", "platform", "games")
# The longest units, started before all others, by their wall seconds in a run (the lead's `make
# test` at 21:13 on 28 November, --junit-xml, a fuzz beside it at nice 10; the CPU seconds of
# --cpu-seconds are the measure on a loaded machine): a worker ends with the last unit it took, so
# the long ones go first and the last to start are short.
LONGEST = (
    "tests/browser/test_games.py",  # five matches through pages, each seen by a second browser: 132 s
    # the shared cluster's tests (SHARED_CLUSTER), schemathesis through nginx the longest (with
    # PostgreSQL's random cases since schema48): ~60 s of the 151 s the whole folder took as one unit;
    # its other modules, each with servers of its own, are units of their own (10-35 s each, started
    # before the other folders' by COST)
    "cluster",
    "tests/api/test_clocks.py",  # 57 s: clocks run out in real time
    "tests/api/test_leaks.py[postgres]",  # random matches watched through a server: 49 s
    # 47 s: clocks and abandonments waited out in real time (api48: its driver waits on the streams'
    # frames, 26.3 -> 23.2 CPU s; the wall is the clocks')
    "tests/api/test_tournament_e2e.py",
    "tests/bench/test_human.py",  # 35 s
    "tests/browser/test_accessibility.py",  # 32 s
    # schemathesis's random cases and stateful phase on one server: 32 s (the lead's run of 7ccc68e's
    # tree); its [postgres] half (the coverage and stateful phases, ~0.4 of its CPU since its random
    # cases went through the cluster) no longer listed
    "tests/api/test_openapi.py[sqlite]",
    # ~0.6 of that run's 54 and 48 s after api47's cuts (139 -> 82 s of wall for the module, -n 0);
    # test_ratings_api (40 s) and test_tournament_controls (33 s) ~0.3-0.5 of theirs, no longer listed
    "tests/api/test_spectator_delay.py[postgres]",  # ~32 s: waits out the spectators' delays
    "tests/api/test_spectator_delay.py[sqlite]",  # ~28 s
    # a cluster module of its own since rest48 (23 s of the cluster's 151): matches timed out in real time
    "tests/cluster/test_clock_sweeper.py",
    # Random matches in-process, 16-29 s each, pure CPU and few tests: by folder and size they
    # would start among the last units, the other worker idle while they finish.
    "tests/games/ecologic/test_random_play.py",  # 29 s
    "tests/games/den_pobedy/test_random_play.py",  # 20 s
    "tests/games/pobeda/test_random_play.py",  # 16 s
    "tests/games/pyatiletka/test_random_play.py",  # 16 s
)
# Modules whose halves for each store (the `server` fixture's params) are long enough to run side by
# side: each half is a unit of its own, still one server a unit.
BY_STORE = {
    f"tests/api/test_{name}.py" for name in ("leaks", "openapi", "spectator_delay", "takeback", "quotas", "contract")
}


# The cluster modules whose tests use tests/cluster/conftest.py's shared cluster (started once a
# test process): one unit, so that one worker starts it. The folder's other modules start servers
# and clusters of their own, each a unit of its own, so two workers run them side by side.
SHARED_CLUSTER = {f"tests/cluster/test_{name}.py" for name in ("concurrency", "fanout", "load_balancer", "takeback")}


def work_unit(nodeid: str) -> str:
    """The unit a test belongs to: its module, the module and store for BY_STORE, or "cluster"."""
    module, _, rest = nodeid.partition("::")
    if module in SHARED_CLUSTER:
        return "cluster"
    if module in BY_STORE and "[" in rest:
        store = rest.split("[", 1)[1].split("-", 1)[0].rstrip("]")
        if store in STORES:
            return f"{module}[{store}]"
    return module


def unit_cost(unit: str, sizes: dict[str, int]) -> tuple[int, int, int, str]:
    """Dearest first; units alike in cost by name, so that each unit's tests stay together (a
    module's halves for each store are the same size)."""
    folder = unit.split("/")[1] if "/" in unit else unit
    longest = LONGEST.index(unit) if unit in LONGEST else len(LONGEST)
    return longest, COST.index(folder) if folder in COST else len(COST), -sizes[unit], unit


class DearestFirst(LoadScopeScheduling):
    """xdist's loadscope scheduling over our work units, in the order of unit_cost."""

    def __init__(self, config: pytest.Config, log: Any = None) -> None:
        super().__init__(config, log)
        config.option.loadscopereorder = False  # the workers' collection is already in that order

    def _split_scope(self, nodeid: str) -> str:
        return work_unit(nodeid)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--cpu-seconds", action="store_true", help="each test's and unit's CPU seconds at the end")


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("cpu_seconds"):  # on the controller and on each xdist worker
        from tests.support import cputime

        config.pluginmanager.register(cputime, "cputime")


@pytest.hookimpl(optionalhook=True)  # pytest-xdist's hook: none without it (-p no:xdist)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> DearestFirst | None:
    return DearestFirst(config, log) if config.getvalue("dist") == "loadscope" else None


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests in the order of their units' cost (a stable sort: each unit keeps its own order)."""
    sizes: dict[str, int] = {}
    for item in items:
        sizes[work_unit(item.nodeid)] = sizes.get(work_unit(item.nodeid), 0) + 1
    items.sort(key=lambda item: unit_cost(work_unit(item.nodeid), sizes))


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
