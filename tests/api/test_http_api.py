"""Full matches and bad input through a real server process over HTTP, on both stores."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

import pytest

from tests.api.autoplay import play_by_bots
from tests.api.cli import igroteka
from tests.support.client import Api, play_randomly
from tests.support.server import ServerProcess

T = TypeVar("T")


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def seated(api: Api, game: str, seats: int, options: dict | None = None) -> tuple[str, dict[int, str], str]:
    created = api.create(game, seats, options)
    tokens = {}
    for n in range(seats):
        claim = api.claim(created["id"], f"игрок {n}")
        tokens[claim["seat"]] = claim["token"]
    return created["id"], tokens, created["organiser_token"]


@pytest.mark.parametrize(
    ("seats", "options"),
    [(2, {}), (3, {}), (6, {"teams": 3}), (4, {"teams": 2, "lines_to_win": 2}), (3, {"lines_to_win": 3})],
    ids=["2-players", "3-players", "3-teams-of-2", "great-victory-2-lines-teams", "great-victory-3-lines"],
)
def test_pobeda_plays_to_the_end_through_http(api: Api, seats: int, options: dict) -> None:
    match_id, tokens, _ = seated(api, "pobeda", seats, options)
    envelope = play_randomly(api, match_id, tokens, seed=seats)
    assert envelope["status"] == "finished"
    outcome = envelope["outcome"]
    assert outcome["reason"] and len(outcome["scores"]) == seats
    record = api.call("GET", f"/api/v1/matches/{match_id}/record").json()
    last = record["events"][-1]
    assert last["kind"] == "move" and last["outcome"] == outcome and last["version"] == envelope["version"]
    assert [e["version"] for e in record["events"]] == list(range(1, envelope["version"] + 1))
    audit = api.call("GET", f"/api/v1/matches/{match_id}/view", params={"audit": "true"})
    assert audit.status_code == 200 and audit.json()["viewer"] == {"type": "auditor"}
    assert listed_as_finished(api, match_id), "the lobby (a read model of the log) lists the match as finished"


def listed_as_finished(api: Api, match_id: str, seconds: float = 10.0) -> bool:
    """The lobby follows the log a moment behind the commits: wait for it, within a bound."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        lobby = api.call("GET", "/api/v1/matches", params={"game": "pobeda", "status": "finished"}).json()
        if match_id in [row["id"] for row in lobby]:
            return True
        time.sleep(0.1)
    return False


def test_catalogue_and_content_describe_every_game(api: Api) -> None:
    games = api.call("GET", "/api/v1/games").json()
    assert {g["id"] for g in games} >= {"pobeda"}
    for game in games:
        assert game["options_schema"] and game["move_schema"] and game["fact_schema"]
        assert game["min_players"] <= game["max_players"]
        content = api.call("GET", f"/api/v1/games/{game['id']}/content")
        assert content.status_code == 200 and content.json()
    assert api.call("GET", "/api/v1/games/chess/content").status_code == 404


def test_seats_start_and_lobby(api: Api) -> None:
    created = api.create("pobeda", 3)
    match_id = created["id"]
    assert eventually(lambda: lobby_row(api, match_id, "open"))["free_seats"] == [0, 1, 2]
    api.claim(match_id, "Аня", seat=2)
    taken = api.call("POST", f"/api/v1/matches/{match_id}/seats", json={"name": "Боря", "seat": 2})
    assert taken.status_code == 409 and taken.json()["code"] == "seat_taken"
    early = api.call("POST", f"/api/v1/matches/{match_id}/start", created["organiser_token"])
    assert early.status_code == 409 and early.json()["code"] == "seats_free"
    api.claim(match_id, "Боря")
    api.claim(match_id, "Вера")
    assert api.envelope(match_id)["status"] == "running"
    row = eventually(lambda: lobby_row(api, match_id, "running"))
    assert row["names"] == ["Боря", "Вера", "Аня"] and row["free_seats"] == []


