"""The deploy/ topology names each client (issue 40): nginx sets X-Real-IP to the client's address
and the instances count quotas and open streams by it (IGROTEKA_CLIENT_HEADER), so behind the
shipped proxy one client's budget is its own, not everyone's. Clients come from distinct loopback
addresses (127.0.0.2, 127.0.0.3). The shipped nginx.conf passes ``nginx -t``."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import socket
import subprocess
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from tests.cluster.support import LocalCluster
from tests.conftest import fresh_pg_database

ROOT = Path(__file__).resolve().parents[2]
QUOTA = 3
STREAMS = 2  # per client and instance


def nginx() -> str:
    """nginx's binary: Debian's package, installed when missing (as deploy/local-cluster.sh does);
    the test is skipped only when the package cannot be had."""
    if shutil.which("nginx") is None and os.geteuid() == 0:
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        for command in (["update", "-qq"], ["install", "-y", "-qq", "nginx"]):
            subprocess.run(
                ["apt-get", "-o", "DPkg::Lock::Timeout=600", *command], env=env, capture_output=True, timeout=900
            )
    found = shutil.which("nginx")
    if found is None:
        pytest.skip("Debian's nginx package cannot be installed here")
    return found


@pytest.fixture
def counted(pg_admin_url: str, tmp_path: Path) -> Iterator[LocalCluster]:
    nginx()
    urls = fresh_pg_database(pg_admin_url)
    with LocalCluster(  # the script's own start of its instances (`python -m`; the others are forked)
        next(urls), tmp_path / "cluster" / "state.env", forked=False, quota_matches=QUOTA, ws_per_client=STREAMS
    ) as cluster:
        yield cluster
    next(urls, None)


def client(url: str, address: str, **headers: str) -> httpx.Client:
    return httpx.Client(base_url=url, transport=httpx.HTTPTransport(local_address=address), headers=headers, timeout=10)


def stream(cluster: LocalCluster, match_id: str, address: str) -> ClientConnection:
    parts = urlsplit(cluster.url)
    sock = socket.socket()
    sock.bind((address, 0))
    sock.connect((parts.hostname, parts.port))
    return connect(f"{cluster.ws}/api/v1/matches/{match_id}/stream", sock=sock, proxy=None, open_timeout=10)


def opened(ws: ClientConnection) -> bool:
    """Whether the stream was let open (its snapshot), rather than refused (too_many_streams, 1008)."""
    first = json.loads(ws.recv(10))
    if first["type"] == "snapshot":
        return True
    assert first["problem"]["code"] == "too_many_streams", first
    with pytest.raises(ConnectionClosed) as closed:
        ws.recv(10)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
    return False


def test_quotas_and_stream_caps_are_per_real_client_behind_nginx(counted: LocalCluster) -> None:
    body = {"game": "pobeda", "seats": 2}
    with (
        client(counted.url, "127.0.0.2", **{"X-Real-IP": "10.0.0.1"}) as a,
        client(counted.url, "127.0.0.3") as b,
    ):
        made = [a.post("/api/v1/matches", json=body) for _ in range(QUOTA + 2)]
        assert [r.status_code for r in made] == [201] * QUOTA + [429] * 2, "a's own X-Real-IP is overwritten"
        assert made[-1].json()["code"] == "quota_exceeded"
        assert b.post("/api/v1/matches", json=body).status_code == 201, "b has a budget of its own"
        match_id = made[0].json()["id"]

    with contextlib.ExitStack() as held:
        kept = 0
        for _ in range(2 * STREAMS + 1):  # nginx spreads a's streams over both instances
            if not opened(held.enter_context(stream(counted, match_id, "127.0.0.2"))):
                break
            kept += 1
        assert STREAMS <= kept <= 2 * STREAMS, f"a held {kept} streams"
        for _ in range(2):
            assert opened(held.enter_context(stream(counted, match_id, "127.0.0.3"))), "b's streams are not a's"


def test_the_shipped_nginx_conf_is_valid(tmp_path: Path) -> None:
    """``nginx -t`` on deploy/nginx.conf, its upstreams (compose's service names, unresolvable
    here) pointed at loopback; nothing else of it changed."""
    binary = nginx()
    shipped = (ROOT / "deploy" / "nginx.conf").read_text(encoding="utf-8")
    assert "proxy_set_header X-Real-IP $remote_addr;" in shipped
    assert "client_header_timeout" in shipped and "limit_conn per_client" in shipped
    conf = tmp_path / "nginx.conf"
    conf.write_text(shipped.replace("app1:8000", "127.0.0.1:1").replace("app2:8000", "127.0.0.1:2"), encoding="utf-8")
    compose = (ROOT / "deploy" / "compose.yaml").read_text(encoding="utf-8")
    assert "IGROTEKA_CLIENT_HEADER: X-Real-IP" in compose
    checked = subprocess.run(
        [binary, "-t", "-p", str(tmp_path), "-c", str(conf), "-e", str(tmp_path / "error.log"), "-g", "pid nginx.pid;"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert checked.returncode == 0, checked.stderr
