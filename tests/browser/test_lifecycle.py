"""The match lifecycle on the web client (issue 14): clocks beside the seats, counting down live and
stopping at the end; resigning with a confirm step; takebacks asked in one browser and answered in
another; handing a seat to a server bot and back; the create form's clock, delay and abandonment;
a delayed spectator told so."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from tests.api.test_takeback import OPEN_MOVES, SHORT, open_match
from tests.browser.page import Page
from tests.support.client import Api


def seated(api: Api, game: str, **rules: Any) -> tuple[str, dict[int, str]]:
    """A running match of two seats people hold (``rules``: time_control, spectator_delay ...); their tokens."""
    body = {"game": game, "seats": 2, "options": SHORT[game], **rules}
    created = api.call("POST", "/api/v1/matches", json=body).json()
    claims = [api.claim(created["id"], f"игрок {n}") for n in range(2)]
    return created["id"], {c["seat"]: c["token"] for c in claims}


def clocks(page: Page) -> list[tuple[str, bool]]:
    """Each seat's clock face, and whether it runs."""
    return page.run(
        "return [...document.querySelectorAll('.seats .clock')]"
        ".map(c => [c.textContent, c.classList.contains('running')])"
    )


def seconds(face: str) -> int:
    parts = [int(part) for part in face.split(":")]
    return sum(part * 60**n for n, part in enumerate(reversed(parts)))


def play_open_move(api: Api, match_id: str, token: str, game: str) -> None:
    """A move the game's rules say can always be taken back, with a fresh move_id."""
    move = next(m for m in api.legal(match_id, token, "seat")["moves"] if m["type"] in OPEN_MOVES[game])
    assert api.move(match_id, token, move, "seat").status_code == 200


def test_a_timed_match_shows_both_clocks_and_the_running_one_counts_down(browser: Callable[..., Page]) -> None:
    player = browser()
    rules = {"new-clock": "fischer", "new-clock-minutes": 5, "new-clock-increment": 0}
    player.create_match("pobeda", 2, [1], "Алиса", {}, rules)
    player.wait(lambda: [running for _, running in clocks(player)] == [True, False], message="her clock does not run")
    first = seconds(clocks(player)[0][0])
    assert 280 < first <= 300 and clocks(player)[1][0] == "5:00"  # the bot's clock never runs
    player.wait(lambda: seconds(clocks(player)[0][0]) <= first - 2, message="her clock does not count down")
    assert clocks(player)[1] == ["5:00", False]
    assert not player.all(".delay-note")


def test_a_clock_that_runs_out_loses_the_match_and_stops(browser: Callable[..., Page]) -> None:
    player = browser()
    rules = {"new-clock": "fischer", "new-clock-minutes": 0.05, "new-clock-increment": 2, "new-clock-timeout": "lose"}
    player.create_match("pobeda", 2, [1], "Алиса", {}, rules)
    player.wait(player.finished, timeout=20, message="the time-out did not end the match")
    assert "время вышло" in player.text(".outcome")
    player.wait(lambda: "Алиса: время вышло" in player.text(".journal"), message="the journal does not tell it")
    hers = player.text(".seats li:nth-child(1)")
    assert "время вышло" in hers and "сдался" not in hers, hers  # out of time, not resigned
    frozen = clocks(player)
    assert not any(running for _, running in frozen) and frozen[0][0] == "0:00", frozen  # not the increment
    time.sleep(1.2)
    assert clocks(player) == frozen


def test_a_seat_its_person_abandoned_says_so_not_resigned(browser: Callable[..., Page], api: Api) -> None:
    match_id, tokens = seated(api, "pobeda", abandon={"after": 1, "then": "lose"})
    absent = api.envelope(match_id)["to_act"][0]
    player = browser()
    player.sit(match_id, 1 - absent, tokens[1 - absent], "игрок")
    player.wait(player.finished, timeout=20, message="the absent seat did not forfeit")
    theirs = player.text(f".seats li:nth-child({absent + 1})")
    assert "покинул партию" in theirs and "сдался" not in theirs, theirs


