"""A stream's opt-ins for clients short of bandwidth (issue 41), through a real server process and
real WebSocket clients: ``frames=patch`` (RFC 6902 patches against the previous frame, resumed
without a gap) and ``deflate=true`` (permessage-deflate, taken up only when asked for, although
every client offers it)."""

from __future__ import annotations

import asyncio
import copy
import json
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from websockets.asyncio.client import ClientConnection, connect

from igroteka.server.patches import diff
from tests.support.client import Api
from tests.support.patches import apply
from tests.support.server import ServerProcess

BASE = "/api/v1/matches"
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=3),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(alphabet="a/~b", max_size=3), inner, max_size=4)
    ),
    max_leaves=20,
)


@settings(deadline=None)
@given(JSON, JSON)
def test_a_patch_turns_one_document_into_the_other(before: Any, after: Any) -> None:
    ops = diff(before, after)
    assert apply(copy.deepcopy(before), json.loads(msgspec.json.encode(ops))) == after
    assert diff(after, copy.deepcopy(after)) == [], "no operation between equal documents"


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def seated(api: Api) -> tuple[str, dict[int, str]]:
    match_id = api.create("pobeda", 2)["id"]
    claims = [api.claim(match_id, f"p{n}") for n in range(2)]
    return match_id, {c["seat"]: c["token"] for c in claims}


def play(api: Api, match_id: str, tokens: dict[int, str], moves: int) -> int:
    for _ in range(moves):
        seat = api.envelope(match_id)["to_act"][0]
        assert (
            api.move(match_id, tokens[seat], api.legal(match_id, tokens[seat], "s")["moves"][0], "s").status_code == 200
        )
    return api.envelope(match_id)["version"]


class Reader:
    """One stream, its messages rebuilt into whole ones: ``{"view", "choices"}`` by version, and
    every feed item's version in arrival order."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.doc: dict[str, Any] | None = None
        self.docs: dict[int, dict[str, Any]] = {}
        self.items: list[int] = []
        self.kinds: list[str] = []
        self.version = 0

    async def until(self, version: int) -> None:
        while self.version < version:
            message = json.loads(await asyncio.wait_for(self.ws.recv(), 20))
            self.kinds.append(message["type"])
            if message["type"] == "patch":
                assert self.doc is not None, "a patch before any whole message"
                self.doc = apply(self.doc, message["patch"])
            else:
                self.doc = {key: message[key] for key in ("view", "choices") if key in message}
            self.items += [item["version"] for item in message.get("events", [])]
            self.version = message["version"]
            self.docs[self.version] = copy.deepcopy(self.doc)


async def reader(server: ServerProcess, match_id: str, token: str | None = None, **query: str) -> Reader:
    params = "&".join(f"{k}={v}" for k, v in ({"token": token} if token else {}).items() | query.items())
    return Reader(await connect(f"{server.ws}{BASE}/{match_id}/stream?{params}", proxy=None, max_size=None))


def test_patched_frames_rebuild_the_whole_ones_and_resume_without_a_gap(api: Api, server: ServerProcess) -> None:
    match_id, tokens = seated(api)

    async def scenario() -> None:
        whole = [await reader(server, match_id, tokens[0]), await reader(server, match_id)]
        patched = [
            await reader(server, match_id, tokens[0], frames="patch"),
            await reader(server, match_id, frames="patch"),
        ]
        start = api.envelope(match_id)["version"]
        for r in whole + patched:
            await r.until(start)
        version = await asyncio.to_thread(play, api, match_id, tokens, 6)
        for r in whole + patched:
            await r.until(version)
        for w, p in zip(whole, patched, strict=True):
            assert p.kinds[0] == "snapshot" and set(p.kinds[1:]) == {"patch"}, p.kinds
            assert p.docs[version] == w.docs[version]
            assert p.items == w.items
        assert "choices" in patched[0].docs[version] and "choices" not in patched[1].docs[version]
        for r in whole + patched:
            await r.ws.close()

        resumed = await reader(server, match_id, tokens[1], frames="patch", after=str(start + 1))
        later = await asyncio.to_thread(play, api, match_id, tokens, 3)
        await resumed.until(later)
        assert resumed.kinds[0] == "events" and set(resumed.kinds[1:]) <= {"patch"}, resumed.kinds
        assert sorted(set(resumed.items)) == list(range(start + 2, later + 1)), "a gap or a repeat"
        fresh = await reader(server, match_id, tokens[1])
        await fresh.until(later)
        assert resumed.docs[later] == fresh.docs[later]
        for r in (resumed, fresh):
            await r.ws.close()

    asyncio.run(scenario())


def test_deflate_is_taken_up_only_when_the_stream_asks(api: Api, server: ServerProcess) -> None:
    match_id, tokens = seated(api)

    async def extensions(query: str) -> tuple[str | None, dict[str, Any]]:
        url = f"{server.ws}{BASE}/{match_id}/stream?token={tokens[0]}{query}"
        async with connect(url, proxy=None, compression="deflate") as ws:  # the client offers it
            first = json.loads(await asyncio.wait_for(ws.recv(), 20))
            assert ws.response is not None
            return ws.response.headers.get("Sec-WebSocket-Extensions"), first

    plain, first = asyncio.run(extensions(""))
    assert plain is None and first["type"] == "snapshot"
    deflated, first = asyncio.run(extensions("&deflate=true"))
    assert deflated is not None and deflated.startswith("permessage-deflate")
    assert first["type"] == "snapshot" and first["choices"]["moves"]
    off, _ = asyncio.run(extensions("&deflate=false"))
    assert off is None


@pytest.mark.parametrize(("query", "code"), [("frames=patches", "bad_frames"), ("deflate=yes", "bad_deflate")])
def test_a_malformed_opt_in_is_refused(api: Api, server: ServerProcess, query: str, code: str) -> None:
    match_id, _ = seated(api)

    async def scenario() -> None:
        async with connect(f"{server.ws}{BASE}/{match_id}/stream?{query}", proxy=None) as ws:
            error = json.loads(await asyncio.wait_for(ws.recv(), 20))
            assert error["type"] == "error" and error["problem"]["code"] == code
            await ws.wait_closed()
            assert ws.close_code == 1008

    asyncio.run(scenario())
