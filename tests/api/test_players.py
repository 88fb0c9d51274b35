"""Player accounts through a real server process on both stores (issue 37): signing up, the tokens'
lifecycle, seats claimed with a player token and guest seats claimed later, the player token acting
for its seats, my games with cursor pages and the to-act filter, profiles and histories, deletion,
look-alike names and bad input."""

from __future__ import annotations

import itertools
import uuid
from collections.abc import Iterator
from typing import Any

import pytest

from tests.support.client import Api
from tests.support.server import ServerProcess

PLAYERS = "/api/v1/players"
COUNTER = itertools.count()


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def unique(name: str) -> str:
    """A name no other test of the module's server took (accounts outlive each test)."""
    return f"{name} {next(COUNTER)}"


def sign_up(api: Api, name: str, label: str = "phone") -> dict[str, Any]:
    answer = api.call("POST", PLAYERS, json={"name": name, "label": label})
    assert answer.status_code == 201, answer.text
    return answer.json()


def problem(answer: Any, status: int, code: str) -> None:
    assert answer.status_code == status and answer.json()["code"] == code, answer.text


def claim(api: Api, match_id: str, name: str, token: str | None = None, seat: int | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"name": name} if seat is None else {"name": name, "seat": seat}
    answer = api.call("POST", f"/api/v1/matches/{match_id}/seats", token, json=body)
    assert answer.status_code == 201, answer.text
    return answer.json()


def play_first(api: Api, match_id: str, token: str) -> dict[str, Any]:
    legal = api.legal(match_id, token, "player")
    assert legal["moves"], legal
    answer = api.move(match_id, token, legal["moves"][0], "player")
    assert answer.status_code == 200, answer.text
    return answer.json()


def test_sign_up_shows_the_token_once_and_it_names_the_player(api: Api) -> None:
    name = unique("Зина")
    player = sign_up(api, f"  {name} ", "телефон")
    token = player["token"]
    assert player["name"] == name and token["token"].startswith("igp_") and token["label"] == "телефон"
    me = api.call("GET", f"{PLAYERS}/me", token["token"]).json()
    assert me["id"] == player["id"] and me["name"] == name
    assert me["counts"] == {"running": 0, "finished": 0, "won": 0} and me["recent"] == []
    public = api.call("GET", f"{PLAYERS}/{player['id']}").json()
    assert public == me
    listed = api.call("GET", f"{PLAYERS}/me/tokens", token["token"]).json()
    assert [t["id"] for t in listed] == [token["id"]] and "token" not in listed[0]
    assert token["token"].split("_", 2)[2] not in str(listed)  # the secret may hold "_" itself
    assert listed[0]["last_used_at"] is not None  # the requests above used it


def test_tokens_are_issued_listed_rotated_and_revoked(api: Api) -> None:
    first = sign_up(api, unique("Петя"))["token"]
    second = api.call("POST", f"{PLAYERS}/me/tokens", first["token"], json={"label": "планшет"}).json()
    assert second["label"] == "планшет" and second["token"] != first["token"]
    assert api.call("GET", f"{PLAYERS}/me", second["token"]).status_code == 200
    ids = [t["id"] for t in api.call("GET", f"{PLAYERS}/me/tokens", second["token"]).json()]
    assert ids == [first["id"], second["id"]]
    rotated = api.call("POST", f"{PLAYERS}/me/tokens/{second['id']}/rotate", first["token"]).json()
    assert rotated["label"] == "планшет" and rotated["id"] != second["id"]
    problem(api.call("GET", f"{PLAYERS}/me", second["token"]), 401, "bad_token")
    assert api.call("GET", f"{PLAYERS}/me", rotated["token"]).status_code == 200
    assert api.call("DELETE", f"{PLAYERS}/me/tokens/{first['id']}", rotated["token"]).status_code == 204
    problem(api.call("GET", f"{PLAYERS}/me", first["token"]), 401, "bad_token")
    problem(api.call("DELETE", f"{PLAYERS}/me/tokens/{rotated['id']}", rotated["token"]), 409, "last_token")
    problem(api.call("DELETE", f"{PLAYERS}/me/tokens/{first['id']}", rotated["token"]), 404, "token_not_found")
    other = sign_up(api, unique("Вася"))["token"]
    problem(api.call("DELETE", f"{PLAYERS}/me/tokens/{rotated['id']}", other["token"]), 404, "token_not_found")
    assert api.call("GET", f"{PLAYERS}/me", rotated["token"]).status_code == 200, "another player cannot revoke it"


