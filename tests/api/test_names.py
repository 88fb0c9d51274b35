"""Names through a real server process: stored NFC-normalised; control, direction-override and
invisible characters refused; at most 32 characters that show; no name posing as another seat's
or another registered player's (same compatibility form without case)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support.client import Api
from tests.support.server import ServerProcess


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def claim(api: Api, match_id: str, name: str) -> tuple[int, dict]:
    response = api.call("POST", f"/api/v1/matches/{match_id}/seats", json={"name": name})
    return response.status_code, response.json()


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("ad\u202emin", "name_invisible"),  # right-to-left override
        ("an\u200bna", "name_invisible"),  # zero-width space
        ("an\u2066na\u2069", "name_invisible"),  # bidi isolate
        ("anna\u00ad", "name_invisible"),  # soft hyphen
        ("\u3164", "name_invisible"),  # a filler that shows nothing
        ("an\tna", "name_invisible"),
        ("an\u00a0na", "name_invisible"),  # a space of another kind
        ("   ", "name_empty"),
        ("я" * 33, "name_too_long"),
    ],
)
def test_names_that_hide_or_disguise_are_refused(api: Api, name: str, code: str) -> None:
    match_id = api.create("pobeda", 2)["id"]
    status, body = claim(api, match_id, name)
    assert (status, body["code"]) == (422, code)
    assert api.envelope(match_id)["version"] == 1, "a refused claim changes nothing"


def test_names_are_nfc_and_combining_marks_do_not_count_towards_the_length(api: Api) -> None:
    match_id = api.create("pobeda", 3)["id"]
    status, _ = claim(api, match_id, "Се\u0301ня")  # a decomposed accent
    assert status == 201
    assert api.envelope(match_id)["seats"][0]["name"] == "\u0421\u0435\u0301\u043d\u044f"  # no composed form
    status, _ = claim(api, match_id, "e\u0301" * 32)  # 32 characters that show, 64 code points
    assert status == 201
    assert api.envelope(match_id)["seats"][1]["name"] == "\u00e9" * 32, "stored composed (NFC)"


@pytest.mark.parametrize("other", ["ANNA", "Anna", "\uff21\uff2e\uff2e\uff21", " anna "])
def test_a_name_may_not_pose_as_another_seat(api: Api, other: str) -> None:
    match_id = api.create("pobeda", 3)["id"]
    assert claim(api, match_id, "anna")[0] == 201
    status, body = claim(api, match_id, other)
    assert (status, body["code"]) == (409, "name_taken")


def test_a_name_may_not_pose_as_another_registered_player(api: Api) -> None:
    created = api.call("POST", "/api/v1/tournaments", json={"game": "pobeda", "table_size": 2}).json()
    path = f"/api/v1/tournaments/{created['id']}/players"
    assert api.call("POST", path, json={"name": "Борис"}).status_code == 201
    taken = api.call("POST", path, json={"name": "БОРИС"})
    assert (taken.status_code, taken.json()["code"]) == (409, "name_taken")
    hidden = api.call("POST", path, json={"name": "Бор\u200dис"})
    assert (hidden.status_code, hidden.json()["code"]) == (422, "name_invisible")
