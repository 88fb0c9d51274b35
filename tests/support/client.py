"""A small API client for tests: HTTP through httpx, WebSockets through `websockets`."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from random import Random
from typing import Any

import httpx


@dataclass
class Api:
    """One HTTP client against a server; every response body is kept per viewer for leak tests."""

    url: str
    seen: dict[str, list[tuple[int | None, str]]] = field(default_factory=dict)
    check: Callable[[httpx.Response], None] | None = None  # run on every answer (e.g. the contract)

    def __post_init__(self) -> None:
        self.http = httpx.Client(base_url=self.url, timeout=30)

    def close(self) -> None:
        self.http.close()

    def call(self, method: str, path: str, token: str | None = None, who: str = "anyone", **kw: Any) -> httpx.Response:
        headers = kw.pop("headers", {})
        if token:
            headers["Authorization"] = f"Bearer {token}"
        response = self.http.request(method, path, headers=headers, **kw)
        assert response.status_code < 500 or response.status_code == 503, (
            f"{method} {path} → {response.status_code}: {response.text}"
        )
        if response.status_code >= 400:
            assert response.headers["content-type"].startswith("application/problem+json"), response.text
            assert response.json()["code"]
        if self.check is not None:
            self.check(response)
        version = None
        if response.headers.get("content-type", "").startswith("application/json") and response.content:
            body = response.json()
            version = body.get("version") if isinstance(body, dict) else None
        self.seen.setdefault(who, []).append((version, response.text))
        return response

    def create(
        self, game: str, seats: int, options: dict[str, Any] | None = None, bots: list[int] = ()
    ) -> dict[str, Any]:
        body = {"game": game, "seats": seats, "options": options or {}, "bots": list(bots)}
        response = self.call("POST", "/api/v1/matches", json=body)
        assert response.status_code == 201, response.text
        return response.json()

    def claim(self, match_id: str, name: str, seat: int | None = None) -> dict[str, Any]:
        response = self.call("POST", f"/api/v1/matches/{match_id}/seats", json={"name": name, "seat": seat})
        assert response.status_code == 201, response.text
        return response.json()

    def envelope(self, match_id: str, token: str | None = None) -> dict[str, Any]:
        """The match envelope; without a seat's or the organiser's token as spectators see it (delayed)."""
        return self.call("GET", f"/api/v1/matches/{match_id}", token).json()

    def legal(self, match_id: str, token: str, who: str) -> dict[str, Any]:
        return self.call("GET", f"/api/v1/matches/{match_id}/legal-moves", token, who).json()

    def move(self, match_id: str, token: str, move: Any, who: str, **extra: Any) -> httpx.Response:
        body = {"move_id": str(uuid.uuid4()), "move": move, **extra}
        return self.call("POST", f"/api/v1/matches/{match_id}/moves", token, who, json=body)


def play_randomly(
    api: Api, match_id: str, tokens: dict[int, str], seed: int, max_moves: int = 20_000, views: bool = False
) -> dict[str, Any]:
    """Scripted clients: each seat to act asks for its legal moves and posts one at random; with
    ``views`` it first reads its view, for a test that checks every answer (test_contract)."""
    rng = Random(seed)
    for _ in range(max_moves):
        envelope = api.envelope(match_id, next(iter(tokens.values()), None))  # live, whatever spectators see
        if envelope["status"] == "finished":
            return envelope
        humans = [s for s in envelope["to_act"] if s in tokens]
        if not humans:
            continue
        seat = rng.choice(humans)
        who = f"seat{seat}"
        if views:
            api.call("GET", f"/api/v1/matches/{match_id}/view", tokens[seat], who)
        legal = api.legal(match_id, tokens[seat], who)
        if not legal["moves"]:
            continue
        response = api.move(match_id, tokens[seat], rng.choice(legal["moves"]), who)
        assert response.status_code == 200, response.text
    raise AssertionError(f"match {match_id} did not finish in {max_moves} moves")
