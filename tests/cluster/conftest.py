"""Fixtures: a cluster of deploy/local-cluster.sh (nginx, two instances, one fresh PostgreSQL
database), shared by the tests of a pytest process, since instances are slow to start."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.cluster.support import Instance, LocalCluster
from tests.conftest import fresh_pg_database


@pytest.fixture(scope="session")
def cluster_db(pg_admin_url: str) -> Iterator[str]:
    yield from fresh_pg_database(pg_admin_url)


@pytest.fixture(scope="session")
def shared_cluster(cluster_db: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalCluster]:
    """Two instances behind nginx. The per-seat move rate limit is raised: tests flood one seat
    on purpose. Tests that kill an instance start a cluster of their own."""
    state = tmp_path_factory.mktemp("cluster") / "state.env"
    with LocalCluster(cluster_db, state, moves_per_second=10_000, move_burst=10_000) as cluster:
        yield cluster


@pytest.fixture
def pair(shared_cluster: LocalCluster) -> tuple[Instance, Instance]:
    """Instances A and B of the shared cluster, addressed directly (not through nginx)."""
    a, b = shared_cluster.instances
    return a, b
