"""What never changes is served to be cached (issue 41), through a real server process on both
stores: past views, feeds up to a version and records of finished matches come with a strong ETag
and a year's immutable Cache-Control (public without a token, private with a seat's), and 304 for
If-None-Match; the view now, a running match's feed and a delayed spectator's horizon do not."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.api.autoplay import play_by_bots
from tests.support.client import Api
from tests.support.server import ServerProcess

BASE = "/api/v1/matches"
IMMUTABLE = "max-age=31536000, immutable"


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def seated(api: Api, **body: Any) -> tuple[str, dict[int, str]]:
    response = api.call("POST", BASE, json={"game": "pobeda", "seats": 2, **body})
    assert response.status_code == 201, response.text
    match_id = response.json()["id"]
    claims = [api.claim(match_id, f"p{n}") for n in range(2)]
    return match_id, {c["seat"]: c["token"] for c in claims}


def moved(api: Api, match_id: str, tokens: dict[int, str], moves: int) -> None:
    for _ in range(moves):
        seat = api.envelope(match_id, tokens[0])["to_act"][0]
        move = api.legal(match_id, tokens[seat], "seat")["moves"][0]
        assert api.move(match_id, tokens[seat], move, "seat").status_code == 200


def cached(api: Api, path: str, scope: str, token: str | None = None, **params: Any) -> httpx.Response:
    """GET ``path``: an immutable answer of ``scope``; asked again with its ETag, a 304 with none."""
    first = api.call("GET", path, token, params=params)
    assert first.status_code == 200, first.text
    etag = first.headers["etag"]
    assert etag.startswith('"') and etag.endswith('"'), "a strong ETag"
    assert first.headers["cache-control"] == f"{scope}, {IMMUTABLE}"
    assert "authorization" in first.headers["vary"].lower()
    again = api.call("GET", path, token, params=params, headers={"If-None-Match": f'"other", {etag}'})
    assert again.status_code == 304 and again.content == b""
    assert again.headers["etag"] == etag and again.headers["cache-control"] == first.headers["cache-control"]
    changed = api.call("GET", path, token, params=params, headers={"If-None-Match": '"other"'})
    assert changed.status_code == 200 and changed.content == first.content
    return first


def not_cached(response: httpx.Response) -> None:
    assert response.status_code == 200, response.text
    assert "etag" not in response.headers
    assert "immutable" not in response.headers.get("cache-control", "")


def test_past_views_and_feeds_are_immutable_the_present_is_not(api: Api) -> None:
    match_id, tokens = seated(api)
    moved(api, match_id, tokens, 3)
    now = api.envelope(match_id)["version"]
    path = f"{BASE}/{match_id}"
    public = cached(api, f"{path}/view", "public", version=now - 1)
    assert public.json()["version"] == now - 1 and public.json()["viewer"] == {"type": "spectator"}
    private = cached(api, f"{path}/view", "private", tokens[0], version=now - 1)
    assert private.json()["viewer"] == {"type": "seat", "n": 0}
    assert private.headers["etag"] != public.headers["etag"]
    not_cached(api.call("GET", f"{path}/view"))
    not_cached(api.call("GET", f"{path}/view", tokens[0]))
    not_cached(api.call("GET", f"{path}/view", params={"version": now}))  # the match may still move on

    feed = cached(api, f"{path}/events", "public", after=1, upto=now - 1).json()
    assert feed["version"] == now - 1 and {i["version"] for i in feed["events"]} <= set(range(2, now))
    cached(api, f"{path}/events", "private", tokens[1], upto=now)  # what is stored up to now stays
    not_cached(api.call("GET", f"{path}/events"))
    too_far = api.call("GET", f"{path}/events", params={"upto": now + 1})
    assert too_far.status_code == 404 and too_far.json()["code"] == "version_not_found"

    running = api.call("GET", f"{path}/record")
    assert "immutable" not in running.headers.get("cache-control", "")
    play_by_bots(api, match_id, tokens)
    final = api.envelope(match_id)["version"]
    record = cached(api, f"{path}/record", "public").json()
    assert record["events"][-1]["version"] == final
    cached(api, f"{path}/view", "public", version=final)  # over: nothing follows
    cached(api, f"{path}/view", "public", version=final, audit="true")
    cached(api, f"{path}/events", "public")  # the whole feed of a finished match


def test_a_delayed_spectators_horizon_is_never_cached(api: Api) -> None:
    match_id, tokens = seated(api, spectator_delay={"moves": 2})
    moved(api, match_id, tokens, 4)
    path = f"{BASE}/{match_id}"
    released = api.envelope(match_id)["version"]  # a spectator's envelope: the released version
    assert released < api.envelope(match_id, tokens[0])["version"]
    not_cached(api.call("GET", f"{path}/view"))
    not_cached(api.call("GET", f"{path}/events"))
    cached(api, f"{path}/view", "public", version=released)  # released, and later versions exist
    cached(api, f"{path}/events", "public", upto=released)
    hidden = api.call("GET", f"{path}/events", params={"upto": released + 1})
    assert hidden.status_code == 404 and hidden.json()["code"] == "version_not_found"
    hidden = api.call("GET", f"{path}/view", params={"version": released + 1})
    assert hidden.status_code == 404
    cached(api, f"{path}/view", "private", tokens[0], version=released + 1)  # a seat sees live
