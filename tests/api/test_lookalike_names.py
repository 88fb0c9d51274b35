"""Names that render like a taken one, through a real server process (issue 40): invisible
characters (variation selectors, the combining grapheme joiner) and piles of combining marks are
refused, and a name whose confusable skeleton (Unicode TS #39) matches a taken one's is taken,
within a match and within a tournament; guests whom quick play seats together under look-alike
names are told apart by their seat numbers."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from igroteka.domain.names import looks_alike
from tests.support.client import Api
from tests.support.server import ServerProcess

INVISIBLE = ["Alice\ufe0f", "Ali\ufe0fce", "Alice\u034f", "Alice\U000e0100", "Ali\u180bce", "Alice\u17b4"]
LOOKALIKES = ["\u0410lice", "\u0391lice", "A\u029f\u026a\u1d04\u1d07", "Al\u0131ce", "ALICE", "AIice", "\U0001d400lice"]
MARKS = ["\u0301\u0302\u0303", "a" + "\u0301" * 127, "Al\u0300\u0301\u0302\u0303\u0304ce", " \u0301"]


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def refused(answer: object, status: int, code: str) -> bool:
    return answer.status_code == status and answer.json()["code"] == code  # type: ignore[attr-defined]


def test_lookalikes_invisibles_and_piles_of_marks_are_refused_in_a_match(api: Api) -> None:
    match_id = api.create("pobeda", 2)["id"]
    path = f"/api/v1/matches/{match_id}/seats"
    assert api.call("POST", path, json={"name": "Alice"}).status_code == 201
    for name in INVISIBLE:
        assert refused(api.call("POST", path, json={"name": name}), 422, "name_invisible"), name
    for name in MARKS:
        assert refused(api.call("POST", path, json={"name": name}), 422, "name_marks"), name
    for name in LOOKALIKES:
        assert refused(api.call("POST", path, json={"name": name}), 409, "name_taken"), name
    assert api.envelope(match_id)["version"] == 2, "only Alice's claim was stored"
    assert api.call("POST", path, json={"name": "Alicia"}).status_code == 201


def test_lookalikes_are_refused_in_a_tournament(api: Api) -> None:
    created = api.call("POST", "/api/v1/tournaments", json={"game": "pobeda", "table_size": 2}).json()
    path = f"/api/v1/tournaments/{created['id']}/players"
    assert api.call("POST", path, json={"name": "Alice"}).status_code == 201
    for name in LOOKALIKES:
        assert refused(api.call("POST", path, json={"name": name}), 409, "name_taken"), name
    for name in INVISIBLE:
        assert refused(api.call("POST", path, json={"name": name}), 422, "name_invisible"), name
    assert api.call("POST", path, json={"name": "Бob"}).status_code == 201, "Б is not B"


def test_quick_play_seats_guests_of_look_alike_names_under_distinct_names(api: Api) -> None:
    """A claim of a look-alike name is refused, but quick play seats its requesters itself: two
    guests asking as ``Alice`` and Cyrillic ``Аlice`` (or ``ALICE``) get names that do not look alike."""
    for pair in (["Alice", "\u0410lice"], ["Vera", "VERA"], ["Lev", "\uff2cev"]):
        body = {"game": "pobeda", "seats": 2, "options": {"lines_to_win": 3}}
        made = [api.call("POST", "/api/v1/seeks", json={**body, "name": name}).json() for name in pair]
        deadline = time.monotonic() + 20
        states = [api.call("GET", f"/api/v1/seeks/{m['id']}", m["token"]).json() for m in made]
        while any(state["status"] == "open" for state in states):
            assert time.monotonic() < deadline, "the two requests were paired"
            time.sleep(0.1)
            states = [api.call("GET", f"/api/v1/seeks/{m['id']}", m["token"]).json() for m in made]
        assert states[0]["match_id"] == states[1]["match_id"], states
        first, second = (seat["name"] for seat in api.envelope(states[0]["match_id"])["seats"])
        assert not looks_alike(first, second), (first, second)
        assert {first, second} & set(pair), "one guest keeps the name asked for"


def test_names_of_other_scripts_that_do_not_look_alike_are_distinct() -> None:
    assert not looks_alike("Алиса", "Борис")
    assert not looks_alike("Борис", "Bopиc")
    assert looks_alike("Сеня", "Ceня") and looks_alike("p0", "pO") and looks_alike("rn", "m")
    assert looks_alike("ｖａｓｙａ", "Vasya") and not looks_alike("Vasya", "Vasia")
