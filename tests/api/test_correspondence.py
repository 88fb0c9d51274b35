"""The correspondence time control (issue 38) through a real server process on both stores: whole
days for each turn, chosen at creation as the other clocks are and taken by quick play and
tournaments; shown in the envelope, the lobby and my games (the deadline); a seat that lets its
days pass loses on time by the same time-out as every clock, after a restart too (its deadline is
in the stored events), and ``verify`` replays that record."""

from __future__ import annotations

import itertools
import sqlite3
import time
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import msgspec
import psycopg
import pytest

from igroteka.domain.clocks import TimeControl
from igroteka.domain.matches import MatchService
from igroteka.server.store import store_env
from tests.support.client import Api
from tests.support.server import ServerProcess

BASE = "/api/v1/matches"
PLAYERS = "/api/v1/players"
DAY = 24 * 3600
COUNTER = itertools.count()


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def ok(response: Any, status: int = 200) -> dict[str, Any]:
    assert response.status_code == status, response.text
    return response.json()


def days(n: int, on_timeout: str = "lose") -> dict[str, Any]:
    return {"kind": "days", "days": n, "on_timeout": on_timeout}


def correspondence(api: Api, control: dict[str, Any], token: str | None = None) -> tuple[str, dict[int, str]]:
    """A running two-seat match of «Победа!» under ``control``, seat 0 claimed with ``token``."""
    created = ok(api.call("POST", BASE, json={"game": "pobeda", "seats": 2, "time_control": control}), 201)
    claims = [
        ok(
            api.call("POST", f"{BASE}/{created['id']}/seats", token if n == 0 else None, json={"name": f"игрок {n}"}),
            201,
        )
        for n in range(2)
    ]
    return created["id"], {c["seat"]: c["token"] for c in claims}


def instant(text: str) -> datetime:
    return datetime.fromisoformat(text)


def test_a_days_clock_gives_each_turn_whole_days_shown_in_the_envelope_lobby_and_my_games(api: Api) -> None:
    player = ok(api.call("POST", PLAYERS, json={"name": f"Почтальон {next(COUNTER)}"}), 201)["token"]["token"]
    match_id, tokens = correspondence(api, days(3), player)
    envelope = api.envelope(match_id)
    clocks = envelope["clocks"]
    assert clocks["control"] == {"kind": "days", "days": 3, "seconds": None, "increment": 0.0, "on_timeout": "lose"}
    (seat,) = envelope["to_act"]
    assert clocks["running"] == [seat] and clocks["remaining"] == [3 * DAY, 3 * DAY]
    (row,) = [r for r in ok(api.call("GET", BASE, params={"game": "pobeda"})) if r["id"] == match_id]
    assert row["time_control"] == clocks["control"]
    mine = ok(api.call("GET", f"{PLAYERS}/me/matches", player))["matches"]
    (listed,) = [m for m in mine if m["id"] == match_id]
    if seat == 0:  # the player's own clock runs: its deadline is three days after the turn began
        assert instant(listed["deadline"]) == instant(clocks["since"]) + timedelta(days=3)
    else:
        assert listed["deadline"] is None
    move = api.legal(match_id, tokens[seat], "seat")["moves"][0]
    assert api.move(match_id, tokens[seat], move, "seat").status_code == 200
    after = api.envelope(match_id)["clocks"]
    other = 1 - seat
    assert after["running"] == [other] and after["remaining"][other] == 3 * DAY  # a whole three days again
    assert 3 * DAY - 60 < after["remaining"][seat] < 3 * DAY  # the mover spent what it took, no more
    mine = ok(api.call("GET", f"{PLAYERS}/me/matches", player))["matches"]
    (listed,) = [m for m in mine if m["id"] == match_id]
    expected = instant(after["since"]) + timedelta(days=3) if other == 0 else None
    assert (instant(listed["deadline"]) if listed["deadline"] else None) == expected


@pytest.mark.parametrize(
    "control",
    [
        {"kind": "days", "days": 0},
        {"kind": "days", "days": 15},
        {"kind": "days", "days": 1.5},
        {"kind": "days"},
        {"kind": "days", "days": 2, "seconds": 60},
        {"kind": "days", "days": 2, "increment": 5},
        {"kind": "move", "seconds": 60, "days": 2},
        {"kind": "fischer", "increment": 5},
    ],
)
def test_days_outside_one_to_fourteen_or_mixed_with_seconds_are_refused(api: Api, control: dict[str, Any]) -> None:
    response = api.call("POST", BASE, json={"game": "pobeda", "seats": 2, "time_control": control})
    assert response.status_code == 400 and response.json()["code"] == "invalid_request", response.text


def test_quick_play_and_a_tournament_take_a_days_clock(api: Api) -> None:
    control = days(7, "bot")
    seek = ok(
        api.call(
            "POST", "/api/v1/seeks", json={"game": "pobeda", "seats": 2, "time_control": control, "name": "Гость"}
        ),
        201,
    )
    listed = [s for s in ok(api.call("GET", "/api/v1/seeks", params={"game": "pobeda"})) if s["id"] == seek["id"]]
    assert [s["time_control"]["days"] for s in listed] == [7]
    body = {"game": "pobeda", "table_size": 2, "tours": 1, "time_control": days(14)}
    created = ok(api.call("POST", "/api/v1/tournaments", json=body), 201)
    tid, organiser = created["id"], created["organiser_token"]
    for n in range(2):
        ok(api.call("POST", f"/api/v1/tournaments/{tid}/players", json={"name": f"заочник {n}"}), 201)
    (table,) = ok(api.call("POST", f"/api/v1/tournaments/{tid}/tours", organiser), 201)["tables"]
    assert api.envelope(table["match"])["clocks"]["control"]["days"] == 14


