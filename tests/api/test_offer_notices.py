"""Challenges, invitations and rematches told as notices (issue 38), through a real server on each
store: a challenge reaches the challenged player's stream and webhook (signed as Standard Webhooks
says, verified with the ``standardwebhooks`` package), its answer or cancellation the other
player, a rematch offered and started the other seat, a rematch declined the seat that offered it,
an invitation used its creator, an unanswered challenge's expiry its challenger; and a third
player, streaming, with a webhook for every kind and a browser subscribed to Web Push, hears none
of it; the challenged player's browser gets the challenge pushed (through a stand-in push service
that decrypts it as a browser would)."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from websockets.sync.client import ClientConnection

from tests.api.test_notices_api import FAST, auth, http, match_of_two, player_stream, sign_up, until, wait_for
from tests.support import contract
from tests.support.pushservice import Browser, PushService
from tests.support.server import ServerProcess
from tests.support.webhooks import Receiver

API = "/api/v1"
OFFER_KINDS = [
    "challenge_received",
    "challenge_accepted",
    "challenge_declined",
    "challenge_cancelled",
    "challenge_expired",
    "invitation_used",
    "rematch_offered",
    "rematch_declined",
    "rematch_started",
]


@pytest.fixture(scope="module")
def server(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    from tests.conftest import fresh_pg_database

    workdir = tmp_path_factory.mktemp("offer-notices")
    store = getattr(request, "param", "sqlite")
    urls = (
        iter([f"sqlite:///{workdir / 'igroteka.sqlite'}"])
        if store == "sqlite"
        else fresh_pg_database(request.getfixturevalue("pg_admin_url"))
    )
    with ServerProcess(
        next(urls),
        workdir,
        webhook_private_targets="true",
        vapid_key_file=str(workdir / "vapid.pem"),
        push_private_targets="true",
        **FAST,
    ) as process:
        yield process
    next(urls, None)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "server" in metafunc.fixturenames:
        metafunc.parametrize("server", ["sqlite", "postgres"], indirect=True, scope="module")


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    receiving = Receiver()
    yield receiving
    receiving.close()


class Person:
    """A new player (id, name, token) with a webhook for every offer kind at a path of its own."""

    def __init__(self, server: ServerProcess, receiver: Receiver, name: str) -> None:
        self.name = f"{name}{uuid.uuid4().hex[:4]}"
        self.id, self.token = sign_up(server, self.name)
        made = http().post(
            f"{server.url}{API}/players/me/webhooks",
            json={"url": f"{receiver.url}/{self.id}", "kinds": OFFER_KINDS},
            headers=auth(self.token),
        )
        assert made.status_code == 201, made.text
        receiver.secrets[f"/hook/{self.id}"] = made.json()["secret"]


def people(server: ServerProcess, receiver: Receiver) -> tuple[Person, Person, Person]:
    return Person(server, receiver, "Anna"), Person(server, receiver, "Boris"), Person(server, receiver, "Clara")


def hooked(receiver: Receiver, person: Person) -> list[dict[str, Any]]:
    """The webhook payloads that reached the person's path (each verified, or listed in ``bad``)."""
    with receiver.lock:
        return [payload for _, payload in receiver.got if payload["data"]["player"] == person.id]


def offered(socket: ClientConnection) -> dict[str, Any]:
    """The next notice of an offer kind on a player stream (notices of other kinds skipped)."""
    while True:
        message = until(socket, "notice")
        if message["notice"]["kind"] in OFFER_KINDS:
            return message


def ready(server: ServerProcess, person: Person) -> int:
    """Where the person's notices stand now: the ``seq`` a new stream's ``ready`` names."""
    with player_stream(server, person.token) as socket:
        return int(until(socket, "ready")["seq"])


def told_since(server: ServerProcess, person: Person, after: int, count: int) -> list[dict[str, Any]]:
    """The person's offer notices after ``after`` as a stream resumed there sends them (``seq``,
    ``text``, ``notice``): those stored before it opened, up to its ``ready``, and then live ones
    until there are ``count``."""
    found: list[dict[str, Any]] = []
    standing = False
    with player_stream(server, person.token, f"?after={after}") as socket:
        while not standing or len(found) < count:
            message = json.loads(socket.recv(timeout=15))
            contract.check_frame(message)
            standing = standing or message["type"] == "ready"
            if message["type"] == "notice" and message["notice"]["kind"] in OFFER_KINDS:
                found.append(message)
    return found


def kinds(messages: list[dict[str, Any]]) -> list[str]:
    return [message["notice"]["kind"] for message in messages]