def test_a_player_resigns_after_confirming_and_the_outcome_shows(browser: Callable[..., Page]) -> None:
    player = browser()
    player.create_match("pobeda", 2, [1], "Алиса", {}, {"new-clock": "fischer", "new-clock-minutes": 5})
    player.click("#resign")
    player.find("#resign-confirm")
    assert "Этого не отменить" in player.text(".lifecycle")
    player.click("#resign-cancel")
    player.find("#resign")
    assert not player.finished() and not player.all("#resign-confirm")
    player.click("#resign")
    player.click("#resign-confirm")
    player.wait(player.finished, message="the resignation did not end the match")
    outcome = player.text(".outcome")
    assert "(соперник сдался)" in outcome  # the server's words for the reason
    assert "Алиса" not in outcome.split("Победа:")[1].split(".")[0]  # the bot won
    player.wait(lambda: "Алиса сдаётся" in player.text(".journal"), message="the journal does not tell it")
    assert not player.all(".lifecycle")
    frozen = clocks(player)
    assert len(frozen) == 2 and not any(running for _, running in frozen)
    time.sleep(1.2)
    assert clocks(player) == frozen


def test_a_takeback_asked_in_one_browser_is_consented_in_another(browser: Callable[..., Page], api: Api) -> None:
    match_id, tokens, seat = open_match(api, lambda: seated(api, "ecologic"), "ecologic")
    asker, other = browser(), browser()
    asker.sit(match_id, seat, tokens[seat], "игрок")
    other.sit(match_id, 1 - seat, tokens[1 - seat], "игрок")
    names = {info["seat"]: info["name"] for info in api.envelope(match_id)["seats"]}
    before, version = asker.text(".table"), asker.version()
    assert not asker.all("#takeback-request")  # the last move was not hers

    play_open_move(api, match_id, tokens[seat], "ecologic")
    asker.wait(lambda: asker.version() > version, message="her move did not arrive")
    assert asker.text(".table") != before
    asker.click("#takeback-request")
    other.wait(lambda: f"{names[seat]} просит" in other.text(".takeback"), message="the other does not see the request")
    asker.find("#takeback-cancel")
    assert not asker.all("#takeback-consent") and other.all("#takeback-decline")
    assert names[1 - seat] in asker.text(".takeback")  # whose consent she waits for
    other.shot("takeback-asked")
    other.click("#takeback-consent")
    for page in (asker, other):
        page.wait(lambda page=page: not page.all(".takeback"), message="the request is still shown")
        page.wait(lambda page=page: page.text(".table") == before, message="the board did not return")
    asker.find(".turn.mine")
    assert "взят назад" in other.text(".journal")

    # asked again, withdrawn; asked again, declined: then the server refuses to be asked once more
    play_open_move(api, match_id, tokens[seat], "ecologic")
    asker.click("#takeback-request")
    asker.click("#takeback-cancel")
    other.wait(lambda: not other.all(".takeback"), message="the withdrawn request is still shown")
    asker.click("#takeback-request")
    other.click("#takeback-decline")
    asker.wait(lambda: not asker.all(".takeback"), message="the declined request is still shown")
    asker.wait(lambda: not asker.all("#takeback-request"), message="a declined takeback is offered again")
    assert api.call("POST", f"/api/v1/matches/{match_id}/takeback", tokens[seat]).json()["code"] == "takeback_declined"
    assert not asker.errors() and not other.errors()


