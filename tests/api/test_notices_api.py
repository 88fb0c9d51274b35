"""Notices over the player stream and webhooks (issue 38), against a real server on each store: a
player is told it is their turn, gap-free resume with ``after``, a seat token refused, a revoked
token closes the stream; webhooks signed as Standard Webhooks says (verified with the
``standardwebhooks`` package), private targets refused unless allowed, disabled after repeated
failures and enabled again by their owner, with a delivery log."""

from __future__ import annotations

import functools
import json
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from tests.support import contract
from tests.support.server import ServerProcess
from tests.support.webhooks import Receiver

API = "/api/v1"


@functools.cache
def http() -> httpx.Client:
    """The module's one HTTP client: ``httpx.get`` makes a client a call, loading the CA bundle
    (48.6 ms of CPU a call against 2.1 through a kept client), and the waits below poll every 50 ms."""
    return httpx.Client()


FAST = {"notice_interval": 0.05, "client_header": "X-Client-Address"}


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def hook(server: ServerProcess, token: str, receiver: Receiver, kinds: tuple[str, ...] = ("your_turn",)) -> str:
    """A webhook of the token's player to ``receiver`` for ``kinds``, its secret given to the
    receiver; its id."""
    made = (
        http()
        .post(f"{server.url}{API}/players/me/webhooks", json={"url": receiver.url, "kinds": kinds}, headers=auth(token))
        .json()
    )
    receiver.secret = made["secret"]
    return str(made["webhook"]["id"])


def sign_up(server: ServerProcess, name: str) -> tuple[str, str]:
    """A new player: (id, token)."""
    client = f"10.9.{uuid.uuid4().int % 250}.{uuid.uuid4().int % 250}"
    made = http().post(f"{server.url}{API}/players", json={"name": name}, headers={"X-Client-Address": client}).json()
    return made["id"], made["token"]["token"]


def match_of_two(server: ServerProcess, first: str, second: str) -> tuple[str, dict[int, str]]:
    """A «Победа!» match for two, both seats claimed with player tokens: its id and each seat's token."""
    match = http().post(f"{server.url}{API}/matches", json={"game": "pobeda", "seats": 2}).json()["id"]
    seats: dict[int, str] = {}
    for name, token in (("Аня", first), ("Боря", second)):
        claimed = http().post(f"{server.url}{API}/matches/{match}/seats", json={"name": name}, headers=auth(token))
        assert claimed.status_code == 201, claimed.text
        seats[claimed.json()["seat"]] = token
    return match, seats


def move_once(server: ServerProcess, match: str, seats: dict[int, str]) -> int:
    """The seat to act plays its first legal move; the seat that moved."""
    envelope = http().get(f"{server.url}{API}/matches/{match}").json()
    seat = envelope["to_act"][0]
    legal = http().get(f"{server.url}{API}/matches/{match}/legal-moves", headers=auth(seats[seat])).json()
    body = {"move_id": str(uuid.uuid4()), "move": legal["moves"][0], "expected_version": legal["version"]}
    moved = http().post(f"{server.url}{API}/matches/{match}/moves", json=body, headers=auth(seats[seat]))
    assert moved.status_code == 200, moved.text
    return seat


def turns_in(server: ServerProcess, match: str, seats: dict[int, str], seat: int, moves: int) -> list[int]:
    """Plays ``moves`` moves (``move_once``); the versions at which ``seat`` became one to act, the
    start's too: each a ``your_turn`` notice (``your_turn:<match>:<version>:<seat>``)."""
    turns: list[int] = []
    acting = False
    for n in range(moves + 1):
        envelope = http().get(f"{server.url}{API}/matches/{match}").json()
        if seat in envelope["to_act"] and not acting:
            turns.append(envelope["version"])
        acting = seat in envelope["to_act"]
        if n < moves:
            move_once(server, match, seats)
    return turns


