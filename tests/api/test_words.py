"""The server's words in the reader's language, through a real server process: problems, feed
items, the outcome and legal moves' labels in Russian and English for every game, chosen by
Accept-Language (q-values; English when neither is asked for) or, on a stream, by ``lang``; never a
developer term (a snake_case code, an instance id) where a person reads."""

from __future__ import annotations

import json
import re
import uuid
from random import Random
from typing import Any

import msgspec
import pytest
from websockets.sync.client import connect

from igroteka.domain.engine import MoveForm, concrete
from igroteka.domain.games import GAMES
from igroteka.projections.words import language
from tests.games.test_words import content_ids, developer_terms
from tests.support.client import Api
from tests.support.server import ServerProcess

RU = {"Accept-Language": "ru-RU,ru;q=0.9,en;q=0.5"}
EN = {"Accept-Language": "en-GB,en;q=0.8"}
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
SEATS = {"pobeda": 2, "pyatiletka": 2, "zavody": 2, "den_pobedy": 2, "ecologic": 2}
OPTIONS: dict[str, dict[str, Any]] = {"zavody": {"round_limit": 2}, "pyatiletka": {"rounds": 2}}


def test_language_follows_accept_language_by_q_value() -> None:
    assert language(None) == "en"
    assert language("") == "en"
    assert language("de-DE,fr;q=0.9") == "en"
    assert language("ru") == "ru"
    assert language("en;q=0.4, ru;q=0.8") == "ru"
    assert language("ru;q=0, en") == "en"
    assert language("de, ru-RU;q=0.7, en;q=0.3") == "ru"
    assert language("*") == "en"
    assert language("en", "ru") == "ru"
    assert language("ru", "xx") == "ru"
    assert language("en;q=nonsense, ru;q=0.1") == "ru"


def test_every_code_the_server_answers_has_a_russian_sentence() -> None:
    from igroteka.projections.words import PROBLEMS
    from igroteka.server.problems import SERVER_CODES

    assert not sorted(set(SERVER_CODES) - set(PROBLEMS)), "codes without Russian words"
    assert all(CYRILLIC.search(sentence) for sentence in PROBLEMS.values())


def worded(text: str, lang: str, ids: set[str]) -> None:
    """A sentence for people in ``lang``: no developer term; Russian in Russian."""
    assert text and not developer_terms(text, ids), text
    if lang == "ru":
        assert CYRILLIC.search(text), f"no Russian in {text!r}"


def play(api: Api, game: str, seed: int) -> tuple[str, dict[int, str]]:
    """A match of ``game`` played by random legal moves over REST, each answer read in both
    languages and checked: legal moves' notes, the moves' feed items, a refused move's problem."""
    rng, rules, ids = Random(seed), GAMES[game], content_ids(game)
    match_id = api.create(game, SEATS[game], OPTIONS.get(game, {}))["id"]
    tokens = {n: api.claim(match_id, f"Игрок{n + 1}")["token"] for n in range(SEATS[game])}
    refused = set()
    for moves in range(3000):
        envelope = api.envelope(match_id, tokens[0])
        if envelope["status"] == "finished":
            break
        seat = rng.choice(envelope["to_act"])
        lang, headers = ("ru", RU) if moves % 2 else ("en", EN)
        path = f"/api/v1/matches/{match_id}"
        legal = api.call("GET", f"{path}/legal-moves", tokens[seat], headers=dict(headers)).json()
        assert len(legal["notes"]) == len(legal["moves"]) and len(legal["form_notes"]) == len(legal["forms"])
        for note in legal["notes"] + legal["form_notes"]:
            worded(note["label"], lang, ids)
            if "consequence" in note:
                worded(note["warning"], lang, ids)
        wrong = bad_move(legal)
        for asked, said in (("ru", RU), ("en", EN)):
            if asked in refused or not wrong:  # a move the rules refuse: its detail is a sentence, never the code
                continue
            body = {"move_id": str(uuid.uuid4()), "move": wrong}
            problem = api.call("POST", f"{path}/moves", tokens[seat], headers=dict(said), json=body).json()
            assert "status" in problem, f"{game}: {body} was accepted"
            if problem["status"] == 422:
                assert problem["code"] not in problem["detail"], problem
                worded(problem["detail"], asked, ids)
                refused.add(asked)
        choice = rng.choice(legal["moves"] + legal["forms"])
        move = concrete(rules, msgspec.convert(choice, rules.Move | MoveForm), rng)
        body = {"move_id": str(uuid.uuid4()), "move": msgspec.to_builtins(move)}
        accepted = api.call("POST", f"{path}/moves", tokens[seat], headers=dict(headers), json=body)
        assert accepted.status_code == 200, accepted.text
        for item in accepted.json()["events"]:
            worded(item["text"], lang, ids)
    else:
        raise AssertionError(f"{game}: no end")
    assert refused == {"ru", "en"}, f"{game}: no move was refused in both languages"
    return match_id, tokens