def test_a_wrong_secret_under_a_right_id_and_an_unknown_id_are_refused_alike(api: Api) -> None:
    token = sign_up(api, unique("Оля"))["token"]["token"]
    secret = token.split("_", 2)[2]
    wrong_secret = token[: -len(secret)] + ("A" if secret[0] != "A" else "B") + secret[1:]
    unknown_id = "igp_" + "0" * 16 + "_" + secret
    for bad in (wrong_secret, unknown_id, token[:-1]):
        answer = api.call("GET", f"{PLAYERS}/me", bad)
        problem(answer, 401, "bad_token")
        assert answer.json()["detail"] == "This player token is unknown or revoked."
    problem(api.call("GET", f"{PLAYERS}/me"), 401, "token_required")
    match = api.create("pobeda", 2)
    seat_token = claim(api, match["id"], "Гость")["token"]
    problem(api.call("GET", f"{PLAYERS}/me", seat_token), 401, "bad_token")
    problem(api.call("GET", f"/api/v1/matches/{match['id']}", wrong_secret), 401, "bad_token")


def test_a_seat_claimed_with_a_player_token_is_played_with_it_and_with_its_seat_token(api: Api) -> None:
    player = sign_up(api, unique("Катя"))
    token = player["token"]["token"]
    match = api.create("pobeda", 2)
    mine = claim(api, match["id"], "Катя", token, seat=0)
    guest = claim(api, match["id"], "Гость", seat=1)
    problem(api.call("POST", f"/api/v1/matches/{match['id']}/seats", token, json={"name": "Катя 2"}), 409, "match_full")
    view = api.call("GET", f"/api/v1/matches/{match['id']}/view", token).json()
    assert view["viewer"] == {"type": "seat", "n": 0}
    tokens = {0: token, 1: guest["token"]}
    for n in range(4):
        envelope = api.envelope(match["id"], token)
        seat = envelope["to_act"][0]
        play_first(api, match["id"], tokens[seat] if n < 2 else (mine["token"] if seat == 0 else guest["token"]))
    other = sign_up(api, unique("Чужой"))["token"]["token"]
    assert api.call("GET", f"/api/v1/matches/{match['id']}/legal-moves", other).json()["moves"] == []
    seat = api.envelope(match["id"])["to_act"][0]
    move = api.legal(match["id"], tokens[seat], "seat")["moves"][0]
    problem(api.move(match["id"], other, move, "other"), 403, "no_seat")
    assert api.call("GET", f"/api/v1/matches/{match['id']}/view", other).json()["viewer"] == {"type": "spectator"}


def test_a_player_holds_one_seat_a_match(api: Api) -> None:
    token = sign_up(api, unique("Лёва"))["token"]["token"]
    match = api.create("pobeda", 3)
    claim(api, match["id"], "Лёва", token)
    again = api.call("POST", f"/api/v1/matches/{match['id']}/seats", token, json={"name": "Лев"})
    problem(again, 409, "player_seated")


def test_a_guest_claims_the_seats_they_hold_with_their_seat_tokens(api: Api) -> None:
    match = api.create("pobeda", 2)
    seat_token = claim(api, match["id"], "Гость")["token"]
    other = claim(api, match["id"], "Другой")["token"]
    token = sign_up(api, unique("Гость"))["token"]["token"]
    before = api.call("GET", f"/api/v1/matches/{match['id']}/view", token).json()
    assert before["viewer"] == {"type": "spectator"}
    body = {"match_id": match["id"], "seat_token": seat_token}
    held = api.call("POST", f"{PLAYERS}/me/seats", token, json=body)
    assert held.status_code == 201 and held.json() == {"match_id": match["id"], "seat": 0}, held.text
    after = api.call("GET", f"/api/v1/matches/{match['id']}/view", token).json()
    assert after["viewer"] == {"type": "seat", "n": 0}
    if 0 in api.envelope(match["id"])["to_act"]:
        play_first(api, match["id"], token)
    second = sign_up(api, unique("Захватчик"))["token"]["token"]
    problem(api.call("POST", f"{PLAYERS}/me/seats", second, json=body), 409, "seat_held")
    problem(api.call("POST", f"{PLAYERS}/me/seats", token, json={**body, "seat_token": other}), 409, "seat_held")
    third = api.create("pobeda", 3)
    guest_token = claim(api, third["id"], "Гость")["token"]
    third_body = {"match_id": third["id"], "seat_token": guest_token}
    assert api.call("POST", f"{PLAYERS}/me/seats", token, json=third_body).status_code == 201
    twice = api.call("POST", f"/api/v1/matches/{third['id']}/seats", token, json={"name": "Снова я"})
    problem(twice, 409, "player_seated")
    assert api.envelope(third["id"])["version"] == 2, "the refused claim stored nothing"
    problem(api.call("POST", f"{PLAYERS}/me/seats", second, json={**body, "seat_token": "nonsense"}), 401, "bad_token")
    unknown = {"match_id": str(uuid.uuid4()), "seat_token": seat_token}
    problem(api.call("POST", f"{PLAYERS}/me/seats", second, json=unknown), 404, "match_not_found")
    mine = api.call("GET", f"{PLAYERS}/me/matches", token).json()["matches"]
    assert [m["id"] for m in mine] == [third["id"], match["id"]]