def player_stream(server: ServerProcess, token: str, query: str = "") -> ClientConnection:
    return connect(
        f"{server.ws}{API}/players/me/stream{query}", subprotocols=["igroteka.v1", f"bearer.{token}"], open_timeout=10
    )


def until(socket: ClientConnection, kind: str, seconds: float = 15) -> dict[str, Any]:
    """The next message of ``type`` kind (others skipped)."""
    deadline = time.monotonic() + seconds
    while True:
        message = json.loads(socket.recv(timeout=max(0.1, deadline - time.monotonic())))
        contract.check_frame(message)  # every message fits asyncapi.yaml
        if message["type"] == kind:
            return message


@pytest.fixture(scope="module")
def server(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    from tests.conftest import fresh_pg_database

    workdir = tmp_path_factory.mktemp("notices")
    store = getattr(request, "param", "sqlite")
    urls = (
        iter([f"sqlite:///{workdir / 'igroteka.sqlite'}"])
        if store == "sqlite"
        else fresh_pg_database(request.getfixturevalue("pg_admin_url"))
    )
    with ServerProcess(next(urls), workdir, webhook_private_targets="true", **FAST) as process:
        yield process
    next(urls, None)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "server" in metafunc.fixturenames:
        metafunc.parametrize("server", ["sqlite", "postgres"], indirect=True, scope="module")


def test_a_player_is_told_their_turn_and_resumes_after_the_last_notice(server: ServerProcess) -> None:
    first, first_token = sign_up(server, f"Anna{uuid.uuid4().hex[:4]}")
    _, second_token = sign_up(server, f"Boris{uuid.uuid4().hex[:4]}")
    with player_stream(server, first_token) as socket:
        ready = until(socket, "ready")
        match, seats = match_of_two(server, first_token, second_token)
        mine = next(seat for seat, token in seats.items() if token == first_token)
        turn = None
        while turn is None:
            if http().get(f"{server.url}{API}/matches/{match}").json()["to_act"] == [mine]:
                turn = until(socket, "notice")
            else:
                move_once(server, match, seats)
        assert turn["seq"] > ready["seq"]
        assert turn["notice"]["kind"] == "your_turn" and turn["notice"]["player"] == first
        assert turn["notice"]["match"] == match and turn["notice"]["seat"] == mine
        assert turn["text"] == "Your turn in «Victory!»."
        move_once(server, match, seats)  # mine: no notice for me; the other's turn comes
        move_once(server, match, seats)  # theirs: my turn again
        again = until(socket, "notice")
        assert again["notice"]["kind"] == "your_turn" and again["seq"] > turn["seq"]
    with player_stream(server, first_token, f"?after={turn['seq']}&lang=ru") as socket:
        resumed = until(socket, "notice")
        assert resumed["seq"] == again["seq"] and resumed["notice"] == again["notice"]
        assert resumed["text"] == "Ваш ход в «Победа!»."
        assert until(socket, "ready")["seq"] >= again["seq"]


def test_the_player_stream_refuses_a_seat_token_and_closes_on_revocation(server: ServerProcess) -> None:
    _, token = sign_up(server, f"Vera{uuid.uuid4().hex[:4]}")
    match = http().post(f"{server.url}{API}/matches", json={"game": "pobeda", "seats": 2}).json()["id"]
    seat_token = http().post(f"{server.url}{API}/matches/{match}/seats", json={"name": "Гость"}).json()["token"]
    with player_stream(server, seat_token) as socket:
        refused = json.loads(socket.recv(timeout=10))
        assert refused["type"] == "error" and refused["problem"]["code"] == "bad_token"
        with pytest.raises(ConnectionClosed) as closed:
            socket.recv(timeout=10)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
    spare = http().post(f"{server.url}{API}/players/me/tokens", json={"label": "phone"}, headers=auth(token)).json()
    with player_stream(server, spare["token"]) as socket:
        until(socket, "ready")
        gone = http().delete(f"{server.url}{API}/players/me/tokens/{spare['id']}", headers=auth(token))
        assert gone.status_code == 204, gone.text
        assert until(socket, "error")["problem"]["code"] == "bad_token"
        with pytest.raises(ConnectionClosed) as closed:
            socket.recv(timeout=10)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    receiving = Receiver()
    yield receiving
    receiving.close()


def wait_for(check: Any, seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def test_a_webhook_gets_signed_notices_and_logs_each_attempt(server: ServerProcess, receiver: Receiver) -> None:
    first, first_token = sign_up(server, f"Galya{uuid.uuid4().hex[:4]}")
    _, second_token = sign_up(server, f"Dima{uuid.uuid4().hex[:4]}")
    made = http().post(
        f"{server.url}{API}/players/me/webhooks",
        json={"url": receiver.url, "kinds": ["your_turn", "match_ended"]},
        headers=auth(first_token),
    )
    assert made.status_code == 201, made.text
    contract.check(made)
    receiver.secret = made.json()["secret"]
    assert receiver.secret.startswith("whsec_")
    webhook = made.json()["webhook"]
    listed = http().get(f"{server.url}{API}/players/me/webhooks", headers=auth(first_token)).json()
    assert listed == [webhook] and "secret" not in json.dumps(listed)
    match, seats = match_of_two(server, first_token, second_token)
    mine = next(seat for seat, token in seats.items() if token == first_token)
    turns = turns_in(server, match, seats, mine, moves=4)
    assert len(turns) >= 2
    expected = sorted(f"your_turn:{match}:{version}:{mine}" for version in turns)  # each of them once
    log_url = f"{server.url}{API}/players/me/webhooks/{webhook['id']}/deliveries"

    def delivered() -> list[str]:
        log = http().get(log_url, headers=auth(first_token))
        assert log.status_code == 200, log.text
        contract.check(log)
        return sorted(line["key"] for line in log.json() if line["result"] == "delivered")

    # the receiver has each delivery before it answers, and a pass logs its attempts after its last answer
    wait_for(lambda: len(receiver.got) >= len(expected) and len(delivered()) >= len(expected), seconds=60)
    assert not receiver.bad
    assert sorted(key for key, _ in receiver.got) == expected
    for key, payload in receiver.got:
        assert payload["type"] == "your_turn" and payload["data"]["key"] == key
        assert payload["data"]["player"] == first and payload["data"]["match"] == match
        assert payload["text"]["en"] == "Your turn in «Victory!»."
    assert delivered() == expected
    stranger = http().get(log_url, headers=auth(second_token))
    assert stranger.status_code == 404 and stranger.json()["code"] == "webhook_not_found"
    for answer in (stranger, http().get(f"{server.url}{API}/players/me/webhooks", headers=auth(first_token))):
        contract.check(answer)


def test_webhooks_refuse_bad_urls_and_unknown_kinds(server: ServerProcess) -> None:
    _, token = sign_up(server, f"Eva{uuid.uuid4().hex[:4]}")
    for body, code in (
        ({"url": "ftp://example.org/x", "kinds": ["your_turn"]}, "bad_webhook_url"),
        ({"url": "http://127.0.0.1:1/x", "kinds": ["no_such_kind"]}, "bad_notice_kind"),
        ({"url": "http://no-such-host.invalid/x", "kinds": ["your_turn"]}, "webhook_target_refused"),
    ):
        refused = http().post(f"{server.url}{API}/players/me/webhooks", json=body, headers=auth(token))
        assert refused.status_code == 422 and refused.json()["code"] == code, refused.text
        contract.check(refused)
    assert http().get(f"{server.url}{API}/players/me/webhooks", headers=auth(token)).json() == []


def test_a_deployment_refuses_loopback_targets_unless_allowed_and_counts_player_streams(tmp_path: Path) -> None:
    with ServerProcess(f"sqlite:///{tmp_path / 'igroteka.sqlite'}", tmp_path, ws_per_client=1, **FAST) as strict:
        _, token = sign_up(strict, "Zhora")
        for url in ("http://127.0.0.1:9/x", "http://localhost:9/x", "http://10.0.0.1/x", "http://[::1]:9/x"):
            refused = http().post(
                f"{strict.url}{API}/players/me/webhooks", json={"url": url, "kinds": ["your_turn"]}, headers=auth(token)
            )
            assert refused.status_code == 422 and refused.json()["code"] == "webhook_target_refused", url
        with player_stream(strict, token) as socket:
            until(socket, "ready")
            with player_stream(strict, token) as second:
                assert until(second, "error")["problem"]["code"] == "too_many_streams"
                with pytest.raises(ConnectionClosed) as closed:
                    second.recv(timeout=10)
                assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008


def test_a_failing_webhook_is_retried_then_disabled_and_its_owner_enables_it(
    tmp_path: Path, receiver: Receiver
) -> None:
    settings = {**FAST, "webhook_private_targets": "true", "webhook_disable_after": 3}
    with ServerProcess(f"sqlite:///{tmp_path / 'igroteka.sqlite'}", tmp_path, **settings) as server:
        _, first_token = sign_up(server, "Failing")
        _, second_token = sign_up(server, "Other")
        hook_id = hook(server, first_token, receiver, ("your_turn", "match_ended"))
        receiver.status = 500
        match, seats = match_of_two(server, first_token, second_token)
        url = f"{server.url}{API}/players/me/webhooks"
        while len(receiver.got) < 3:
            move_once(server, match, seats)
            time.sleep(0.3)
        wait_for(lambda: not http().get(url, headers=auth(first_token)).json()[0]["enabled"])
        listed = http().get(url, headers=auth(first_token)).json()[0]
        assert listed["failures"] == 3
        log = http().get(f"{url}/{hook_id}/deliveries", headers=auth(first_token)).json()
        assert {line["result"] for line in log} <= {"retry", "gone"} and any(
            line["detail"] == "HTTP 500" for line in log
        )
        tried = len(receiver.got)
        move_once(server, match, seats)
        move_once(server, match, seats)
        time.sleep(1.0)
        assert len(receiver.got) == tried  # disabled: nothing more is sent
        receiver.status = 200
        enabled = http().post(f"{url}/{hook_id}/enable", headers=auth(first_token))
        assert enabled.status_code == 200 and enabled.json()["enabled"] and enabled.json()["failures"] == 0
        contract.check(enabled)
        move_once(server, match, seats)
        move_once(server, match, seats)
        wait_for(
            lambda: any(
                line["result"] == "delivered"
                for line in http().get(f"{url}/{hook_id}/deliveries", headers=auth(first_token)).json()
            )
        )
        assert not receiver.bad


def test_a_webhook_is_disabled_once_and_the_attempts_in_flight_then_count_for_nothing(
    database_url: str, tmp_path: Path, receiver: Receiver
) -> None:
    """Six matches wait for the second player's move, which tells the first it is their turn. The
    receiver answers 500 (a second late): the first notice's attempt is held until the five others
    are stored, so the next pass sends those five at once. The third failure disables the webhook;
    the others, in flight when it did, are not counted and end gone, and the log says it was
    disabled once."""
    settings = {**FAST, "webhook_private_targets": "true", "webhook_disable_after": 3}
    with ServerProcess(database_url, tmp_path, **settings) as server:
        _, first_token = sign_up(server, "Slow")
        _, second_token = sign_up(server, "Quick")
        hook_id = hook(server, first_token, receiver)
        url = f"{server.url}{API}/players/me/webhooks"
        with player_stream(server, first_token) as socket:
            until(socket, "ready")
            waiting = [theirs_to_play(server, first_token, second_token) for _ in range(6)]
            told = sum(told for _, _, told in waiting)
            for _ in range(told):  # delivered (200): nothing counts
                until(socket, "notice")
            log_url = f"{url}/{hook_id}/deliveries"
            # every one delivered and logged (not only as many logged as delivered: none yet, at first)
            wait_for(
                lambda: len(receiver.got) == told and len(http().get(log_url, headers=auth(first_token)).json()) == told
            )
            receiver.status, receiver.delay, before = 500, 1.0, len(receiver.got)
            receiver.gate.clear()
            for n, (match, move, _) in enumerate(waiting):
                played = http().post(f"{server.url}{API}/matches/{match}/moves", json=move, headers=auth(second_token))
                assert played.status_code == 200, played.text
                if n == 0:
                    wait_for(lambda: len(receiver.got) == before + 1)  # its attempt is in flight, held
            for _ in waiting:
                until(socket, "notice")  # all stored: the next pass fans them out together
            receiver.gate.set()
        wait_for(lambda: not http().get(url, headers=auth(first_token)).json()[0]["enabled"], 30)
        time.sleep(1.5)  # every attempt in flight has been answered
        assert len(receiver.got) - before >= 4  # four failures or more happened; three count
        assert http().get(url, headers=auth(first_token)).json()[0]["failures"] == 3
        details = [line["detail"] for line in http().get(log_url, headers=auth(first_token)).json()]
        assert details.count("disabled after 3 failures") == 1, details
        assert details.count("HTTP 500") == 2 and "the webhook is disabled" in details, details
        assert not receiver.bad


def theirs_to_play(server: ServerProcess, first: str, second: str) -> tuple[str, dict[str, Any], bool]:
    """A match of the two where the second is to act: its id, a legal move of theirs to post, and
    whether the first was told it was their turn on the way (they moved first)."""
    match, seats = match_of_two(server, first, second)
    mine = next(seat for seat, token in seats.items() if token == first)
    told = http().get(f"{server.url}{API}/matches/{match}").json()["to_act"] == [mine]
    if told:
        move_once(server, match, seats)
    legal = http().get(f"{server.url}{API}/matches/{match}/legal-moves", headers=auth(second)).json()
    return match, {"move_id": str(uuid.uuid4()), "move": legal["moves"][0], "expected_version": legal["version"]}, told


def test_a_quick_play_request_paired_is_told_on_the_player_stream(server: ServerProcess) -> None:
    first, first_token = sign_up(server, f"Quick{uuid.uuid4().hex[:4]}")
    _, second_token = sign_up(server, f"Play{uuid.uuid4().hex[:4]}")
    with player_stream(server, first_token) as socket:
        until(socket, "ready")
        asked = [
            http().post(f"{server.url}{API}/seeks", json={"game": "ecologic", "seats": 2}, headers=auth(token))
            for token in (first_token, second_token)
        ]
        assert all(a.status_code == 201 for a in asked), [a.text for a in asked]
        kinds: dict[str, dict[str, Any]] = {}
        while "paired" not in kinds:
            message = until(socket, "notice")
            kinds[message["notice"]["kind"]] = message["notice"]
        paired = kinds["paired"]
        assert paired["seek"] == asked[0].json()["id"] and paired["player"] == first
        assert paired["key"] == f"paired:{paired['seek']}" and paired["game"] == "ecologic"


def test_a_deleted_accounts_webhook_gets_nothing_more(server: ServerProcess, receiver: Receiver) -> None:
    _, first_token = sign_up(server, f"Gone{uuid.uuid4().hex[:4]}")
    _, second_token = sign_up(server, f"Stay{uuid.uuid4().hex[:4]}")
    made = (
        http()
        .post(
            f"{server.url}{API}/players/me/webhooks",
            json={"url": receiver.url, "kinds": ["your_turn"]},
            headers=auth(first_token),
        )
        .json()
    )
    receiver.secret = made["secret"]
    match, seats = match_of_two(server, first_token, second_token)
    theirs = next(seat for seat, token in seats.items() if token == second_token)
    while not receiver.got or http().get(f"{server.url}{API}/matches/{match}").json()["to_act"] != [theirs]:
        move_once(server, match, seats)
        time.sleep(0.2)
    told = len(receiver.got)
    quiet = time.monotonic() + 1.0  # an earlier turn's notice may still be on its way: it comes first
    while time.monotonic() < quiet:
        if len(receiver.got) != told:
            told, quiet = len(receiver.got), time.monotonic() + 1.0
        time.sleep(0.05)
    assert http().delete(f"{server.url}{API}/players/me", headers=auth(first_token)).status_code == 204
    move_once(server, match, seats)  # the other seat moves: the deleted player's seat is to act
    time.sleep(1.5)
    assert len(receiver.got) == told and not receiver.bad


def test_a_tour_started_tells_each_registered_player_their_table(server: ServerProcess) -> None:
    player, token = sign_up(server, f"Tour{uuid.uuid4().hex[:4]}")
    _, other = sign_up(server, f"Mate{uuid.uuid4().hex[:4]}")
    body = {"game": "pobeda", "options": {}, "table_size": 2}
    announced = http().post(f"{server.url}{API}/tournaments", json=body).json()
    tournament, organiser = announced["id"], announced["organiser_token"]
    with player_stream(server, token) as socket:
        until(socket, "ready")
        for name, bearer in (("Tour", token), ("Mate", other)):
            registered = http().post(
                f"{server.url}{API}/tournaments/{tournament}/players", json={"name": name}, headers=auth(bearer)
            )
            assert registered.status_code == 201, registered.text
        started = http().post(f"{server.url}{API}/tournaments/{tournament}/tours", headers=auth(organiser))
        assert started.status_code in (200, 201), started.text
        told: dict[str, Any] = {}
        while told.get("kind") != "tour_started":
            told = until(socket, "notice")["notice"]
        assert told["player"] == player and told["tournament"] == tournament
        assert told["tour"] == 1 and told["table"] == 1 and told["key"] == f"tour_started:{tournament}:1:{player}"
        table = http().get(f"{server.url}{API}/matches/{told['match']}").json()
        assert table["seats"][told["seat"]]["name"] == "Tour"


def test_a_rated_match_ended_by_resignation_tells_both_its_end_and_their_new_ratings(server: ServerProcess) -> None:
    winner, winner_token = sign_up(server, f"Win{uuid.uuid4().hex[:4]}")
    loser, loser_token = sign_up(server, f"Lose{uuid.uuid4().hex[:4]}")
    match = http().post(f"{server.url}{API}/matches", json={"game": "den_pobedy", "seats": 2, "rated": True}).json()
    with player_stream(server, winner_token) as socket:
        until(socket, "ready")
        for name, token in (("Win", winner_token), ("Lose", loser_token)):
            claimed = http().post(
                f"{server.url}{API}/matches/{match['id']}/seats", json={"name": name}, headers=auth(token)
            )
            assert claimed.status_code == 201, claimed.text
        resigned = http().post(f"{server.url}{API}/matches/{match['id']}/resign", headers=auth(loser_token))
        assert resigned.status_code == 200, resigned.text
        told: dict[str, dict[str, Any]] = {}
        while "rating_changed" not in told:
            message = until(socket, "notice")
            told[message["notice"]["kind"]] = message
        ended, rated = told["match_ended"]["notice"], told["rating_changed"]["notice"]
        assert ended["player"] == winner and ended["winner_names"] == ["Win"] and ended["reason"] == "resigned"
        assert "resigned" in told["match_ended"]["text"]
        assert rated["player"] == winner and rated["after"] > rated["before"] and rated["place"] == 1
        assert rated["key"] == f"rating_changed:{match['id']}:{winner}" and loser != winner