def bad_move(legal: dict[str, Any]) -> dict[str, Any] | None:
    """A move of the game's shape the rules refuse now: a listed move with a field changed."""
    for move in legal["moves"]:
        for key, value in move.items():
            if isinstance(value, str) and key != "type":
                return {**move, key: value + "x"}
    for move in legal["moves"]:
        for key, value in move.items():
            if isinstance(value, int) and not isinstance(value, bool):
                return {**move, key: value + 10_000}
    return None


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_speaks_russian_and_english(server: ServerProcess, game: str) -> None:
    api = Api(server.url)
    ids = content_ids(game)
    match_id, tokens = play(api, game, seed=3)
    path = f"/api/v1/matches/{match_id}"
    for lang, headers in (("ru", RU), ("en", EN)):
        for token in (None, tokens[0]):
            feed = api.call("GET", f"{path}/events", token, headers=dict(headers)).json()["events"]
            kinds = {item["kind"] for item in feed}
            assert {"seat_claimed", "started", "fact", "finished"} <= kinds
            for item in feed:
                worded(item["text"], lang, ids)
        view = api.call("GET", f"{path}/view", tokens[0], headers=dict(headers)).json()
        words = view["match"]["outcome_words"]
        worded(words["summary"], lang, ids)
        worded(words["reason"], lang, ids)
        assert words["reason"] != view["match"]["outcome"]["reason"], "the end reason in words, not its code"
        envelope = api.call("GET", path, None, headers=dict(headers)).json()
        assert envelope["outcome_words"] == words
    plain = api.call("GET", f"{path}/view", tokens[0]).json()["match"]["outcome_words"]
    assert not CYRILLIC.search(plain["reason"]), "English when no language is asked for"
    with connect(f"{server.ws}{path}/stream?lang=ru", proxy=None) as ws:
        snapshot = json.loads(ws.recv())
    assert CYRILLIC.search(snapshot["view"]["match"]["outcome_words"]["summary"])
    with connect(f"{server.ws}{path}/stream?after=0", proxy=None, additional_headers=RU) as ws:
        frame = json.loads(ws.recv())
    texts = [item["text"] for item in frame["events"]]
    assert texts and all(CYRILLIC.search(t) for t in texts), texts[:5]
    api.close()


def test_platform_problems_speak_the_readers_language(server: ServerProcess) -> None:
    api = Api(server.url)
    missing = f"/api/v1/matches/{uuid.uuid4()}"
    ru = api.call("GET", missing, headers=dict(RU)).json()
    en = api.call("GET", missing, headers=dict(EN)).json()
    assert ru["code"] == en["code"] == "match_not_found"
    assert ru["detail"] == "Такой партии нет." and not CYRILLIC.search(en["detail"])
    created = api.create("pobeda", 2)
    token = api.claim(created["id"], "Вася")["token"]
    body = {"move_id": str(uuid.uuid4()), "move": {"type": "play_event", "card": "k001"}}
    early = api.call("POST", f"/api/v1/matches/{created['id']}/moves", token, headers=dict(RU), json=body).json()
    assert early["code"] == "match_open" and CYRILLIC.search(early["detail"])
    bad = api.call("POST", "/api/v1/matches", headers=dict(RU), json={"game": "pobeda", "seats": 1}).json()
    assert bad["code"] == "bad_seats" and CYRILLIC.search(bad["detail"]), bad
    api.close()


def test_a_problem_counts_seats_from_1_in_both_languages(server: ServerProcess) -> None:
    """Requests number seats from 0; a problem's sentence counts them from 1, as people do."""
    api = Api(server.url)
    created = api.create("pobeda", 2)
    api.claim(created["id"], "Вася", seat=0)
    path = f"/api/v1/matches/{created['id']}/seats"
    said = {}
    for lang, headers in (("ru", RU), ("en", EN)):
        taken = api.call("POST", path, headers=dict(headers), json={"name": "Петя", "seat": 0})
        assert taken.status_code == 409 and taken.json()["code"] == "seat_taken", taken.text
        said[lang] = taken.json()["detail"]
    assert said == {"ru": "Место 1 занято.", "en": "Seat 1 is taken."}, said
    wrong = api.call("POST", path, headers=dict(EN), json={"name": "Петя", "seat": 2}).json()
    assert wrong["code"] == "bad_seat" and "seats 1–2" in wrong["detail"], wrong
    with_bot = api.create("pobeda", 2, bots=[1])["id"]
    api.claim(with_bot, "Вася")
    for headers, bot in ((RU, "Бот 2"), (EN, "Bot 2")):  # the server names the bot it seats «bot 2»
        feed = api.call("GET", f"/api/v1/matches/{with_bot}/events", headers=dict(headers)).json()["events"]
        texts = [item["text"] for item in feed]
        assert any(bot in text for text in texts) and not any("bot 2" in text for text in texts), texts
    api.close()