def test_my_games_come_in_cursor_pages_newest_first_and_filter_those_to_act(api: Api) -> None:
    token = sign_up(api, unique("Игрок"))["token"]["token"]
    matches = []
    for _ in range(5):
        match = api.create("pobeda", 2)
        claim(api, match["id"], "Игрок", token, seat=0)
        claim(api, match["id"], "Гость", seat=1)
        matches.append(match["id"])
    api.call("POST", f"/api/v1/matches/{api.create('pobeda', 2)['id']}/seats", json={"name": "не мой"})
    seen: list[dict[str, Any]] = []
    cursor = None
    pages = 0
    while True:
        query = {"limit": 2} if cursor is None else {"limit": 2, "cursor": cursor}
        page = api.call("GET", f"{PLAYERS}/me/matches", token, params=query).json()
        seen += page["matches"]
        pages += 1
        cursor = page["next"]
        if cursor is None:
            break
    assert [m["id"] for m in seen] == matches[::-1] and pages == 3
    first = seen[-1]
    assert first["seat"] == 0 and first["status"] == "running" and first["names"] == ["Игрок", "Гость"]
    assert first["my_turn"] == (0 in first["to_act"]) and first["last_move"] == []
    mine = {m["id"] for m in seen if m["my_turn"]}
    to_act = api.call("GET", f"{PLAYERS}/me/matches", token, params={"to_act": "true"}).json()
    assert {m["id"] for m in to_act["matches"]} == mine and to_act["next"] is None
    if mine:
        played = sorted(mine)[0]
        play_first(api, played, token)
        after = api.call("GET", f"{PLAYERS}/me/matches", token, params={"to_act": "true"}).json()["matches"]
        assert played not in {m["id"] for m in after}
        row = next(m for m in api.call("GET", f"{PLAYERS}/me/matches", token).json()["matches"] if m["id"] == played)
        assert row["last_move"] and {(item["seat"], item["kind"]) for item in row["last_move"]} == {(0, "fact")}
    problem(api.call("GET", f"{PLAYERS}/me/matches", token, params={"cursor": "bm90IGEgY3Vyc29y"}), 422, "bad_cursor")
    problem(api.call("GET", f"{PLAYERS}/me/matches", token, params={"limit": 0}), 400, "invalid_request")


def test_a_finished_match_leaves_my_games_for_the_profile_and_history(api: Api) -> None:
    player = sign_up(api, unique("Победитель"))
    token = player["token"]["token"]
    match = api.create("pobeda", 2)
    claim(api, match["id"], "Победитель", token, seat=0)
    guest = claim(api, match["id"], "Гость", seat=1)
    running = api.call("GET", f"{PLAYERS}/{player['id']}").json()
    assert running["counts"] == {"running": 1, "finished": 0, "won": 0}
    resigned = api.call("POST", f"/api/v1/matches/{match['id']}/resign", guest["token"])
    assert resigned.status_code == 200 and resigned.json()["status"] == "finished"
    assert api.call("GET", f"{PLAYERS}/me/matches", token).json()["matches"] == []
    profile = api.call("GET", f"{PLAYERS}/{player['id']}").json()
    assert profile["counts"] == {"running": 0, "finished": 1, "won": 1}
    assert [(m["id"], m["won"], m["winners"]) for m in profile["recent"]] == [(match["id"], True, [0])]
    history = api.call("GET", f"{PLAYERS}/{player['id']}/matches").json()
    assert [m["id"] for m in history["matches"]] == [match["id"]] and history["next"] is None