def told_nothing(server: ServerProcess, person: Person, after: int, upto: int) -> None:
    """The person has no offer notice after ``after``, read once the feed of the stream stands at
    ``upto`` (the newest notice the test saw) or later."""
    deadline = time.monotonic() + 15
    while True:
        with player_stream(server, person.token, f"?after={after}") as socket:
            while True:
                message = json.loads(socket.recv(timeout=15))
                contract.check_frame(message)
                assert message["type"] != "notice" or message["notice"]["kind"] not in OFFER_KINDS, message
                if message["type"] == "ready":
                    break
        if message["seq"] >= upto:
            return
        assert time.monotonic() < deadline, "the stream never caught up"
        time.sleep(0.05)


def post(server: ServerProcess, path: str, token: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
    answer = http().post(f"{server.url}{API}{path}", json=body, headers=auth(token))
    assert answer.status_code in (200, 201), answer.text
    return answer.json()


def moment(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def test_a_challenge_reaches_the_challenged_and_its_acceptance_the_challenger_and_nobody_else(
    server: ServerProcess, receiver: Receiver
) -> None:
    anna, boris, clara = people(server, receiver)
    marks = {person.id: ready(server, person) for person in (anna, boris, clara)}
    with player_stream(server, anna.token) as anna_stream, player_stream(server, boris.token) as boris_stream:
        until(anna_stream, "ready")
        until(boris_stream, "ready")
        challenge = post(server, "/challenges", anna.token, {"player": boris.id, "game": "pobeda", "rated": True})
        received = offered(boris_stream)
        notice = received["notice"]
        assert moment(notice.pop("expires")) == moment(challenge["expires_at"])
        assert notice == {
            "kind": "challenge_received",
            "key": f"challenge_received:{challenge['id']}",
            "player": boris.id,
            "game": "pobeda",
            "challenge": challenge["id"],
            "by": anna.id,
            "by_name": anna.name,
            "seats": 2,
            "rated": True,
        }
        assert received["text"] == f"{anna.name} challenges you to «Victory!»."
        accepted = post(server, f"/challenges/{challenge['id']}/accept", boris.token)
        answer = offered(anna_stream)
        assert answer["notice"] == {
            "kind": "challenge_accepted",
            "key": f"challenge_accepted:{challenge['id']}",
            "player": anna.id,
            "game": "pobeda",
            "challenge": challenge["id"],
            "by": boris.id,
            "by_name": boris.name,
            "match": accepted["match_id"],
        }
        assert answer["text"] == f"{boris.name} accepted your challenge: your «Victory!» match begins."
    wait_for(lambda: hooked(receiver, anna) and hooked(receiver, boris))
    assert not receiver.bad
    [to_boris], [to_anna] = hooked(receiver, boris), hooked(receiver, anna)
    assert to_boris["type"] == "challenge_received" and to_boris["data"]["challenge"] == challenge["id"]
    assert to_boris["data"]["by_name"] == anna.name
    assert to_boris["text"]["ru"] == f"{anna.name} вызывает вас на партию «Победа!»."
    assert to_anna["type"] == "challenge_accepted" and to_anna["data"]["match"] == accepted["match_id"]
    assert kinds(told_since(server, boris, marks[boris.id], 1)) == ["challenge_received"]
    assert kinds(told_since(server, anna, marks[anna.id], 1)) == ["challenge_accepted"]
    told_nothing(server, clara, marks[clara.id], answer["seq"])
    assert hooked(receiver, clara) == []


def test_a_declined_challenge_tells_its_challenger_and_a_cancelled_one_the_challenged(
    server: ServerProcess, receiver: Receiver
) -> None:
    anna, boris, clara = people(server, receiver)
    marks = {person.id: ready(server, person) for person in (anna, boris, clara)}
    first = post(server, "/challenges", anna.token, {"player": boris.id, "game": "ecologic"})
    post(server, f"/challenges/{first['id']}/decline", boris.token)
    second = post(server, "/challenges", anna.token, {"player": boris.id, "game": "zavody"})
    cancelled = http().delete(f"{server.url}{API}/challenges/{second['id']}", headers=auth(anna.token))
    assert cancelled.status_code == 204, cancelled.text
    wait_for(lambda: len(hooked(receiver, boris)) == 3 and len(hooked(receiver, anna)) == 1)
    assert not receiver.bad
    [declined] = hooked(receiver, anna)
    assert declined["type"] == "challenge_declined" and declined["data"]["challenge"] == first["id"]
    assert declined["data"]["by"] == boris.id and declined["text"]["en"] == (
        f"{boris.name} declined your challenge to «EcoLogic»."
    )
    to_boris = {payload["type"]: payload for payload in hooked(receiver, boris)}
    assert sorted(payload["type"] for payload in hooked(receiver, boris)) == [
        "challenge_cancelled",
        "challenge_received",
        "challenge_received",
    ]
    withdrawn = to_boris["challenge_cancelled"]
    assert withdrawn["data"]["challenge"] == second["id"] and withdrawn["data"]["by"] == anna.id
    assert withdrawn["text"]["ru"] == f"{anna.name} отменяет вызов на партию «Заводы»."
    assert kinds(told_since(server, anna, marks[anna.id], 1)) == ["challenge_declined"]
    last = told_since(server, boris, marks[boris.id], 3)
    assert kinds(last) == ["challenge_received", "challenge_received", "challenge_cancelled"]
    told_nothing(server, clara, marks[clara.id], last[-1]["seq"])
    assert hooked(receiver, clara) == []


def test_a_rematch_offered_and_started_reaches_the_other_seat_and_a_refusal_the_offering_one(
    server: ServerProcess, receiver: Receiver
) -> None:
    anna, boris, clara = people(server, receiver)
    marks = {person.id: ready(server, person) for person in (anna, boris, clara)}
    match, seats = match_of_two(server, anna.token, boris.token)
    mine = {token: seat for seat, token in seats.items()}
    names = [seat["name"] for seat in http().get(f"{server.url}{API}/matches/{match}").json()["seats"]]
    post(server, f"/matches/{match}/resign", boris.token)
    with player_stream(server, anna.token) as anna_stream, player_stream(server, boris.token) as boris_stream:
        until(anna_stream, "ready")
        until(boris_stream, "ready")
        offer = post(server, f"/matches/{match}/rematch", anna.token)
        asked = offered(boris_stream)
        assert moment(asked["notice"].pop("expires")) == moment(offer["expires_at"])
        assert asked["notice"] == {
            "kind": "rematch_offered",
            "key": f"rematch_offered:{offer['id']}:{mine[boris.token]}",
            "player": boris.id,
            "game": "pobeda",
            "match": match,
            "seat": mine[boris.token],
            "by": mine[anna.token],
            "by_name": names[mine[anna.token]],
        }
        assert asked["text"] == f"{names[mine[anna.token]]} offers a rematch of «Victory!»."
        accepted = post(server, f"/matches/{match}/rematch/accept", boris.token)
        begun = {
            person.id: offered(socket)["notice"] for person, socket in ((anna, anna_stream), (boris, boris_stream))
        }
    rematch = accepted["match_id"]
    envelope = http().get(f"{server.url}{API}/matches/{rematch}").json()
    for person in (anna, boris):
        notice = begun[person.id]
        assert notice["kind"] == "rematch_started" and notice["match"] == rematch and notice["previous"] == match
        assert notice["seat"] == (mine[person.token] + 1) % 2
        assert envelope["seats"][notice["seat"]]["name"] == names[mine[person.token]]
    assert begun[boris.id]["seat"] == accepted["seat"] and accepted["seat_token"] not in json.dumps(begun)

    post(server, f"/matches/{rematch}/resign", anna.token)
    post(server, f"/matches/{rematch}/rematch", boris.token)
    post(server, f"/matches/{rematch}/rematch/decline", anna.token)
    told = told_since(server, boris, marks[boris.id], 3)
    assert kinds(told) == ["rematch_offered", "rematch_started", "rematch_declined"]
    refusal = told[2]["notice"]
    assert refusal["match"] == rematch and refusal["seat"] == begun[boris.id]["seat"]
    assert refusal["by"] == begun[anna.id]["seat"] and refusal["by_name"] == names[mine[anna.token]]
    assert told[2]["text"] == f"{names[mine[anna.token]]} declined the rematch of «Victory!»."
    assert kinds(told_since(server, anna, marks[anna.id], 2)) == ["rematch_started", "rematch_offered"]
    told_nothing(server, clara, marks[clara.id], told[2]["seq"])
    wait_for(lambda: len(hooked(receiver, boris)) == 3 and len(hooked(receiver, anna)) == 2)
    assert not receiver.bad and hooked(receiver, clara) == []


def test_an_invitation_used_tells_its_creator_who_took_which_seat(server: ServerProcess, receiver: Receiver) -> None:
    anna, _, clara = people(server, receiver)
    marks = {person.id: ready(server, person) for person in (anna, clara)}
    match = http().post(f"{server.url}{API}/matches", json={"game": "pobeda", "seats": 3}).json()["id"]
    seat = post(server, f"/matches/{match}/seats", anna.token, {"name": "Anna"})["seat"]
    invitation = post(server, f"/matches/{match}/invitations", anna.token, {})
    used = http().post(f"{server.url}{API}/invitations/use", json={"code": invitation["code"], "name": "Гость"})
    assert used.status_code == 200, used.text
    [message] = told_since(server, anna, marks[anna.id], 1)
    told = message["notice"]
    assert told == {
        "kind": "invitation_used",
        "key": f"invitation_used:{invitation['id']}",
        "player": anna.id,
        "game": "pobeda",
        "invitation": invitation["id"],
        "match": match,
        "seat": used.json()["seat"],
        "name": "Гость",
    }
    assert used.json()["seat"] == invitation["seat"] != seat
    wait_for(lambda: hooked(receiver, anna))
    [hook] = hooked(receiver, anna)
    assert hook["data"] == told and not receiver.bad
    assert hook["text"]["en"] == f"Гость took seat {told['seat'] + 1} of your «Victory!» match with your invitation."
    assert invitation["code"] not in json.dumps(hook)
    told_nothing(server, clara, marks[clara.id], message["seq"])
    assert hooked(receiver, clara) == []


def test_an_unanswered_challenge_expires_and_tells_its_challenger_once(tmp_path: Path, receiver: Receiver) -> None:
    settings = {**FAST, "webhook_private_targets": "true", "challenge_timeout": 1}
    with ServerProcess(f"sqlite:///{tmp_path / 'igroteka.sqlite'}", tmp_path, **settings) as server:
        anna, boris, _ = people(server, receiver)
        with player_stream(server, anna.token) as socket:
            until(socket, "ready")
            challenge = post(server, "/challenges", anna.token, {"player": boris.id, "game": "den_pobedy"})
            expired = offered(socket)
        assert expired["notice"] == {
            "kind": "challenge_expired",
            "key": f"challenge_expired:{challenge['id']}",
            "player": anna.id,
            "game": "den_pobedy",
            "challenge": challenge["id"],
            "challenged": boris.id,
            "challenged_name": boris.name,
        }
        assert expired["text"] == f"Your challenge to «Victory Day» expired unanswered ({boris.name})."
        gone = http().post(f"{server.url}{API}/challenges/{challenge['id']}/accept", headers=auth(boris.token))
        assert gone.status_code == 409 and gone.json()["code"] == "challenge_expired"
        wait_for(lambda: hooked(receiver, anna) and hooked(receiver, boris))
        assert kinds(told_since(server, anna, 0, 1)) == ["challenge_expired"]
        assert [p["type"] for p in hooked(receiver, anna)] == ["challenge_expired"] and not receiver.bad


def subscribe(server: ServerProcess, service: PushService, person: Person, kinds: list[str] | None) -> Browser:
    """A browser of the person's subscribed to Web Push for ``kinds`` (None: every kind)."""
    key = http().get(f"{server.url}{API}/push/key").json()["public_key"]
    browser = service.subscribe(key)
    made = http().post(
        f"{server.url}{API}/players/me/push-subscriptions", json=browser.json(kinds=kinds), headers=auth(person.token)
    )
    assert made.status_code == 201, made.text
    return browser


def test_a_challenge_and_its_answer_are_pushed_to_the_browsers_that_want_them(
    server: ServerProcess, receiver: Receiver
) -> None:
    anna, boris, clara = people(server, receiver)
    with PushService() as service:
        browsers = {
            anna.id: subscribe(server, service, anna, ["challenge_declined"]),
            boris.id: subscribe(server, service, boris, ["challenge_received", "rematch_offered"]),
            clara.id: subscribe(server, service, clara, None),
        }
        challenge = post(server, "/challenges", anna.token, {"player": boris.id, "game": "pobeda"})
        post(server, f"/challenges/{challenge['id']}/decline", boris.token)
        wait_for(lambda: service.received(browsers[boris.id]) and service.received(browsers[anna.id]))
        [arrival] = service.received(browsers[boris.id])
        pushed = json.loads(arrival.payload)
        assert pushed["type"] == "challenge_received" and pushed["data"]["player"] == boris.id
        assert pushed["data"]["challenge"] == challenge["id"] and pushed["data"]["by_name"] == anna.name
        assert pushed["text"] == {
            "ru": f"{anna.name} вызывает вас на партию «Победа!».",
            "en": f"{anna.name} challenges you to «Victory!».",
        }
        assert arrival.urgency == "high" and arrival.topic is not None
        [answer] = service.received(browsers[anna.id])
        declined = json.loads(answer.payload)
        assert declined["type"] == "challenge_declined" and declined["data"]["by"] == boris.id
        assert answer.urgency == "normal"
        assert service.received(browsers[clara.id]) == []