def test_bot_levels_per_seat_in_the_envelope_lobby_and_catalogue(api: Api) -> None:
    games = {g["id"]: g for g in api.call("GET", "/api/v1/games").json()}
    assert games["pobeda"]["bot_levels"] == ["random", "competent"]
    body = {"game": "pobeda", "seats": 3, "bots": [{"seat": 0, "level": "random"}, 2]}
    created = api.call("POST", "/api/v1/matches", json=body)
    assert created.status_code == 201, created.text
    match_id = created.json()["id"]
    seats = api.envelope(match_id)["seats"]
    assert [(s["bot"], s["bot_level"]) for s in seats] == [(True, "random"), (False, None), (True, "competent")]
    row = eventually(lambda: lobby_row(api, match_id, "open"))
    assert (row["bots"], row["bot_levels"]) == ([0, 2], ["random", "competent"])
    for bots, code in (
        ([{"seat": 1, "level": "grandmaster"}], "invalid_request"),
        ([1, {"seat": 1, "level": "random"}], "bad_bots"),
        ([{"seat": 5}], "bad_bots"),
    ):
        refused = api.call("POST", "/api/v1/matches", json={"game": "pobeda", "seats": 2, "bots": bots})
        assert refused.status_code in (400, 422) and refused.json()["code"] == code, refused.text


def test_the_organiser_fills_free_seats_with_bots_of_chosen_levels(api: Api) -> None:
    created = api.create("pobeda", 3)
    match_id, organiser = created["id"], created["organiser_token"]
    api.claim(match_id, "Аня", seat=0)
    path = f"/api/v1/matches/{match_id}/bots"
    refused = api.call("POST", path, json={"bots": []})
    assert refused.status_code == 403 and refused.json()["code"] == "not_organiser"
    taken = api.call("POST", path, organiser, json={"bots": [0]})
    assert taken.status_code == 409 and taken.json()["code"] == "seat_taken"
    filled = api.call("POST", path, organiser, json={"bots": [{"seat": 2, "level": "random"}]})
    assert filled.status_code == 200 and filled.json()["status"] == "open"
    started = api.call("POST", path, organiser, json={})
    assert started.status_code == 200 and started.json()["status"] == "running"
    seats = [(s["name"], s["bot"], s["bot_level"]) for s in started.json()["seats"]]
    assert seats == [("Аня", False, None), ("bot 2", True, "competent"), ("bot 3", True, "random")]
    row = eventually(lambda: lobby_row(api, match_id, "running"))
    assert sorted(zip(row["bots"], row["bot_levels"], strict=True)) == [(1, "competent"), (2, "random")]


def lobby_row(api: Api, match_id: str, status: str) -> dict | None:
    rows = api.call("GET", "/api/v1/matches", params={"status": status}).json()
    return next((r for r in rows if r["id"] == match_id), None)


def eventually(probe: Callable[[], T | None], seconds: float = 5.0) -> T:
    """The lobby is a read model that follows the log: wait (bounded) for it to catch up."""
    deadline = time.monotonic() + seconds
    while (value := probe()) is None:
        assert time.monotonic() < deadline, "the read model did not catch up"
        time.sleep(0.05)
    return value