def test_a_running_delayed_match_is_not_in_the_public_history_before_its_end_is_released(api: Api) -> None:
    player = sign_up(api, unique("Задержка"))
    token = player["token"]["token"]
    body = {"game": "pobeda", "seats": 2, "spectator_delay": {"moves": 5}}
    match = api.call("POST", "/api/v1/matches", json=body).json()
    claim(api, match["id"], "Задержка", token, seat=0)
    guest = claim(api, match["id"], "Гость", seat=1)
    assert api.call("POST", f"/api/v1/matches/{match['id']}/resign", guest["token"]).status_code == 200
    profile = api.call("GET", f"{PLAYERS}/{player['id']}").json()
    history = api.call("GET", f"{PLAYERS}/{player['id']}/matches").json()
    spectators = api.envelope(match["id"])["status"]
    assert profile["counts"]["finished"] == (1 if spectators == "finished" else 0)
    assert len(history["matches"]) == (1 if spectators == "finished" else 0)


def test_deleting_an_account_ends_its_tokens_and_profile_and_frees_its_name(api: Api) -> None:
    name = unique("Удалённый")
    player = sign_up(api, name)
    token = player["token"]["token"]
    match = api.create("pobeda", 2)
    claim(api, match["id"], name, token, seat=0)
    guest = claim(api, match["id"], "Гость", seat=1)
    api.call("POST", f"/api/v1/matches/{match['id']}/resign", guest["token"])
    assert api.call("DELETE", f"{PLAYERS}/me", token).status_code == 204
    problem(api.call("GET", f"{PLAYERS}/me", token), 401, "bad_token")
    problem(api.call("GET", f"{PLAYERS}/{player['id']}"), 404, "player_not_found")
    problem(api.call("GET", f"{PLAYERS}/{player['id']}/matches"), 404, "player_not_found")
    record = api.call("GET", f"/api/v1/matches/{match['id']}/record").json()
    claims = [e for e in record["events"] if e["kind"] == "seat_claimed"]
    assert [e["name"] for e in claims] == [name, "Гость"], "the finished record keeps the seats' names"
    again = sign_up(api, name)
    assert again["id"] != player["id"]


def test_names_follow_the_seat_rules_and_look_alikes_of_accounts_are_refused(api: Api) -> None:
    base = f"Alice{next(COUNTER)}"
    sign_up(api, base)
    for lookalike in ("\u0410" + base[1:], base.upper(), "\u0391" + base[1:], base.replace("l", "I")):
        problem(api.call("POST", PLAYERS, json={"name": lookalike}), 409, "name_taken")
    problem(api.call("POST", PLAYERS, json={"name": "Ali\u200bce"}), 422, "name_invisible")
    problem(api.call("POST", PLAYERS, json={"name": "   "}), 422, "name_empty")
    problem(api.call("POST", PLAYERS, json={"name": "x" * 33}), 422, "name_too_long")


def test_bad_input_is_refused_and_changes_nothing(api: Api) -> None:
    token = sign_up(api, unique("Аккуратный"))["token"]["token"]
    problem(api.call("POST", PLAYERS, json={}), 400, "invalid_request")
    problem(api.call("POST", PLAYERS, json={"name": "Кто-то", "extra": 1}), 400, "invalid_request")
    problem(api.call("POST", PLAYERS, json={"name": "Кто-то", "label": "\u0000"}), 422, "label_invisible")
    problem(api.call("POST", f"{PLAYERS}/me/tokens", token, json={"label": "x" * 65}), 422, "label_too_long")
    problem(api.call("POST", f"{PLAYERS}/me/tokens", token, json={"label": " "}), 422, "label_empty")
    problem(api.call("DELETE", f"{PLAYERS}/me/tokens/not-hex", token), 404, "token_not_found")
    problem(api.call("GET", f"{PLAYERS}/{uuid.uuid4()}"), 404, "player_not_found")
    problem(api.call("GET", f"{PLAYERS}/me", headers={"Authorization": "Basic abc"}), 401, "bad_authorization")
    problem(
        api.call("POST", f"{PLAYERS}/me/seats", token, json={"match_id": "x", "seat_token": "y"}),
        400,
        "invalid_request",
    )
    assert len(api.call("GET", f"{PLAYERS}/me/tokens", token).json()) == 1


def test_too_many_tokens_are_refused(api: Api) -> None:
    token = sign_up(api, unique("Коллекционер"))["token"]["token"]
    for n in range(19):
        assert api.call("POST", f"{PLAYERS}/me/tokens", token, json={"label": f"d{n}"}).status_code == 201
    problem(api.call("POST", f"{PLAYERS}/me/tokens", token, json={"label": "one more"}), 409, "too_many_tokens")