def test_a_takeback_the_server_would_refuse_is_not_offered(browser: Callable[..., Page], api: Api) -> None:
    match_id, tokens = seated(api, "pobeda")
    seat = api.envelope(match_id)["to_act"][0]
    player = browser()
    player.sit(match_id, seat, tokens[seat], "игрок")
    player.wait(lambda: bool(player.actions()), message="no move offered")
    version = player.version()
    player.play_one(random.Random(1))
    player.wait(lambda: player.version() > version, message="her move did not arrive")
    assert not player.all("#takeback-request")  # its move drew on chance: the server refuses
    refused = api.call("POST", f"/api/v1/matches/{match_id}/takeback", tokens[seat]).json()
    assert refused["code"] == "move_not_reversible"
    assert not player.all(".takeback") and not player.errors()


def test_a_seat_is_handed_to_a_bot_and_taken_back(browser: Callable[..., Page], api: Api) -> None:
    match_id, tokens = seated(api, "pobeda")
    seat = api.envelope(match_id)["to_act"][0]
    player = browser()
    player.sit(match_id, seat, tokens[seat], "игрок")
    version = player.version()
    player.click("#autoplay-on")
    player.wait(lambda: player.version() > version + 1, message="the bot did not move for her")  # the hand-over, a move
    player.find(".autoplaying")
    mine = f".seats li:nth-child({seat + 1})"
    assert "бот" in player.text(mine)
    assert seat not in api.envelope(match_id)["to_act"]
    player.click("#autoplay-off")
    player.wait(lambda: "бот" not in player.text(mine), message="the seat is still the bot's")
    assert not player.all(".autoplaying") and player.all("#autoplay-on")
    other = 1 - seat
    move = api.legal(match_id, tokens[other], "other")["moves"][0]
    assert api.move(match_id, tokens[other], move, "other").status_code == 200
    player.wait(lambda: bool(player.actions()), message="her moves are not offered again")


def test_the_create_form_sets_the_clock_delay_and_abandonment(browser: Callable[..., Page], api: Api) -> None:
    page = browser()
    page.open("/#/")
    page.fill("#new-clock", "fischer")
    page.fill("#new-clock-minutes", 0)
    page.fill("#new-name", "Алиса")
    page.click("#create-match button[type=submit]")
    assert page.run("return document.querySelector('#new-clock-minutes').validity.valid") is False
    assert "#/m/" not in page.driver.current_url  # the server would refuse a clock of no time
    page.shot("create-rules")
    rules = {
        "new-clock": "fischer",
        "new-clock-minutes": 3,
        "new-clock-increment": 2,
        "new-clock-timeout": "lose",
        "new-delay-moves": 2,
        "new-delay-seconds": 0,
        "new-abandon": "lose",
        "new-abandon-after": 60,
    }
    match_id = page.create_match("pobeda", 2, [1], "Алиса", {}, rules)
    envelope = api.envelope(match_id)
    assert envelope["clocks"]["control"] == {
        "kind": "fischer",
        "seconds": 180,
        "increment": 2,
        "on_timeout": "lose",
        "days": None,
    }
    assert envelope["spectator_delay"] == {"moves": 2, "seconds": 0}
    assert envelope["abandon"] == {"after": 60, "then": "lose"}
    page.wait(lambda: clocks(page)[0][0].startswith(("3:00", "2:5")), message="the clock is not 3 minutes")


def test_a_spectator_of_a_delayed_match_is_told_so(browser: Callable[..., Page], api: Api) -> None:
    match_id, tokens = seated(api, "pobeda", spectator_delay={"moves": 2})
    for _ in range(4):
        seat = api.envelope(match_id, tokens[0])["to_act"][0]
        move = api.legal(match_id, tokens[seat], "seat")["moves"][0]
        assert api.move(match_id, tokens[seat], move, "seat").status_code == 200
    player = browser()
    player.sit(match_id, 0, tokens[0], "игрок 0")
    watcher = browser()
    watcher.open(f"/#/m/{match_id}")
    watcher.find(".turn")
    note = watcher.text(".delay-note")
    assert "с задержкой" in note and "2 хода" in note
    assert watcher.version() < player.version() == api.envelope(match_id, tokens[0])["version"]
    assert not player.all(".delay-note")