def aged(database_url: str, match_id: str, by: timedelta) -> int:
    """Every stored event of the match moved ``by`` into the past, as if the server had been away
    that long since: how many. The store's own rows, written with the server stopped."""
    table = "stored_events" if database_url.startswith("sqlite") else "igroteka_events"
    select = f"SELECT originator_version, state FROM {table} WHERE originator_id = {{p}}"
    update = f"UPDATE {table} SET state = {{p}} WHERE originator_id = {{p}} AND originator_version = {{p}}"

    def older(state: bytes) -> bytes:
        event = msgspec.json.decode(state)
        event["timestamp"] = msgspec.json.decode(msgspec.json.encode(instant(event["timestamp"]) - by))
        return msgspec.json.encode(event)

    if database_url.startswith("sqlite"):
        with sqlite3.connect(database_url.removeprefix("sqlite:///")) as conn:
            key = match_id.replace("-", "")
            rows = conn.execute(select.format(p="?"), (key,)).fetchall()
            for version, state in rows:
                conn.execute(update.format(p="?"), (older(state), key, version))
            return len(rows)
    with psycopg.connect(database_url) as conn:
        rows = conn.execute(select.format(p="%s"), (match_id,)).fetchall()
        for version, state in rows:
            conn.execute(update.format(p="%s"), (older(bytes(state)), match_id, version))
        return len(rows)


def test_a_seat_whose_days_ran_out_while_the_server_was_down_loses_on_time_and_the_record_verifies(
    database_url: str, tmp_path: Path
) -> None:
    with ServerProcess(database_url, tmp_path) as server:
        api = Api(server.url)
        match_id, _ = correspondence(api, days(1))
        (seat,) = api.envelope(match_id)["to_act"]
        api.close()
    assert aged(database_url, match_id, timedelta(days=1, hours=1)) == 5  # created, its clock, two claims, the start
    with ServerProcess(database_url, tmp_path) as server:
        api = Api(server.url)
        deadline = time.monotonic() + 20
        while (ended := api.envelope(match_id))["status"] != "finished":
            assert time.monotonic() < deadline, ended
            time.sleep(0.1)
        assert ended["outcome"]["reason"] == "timeout" and ended["outcome"]["winners"] == [1 - seat]
        assert ended["seats"][seat]["out"] == "timeout" and ended["clocks"]["remaining"][seat] == 0
        record = ok(api.call("GET", f"{BASE}/{match_id}/record"))
        kinds = [e["kind"] for e in record["events"]]
        assert kinds[1] == "time_control" and kinds[-1] == "timed_out" and kinds.count("timed_out") == 1
        assert ok(api.call("POST", "/api/v1/records/verify", json=record))["legal"] is True
        early = msgspec.json.decode(msgspec.json.encode(record))
        early["events"][-1]["at"] = msgspec.json.decode(
            msgspec.json.encode(instant(early["events"][-2]["at"]) + timedelta(hours=23))
        )  # a day's clock timed out after 23 hours
        verdict = ok(api.call("POST", "/api/v1/records/verify", json=early))
        assert verdict["legal"] is False and "not run out" in verdict["reason"], verdict
        api.close()


def test_a_clock_stored_before_days_existed_still_decodes_and_its_record_verifies(api: Api, tmp_path: Path) -> None:
    """Stored time controls and records made before the days clock name no ``days``."""
    url = f"sqlite:///{tmp_path / 'igroteka.sqlite'}"
    service = MatchService(store_env(url))
    match, _ = service.create("pobeda", {}, 2, {}, TimeControl(kind="move", seconds=60, on_timeout="lose"))
    service.close()
    with sqlite3.connect(tmp_path / "igroteka.sqlite") as conn:
        key = match.id.hex
        (state,) = conn.execute(
            "SELECT state FROM stored_events WHERE originator_id = ? AND originator_version = 2", (key,)
        ).fetchone()
        event = msgspec.json.decode(state)
        del event["control"]["days"]
        conn.execute(
            "UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 2",
            (msgspec.json.encode(event), key),
        )
    service = MatchService(store_env(url))
    try:
        assert service.get(match.id).clocks.control == TimeControl(kind="move", seconds=60, on_timeout="lose")
    finally:
        service.close()
    match_id, tokens = correspondence(api, {"kind": "move", "seconds": 600, "on_timeout": "lose"})
    (seat,) = api.envelope(match_id)["to_act"]
    ok(api.call("POST", f"{BASE}/{match_id}/resign", tokens[seat]))
    record = ok(api.call("GET", f"{BASE}/{match_id}/record"))
    (clock,) = [e for e in record["events"] if e["kind"] == "time_control"]
    del clock["control"]["days"]
    assert ok(api.call("POST", "/api/v1/records/verify", json=record))["legal"] is True
