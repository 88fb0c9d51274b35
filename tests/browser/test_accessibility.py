"""axe-core (the web client's dev dependency, web/node_modules) run in headless Chromium over the
main pages in both languages: the lobby (empty, and with its rows of matches), a match of each game
while it is played, a finished match with its scoring and its replay, a profile, a leaderboard, a
tournament and the how-to-play pages. A violation of impact serious or critical fails the test,
named with the elements it was found on."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.browser.conftest import played_by_bots
from tests.browser.page import Page
from tests.browser.plain import assert_plain
from tests.support.client import Api, play_randomly
from tests.support.server import ServerProcess

AXE = Path(__file__).resolve().parents[2] / "web" / "node_modules" / "axe-core" / "axe.min.js"

# Every game with options that keep an all-bot match short.
GAMES: dict[str, dict] = {
    "pobeda": {},
    "pyatiletka": {"rounds": 1},
    "zavody": {"round_limit": 2},
    "den_pobedy": {"deck_building": False},
    "ecologic": {"fixed_layout": True},
}

# axe.run over the whole document, violations only; the callback hands them back to selenium.
RUN = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ["violations"]}).then(
  (result) => done(result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => n.html.slice(0, 300) + " — " + n.failureSummary.split("\\n").slice(1).join(" ")),
  }))),
  (error) => done([{id: "axe-error", impact: "critical", help: String(error), nodes: []}]),
);
"""


@pytest.fixture(scope="module")
def web(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A server whose leaderboards list players from their first rated match."""
    workdir = tmp_path_factory.mktemp("web")
    with ServerProcess(f"sqlite:///{workdir / 'igroteka.sqlite'}", workdir, leaderboard_min_games=1) as server:
        yield server


@pytest.fixture(scope="module")
def axe() -> str:
    assert AXE.exists(), "make test installs the web client's packages (tests/support/npm-ci.sh web)"
    return AXE.read_text(encoding="utf-8")


def audit(page: Page, axe: str, what: str) -> None:
    """No serious or critical violation on the page as it is shown now."""
    if not page.run("return typeof axe !== 'undefined'"):
        page.run(axe)
    page.driver.set_script_timeout(30)
    found = [v for v in page.driver.execute_async_script(RUN) if v["impact"] in ("serious", "critical")]
    assert not found, f"{what}: " + "; ".join(f"{v['id']} ({v['impact']}: {v['help']}) at {v['nodes']}" for v in found)


def settle(page: Page, css: str) -> None:
    """Wait for ``css`` and for the page's loading to end (the lobby polls; a match streams)."""
    page.find(css)
    page.wait(lambda: not page.all(".loading"), message="still loading")


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_lobby_tournaments_and_how_to_play_pass_axe(browser: Callable[..., Page], axe: str, lang: str) -> None:
    page = browser(lang=lang)
    page.open("/#/")
    settle(page, "#create-match")
    audit(page, axe, "the lobby")
    page.open("/#/t")
    settle(page, "#announce")
    audit(page, axe, "the tournaments")
    assert not page.errors(), "script errors on the tournaments page"
    for game in GAMES:
        page.open(f"/how-to-play/{game}?lang={lang}")
        page.find("main h1")
        audit(page, axe, f"how to play {game}")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_match_being_played_and_finished_passes_axe(
    browser: Callable[..., Page], api: Api, axe: str, game: str
) -> None:
    """The table while she plays, and a match of bots once over (opened then: no page draws its
    moves as they come, which tests/browser/test_journeys.py's match of bots watches)."""
    page = browser(lang="en" if game in ("zavody", "ecologic") else "ru")
    page.create_match(game, 2, [1], "Алиса", GAMES[game])
    page.wait(lambda: page.finished() or bool(page.actions()), timeout=30, message="nothing to do")
    audit(page, axe, f"{game} while playing")
    page.driver.get("about:blank")  # her match's frames are drawn no more
    match = played_by_bots(api, game, GAMES[game])
    watcher = browser()
    watcher.open(f"/#/m/{match}")
    watcher.wait(lambda: watcher.finished(), message="the finished match is not shown so")
    watcher.find("table.scoring")
    audit(watcher, axe, f"{game} finished")
    watcher.open(f"/#/m/{match}/replay")
    watcher.find("#replay-slider")
    watcher.find(".table")
    audit(watcher, axe, f"{game} replay")


def test_a_tournament_profile_and_leaderboard_pass_axe(
    browser: Callable[..., Page], api: Api, axe: str, web: ServerProcess
) -> None:
    made = [api.call("POST", "/api/v1/players", json={"name": name}).json() for name in ("Вера", "Лёва")]
    created = api.call("POST", "/api/v1/matches", json={"game": "den_pobedy", "seats": 2, "rated": True}).json()
    tokens = {}
    for player in made:
        claim = api.call(
            "POST", f"/api/v1/matches/{created['id']}/seats", player["token"]["token"], json={"name": player["name"]}
        ).json()
        tokens[claim["seat"]] = claim["token"]
    play_randomly(api, created["id"], tokens, seed=4)
    tournament = api.call(
        "POST", "/api/v1/tournaments", json={"game": "pobeda", "tours": 1, "table_size": 2, "options": {}}
    ).json()
    for name in ("Алиса", "Борис"):
        api.call("POST", f"/api/v1/tournaments/{tournament['id']}/players", json={"name": name})
    api.call("POST", f"/api/v1/tournaments/{tournament['id']}/tours", tournament["organiser_token"])

    page = browser()
    vera = made[0]
    page.run(
        "localStorage.setItem('igroteka.account', JSON.stringify(arguments[0]))",
        {"id": vera["id"], "name": vera["name"], "token": vera["token"]["token"]},
    )
    page.open("/#/me")
    settle(page, ".profile .counts")
    deadline = time.monotonic() + 10  # the ratings follow the log
    while not page.all(".ratings svg"):
        assert time.monotonic() < deadline, "no rating chart on the profile"
        page.driver.refresh()
        settle(page, ".profile .counts")
    audit(page, axe, "my games and profile")
    page.open(f"/#/p/{made[1]['id']}")
    settle(page, ".profile")
    audit(page, axe, "a public profile")
    page.open("/#/r/den_pobedy")
    settle(page, ".leaderboard table.board")
    audit(page, axe, "a leaderboard")
    page.open(f"/#/t/{tournament['id']}")
    settle(page, ".tournament .panel")
    audit(page, axe, "a tournament")
    assert_plain(page, "ru", allowed=(tournament["id"],))  # shown to be given to players («Открыть турнир по номеру»)
    page.open("/#/lobby/running/")  # the lobby's rows of matches in words, the hints of a player's moves
    settle(page, ".lobby-row")
    audit(page, axe, "the lobby with its matches")
    assert_plain(page, "ru")