def test_a_tournament_registration_made_with_a_player_token_gives_the_player_its_seats(api: Api) -> None:
    token = sign_up(api, unique("Турнирный"))["token"]["token"]
    created = api.call("POST", "/api/v1/tournaments", json={"game": "pobeda", "table_size": 2}).json()
    path = f"/api/v1/tournaments/{created['id']}/players"
    mine = api.call("POST", path, token, json={"name": "Турнирный"})
    assert mine.status_code == 201, mine.text
    problem(api.call("POST", path, token, json={"name": "Ещё раз"}), 409, "player_registered")
    assert api.call("POST", path, json={"name": "Соперник"}).status_code == 201
    problem(api.call("POST", path, token[:-1] + "x", json={"name": "Подделка"}), 401, "bad_token")
    tour = api.call("POST", f"/api/v1/tournaments/{created['id']}/tours", created["organiser_token"]).json()
    match_id = tour["tables"][0]["match"]
    seat = next(p["seat"] for p in tour["tables"][0]["players"] if p["name"] == "Турнирный")
    listed = api.call("GET", f"{PLAYERS}/me/matches", token).json()["matches"]
    assert [(m["id"], m["seat"]) for m in listed] == [(match_id, seat)]
    view = api.call("GET", f"/api/v1/matches/{match_id}/view", token).json()
    assert view["viewer"] == {"type": "seat", "n": seat}
    if seat in api.envelope(match_id)["to_act"]:
        play_first(api, match_id, token)


def test_my_table_answers_the_player_token_of_the_account_that_registered(api: Api) -> None:
    player = sign_up(api, unique("Стольник"))["token"]
    stranger = sign_up(api, unique("Чужой"))["token"]["token"]
    created = api.call("POST", "/api/v1/tournaments", json={"game": "pobeda", "table_size": 2}).json()
    base = f"/api/v1/tournaments/{created['id']}"
    entry = api.call("POST", f"{base}/players", player["token"], json={"name": "Стольник"}).json()
    assert api.call("POST", f"{base}/players", json={"name": "Соперник"}).status_code == 201
    problem(api.call("GET", f"{base}/my-table", player["token"]), 409, "no_tour_yet")
    api.call("POST", f"{base}/tours", created["organiser_token"])
    mine = api.call("GET", f"{base}/my-table", player["token"])
    assert mine.status_code == 200, mine.text
    assert mine.json() == api.call("GET", f"{base}/my-table", entry["token"]).json()
    view = api.call("GET", f"/api/v1/matches/{mine.json()['match']}/view", player["token"]).json()
    assert view["viewer"] == {"type": "seat", "n": mine.json()["seat"]}
    problem(api.call("GET", f"{base}/my-table", stranger), 401, "bad_token")  # registered no player here
    second = api.call("POST", f"{PLAYERS}/me/tokens", player["token"], json={"label": "планшет"}).json()
    api.call("DELETE", f"{PLAYERS}/me/tokens/{player['id']}", second["token"])
    problem(api.call("GET", f"{base}/my-table", player["token"]), 401, "bad_token")  # revoked


@pytest.mark.parametrize("game", ["den_pobedy", "zavody"])
def test_my_games_show_the_last_move_as_spectators_see_it(api: Api, game: str) -> None:
    """Hidden information: the last move in my games is its spectators' feed items, never a seat's."""
    token = sign_up(api, unique("Скрытный"))["token"]["token"]
    match = api.create(game, 2)
    claim(api, match["id"], "Скрытный", token, seat=0)
    guest = claim(api, match["id"], "Гость", seat=1)
    tokens = {0: token, 1: guest["token"]}
    for _ in range(3):
        envelope = api.envelope(match["id"], token)
        if envelope["status"] != "running":
            break
        play_first(api, match["id"], tokens[envelope["to_act"][0]])
    row = api.call("GET", f"{PLAYERS}/me/matches", token).json()["matches"][0]
    assert row["last_move"], "the last move shows its public facts"
    version = row["last_move"][0]["version"]
    spectators = api.call("GET", f"/api/v1/matches/{match['id']}/events").json()["events"]
    assert row["last_move"] == [e for e in spectators if e["version"] == version and e["kind"] == "fact"]
    russian = "Accept-Language", "ru"  # their sentences in the reader's language, as the feed's
    row = api.call("GET", f"{PLAYERS}/me/matches", token, headers=dict([russian])).json()["matches"][0]
    spectators = api.call("GET", f"/api/v1/matches/{match['id']}/events", headers=dict([russian])).json()["events"]
    assert row["last_move"] == [e for e in spectators if e["version"] == version and e["kind"] == "fact"]
    assert all(fact["text"] for fact in row["last_move"])