def test_bad_input_gets_problem_details_and_changes_nothing(api: Api) -> None:
    match_id, tokens, organiser = seated(api, "pobeda", 2)
    envelope = api.envelope(match_id)
    version, seat = envelope["version"], envelope["to_act"][0]
    other = 1 - seat
    legal = api.legal(match_id, tokens[seat], "seat")["moves"]
    base = f"/api/v1/matches/{match_id}"
    cases = [
        (
            "POST",
            f"{base}/moves",
            tokens[seat],
            {"content": b"{not json", "headers": {"content-type": "application/json"}},
            400,
        ),
        ("POST", f"{base}/moves", tokens[seat], {"json": {"move_id": 5, "move": legal[0]}}, 400),
        ("POST", f"{base}/moves", tokens[seat], {"json": {"move_id": str(uuid.uuid4()), "move": {"type": "fly"}}}, 422),
        (
            "POST",
            f"{base}/moves",
            tokens[seat],
            {"json": {"move_id": str(uuid.uuid4()), "move": {"type": "play_event", "card": "k999"}}},
            422,
        ),
        ("POST", f"{base}/moves", tokens[other], {"json": {"move_id": str(uuid.uuid4()), "move": legal[0]}}, 422),
        ("POST", f"{base}/moves", None, {"json": {"move_id": str(uuid.uuid4()), "move": legal[0]}}, 403),
        ("POST", f"{base}/moves", organiser, {"json": {"move_id": str(uuid.uuid4()), "move": legal[0]}}, 403),
        ("POST", f"{base}/moves", "forged", {"json": {"move_id": str(uuid.uuid4()), "move": legal[0]}}, 401),
        (
            "POST",
            f"{base}/moves",
            tokens[seat],
            {"content": b"{" + b" " * 70_000 + b"}", "headers": {"content-type": "application/json"}},
            413,
        ),
        (
            "POST",
            f"{base}/moves",
            tokens[seat],
            {"json": {"move_id": str(uuid.uuid4()), "move": legal[0], "x": 1}},
            400,
        ),
        ("GET", f"{base}/view", None, {"params": {"version": 10**6}}, 404),
        ("GET", f"{base}/view", None, {"params": {"audit": "true"}}, 403),
        ("GET", f"{base}/record", None, {}, 409),
        ("GET", f"/api/v1/matches/{uuid.uuid4()}", None, {}, 404),
        ("GET", "/api/v1/matches/not-a-uuid", None, {}, 400),  # names match_id (test_strict_input)
        ("POST", "/api/v1/matches", None, {"json": {"game": "pobeda", "seats": 99}}, 400),
        ("POST", "/api/v1/matches", None, {"json": {"game": "pobeda", "seats": 2, "options": {"teams": "x"}}}, 422),
        ("DELETE", base, None, {}, 405),
    ]
    for method, path, token, kwargs, status in cases:
        response = api.call(method, path, token, **kwargs)
        assert response.status_code == status, (method, path, kwargs, response.text)
        assert response.headers["content-type"].startswith("application/problem+json")
        assert set(response.json()) >= {"type", "title", "status", "code", "detail"}
    assert api.envelope(match_id)["version"] == version


def test_moves_are_idempotent_by_move_id_over_http(api: Api) -> None:
    match_id, tokens, _ = seated(api, "pobeda", 2)
    seat = api.envelope(match_id)["to_act"][0]
    move = api.legal(match_id, tokens[seat], "seat")["moves"][0]
    body = {"move_id": str(uuid.uuid4()), "move": move}
    first = api.call("POST", f"/api/v1/matches/{match_id}/moves", tokens[seat], json=body)
    again = api.call("POST", f"/api/v1/matches/{match_id}/moves", tokens[seat], json=body)
    assert first.status_code == again.status_code == 200
    assert first.json() == again.json()
    assert api.envelope(match_id)["version"] == first.json()["version"]
    stale = api.move(match_id, tokens[1 - seat], move, "seat", expected_version=1)
    assert stale.status_code == 409 and stale.json()["version"] == first.json()["version"]


def test_replay_views_at_every_version(api: Api) -> None:
    match_id, tokens, _ = seated(api, "pobeda", 2)
    play_by_bots(api, match_id, tokens)  # a finished match: its play through HTTP is the tests above's
    last = api.envelope(match_id)["version"]
    for version in (1, 5, last // 2, last):
        replay = api.call("GET", f"/api/v1/matches/{match_id}/view", params={"version": version, "audit": "true"})
        assert replay.status_code == 200 and replay.json()["version"] == version


def test_igroteka_verify_proves_a_record_legal_and_finds_the_first_divergence(api: Api, tmp_path: Path) -> None:
    created = api.create("pobeda", 2, bots=[0, 1])
    eventually(lambda: lobby_row(api, created["id"], "finished"), seconds=60)
    record = api.call("GET", f"/api/v1/matches/{created['id']}/record").json()
    legal = tmp_path / "record.json"
    legal.write_text(json.dumps(record), encoding="utf-8")
    verified = igroteka("verify", str(legal))
    assert verified.returncode == 0 and verified.stdout.startswith("legal:"), verified.stdout + verified.stderr
    facts = [f for e in record["events"] if e["kind"] == "move" for f in e["facts"] if f["type"] == "chip_placed"]
    facts[2]["cell"] = (facts[2]["cell"] + 1) % 144
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(record), encoding="utf-8")
    caught = igroteka("verify", str(tampered))
    assert caught.returncode == 1 and "divergence at version" in caught.stdout
    older = tmp_path / "older.json"
    older.write_text(json.dumps({**record, "format": "igroteka-record/1"}), encoding="utf-8")
    refused = igroteka("verify", str(older))
    assert refused.returncode == 2 and not refused.stdout
    assert "record format 'igroteka-record/1' is not 'igroteka-record/3'" in refused.stderr
