"""Takes the README's screenshots (docs/screenshots) from a real headless Chromium against a real
server: the lobby, each game a few moves into a match against bots, a finished match's scoring and
its replay, how to play, in Russian and English, on a desktop (1366 × 768) and a phone (360 × 740).

    .venv/bin/python -m tests.browser.screenshots [--out DIR]     (or `make screenshots`)
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path

from selenium.common.exceptions import WebDriverException

from tests.browser.conftest import launch
from tests.browser.page import GONE, Page
from tests.support.server import ServerProcess

ROOT = Path(__file__).resolve().parents[2]
SHAPES = {"desktop": (1366, 768, False), "phone": (360, 740, True)}
# Each game's seats and options for a short match, and how many moves the person makes before the shot.
GAMES: dict[str, tuple[dict, int]] = {
    "pobeda": ({}, 8),
    "pyatiletka": ({"rounds": 2}, 4),
    "zavody": ({"round_limit": 4}, 3),
    "den_pobedy": ({"deck_building": False}, 6),
    "ecologic": ({"fixed_layout": True}, 4),
}
NAMES = {"ru": "Алиса", "en": "Alice"}


def moves(page: Page, count: int, rng: random.Random) -> None:
    """Play ``count`` offered actions (fewer if the match ends), then wait for the next to be offered."""
    deadline = time.monotonic() + 60
    played = 0
    while played < count and not page.finished() and time.monotonic() < deadline:
        page.wait(lambda: page.finished() or bool(page.actions()), timeout=30, message="nothing to do")
        try:
            if page.play_one(rng):
                played += 1
        except GONE:
            continue
    page.wait(lambda: page.finished() or bool(page.actions()), timeout=30, message="nothing offered")
    time.sleep(0.3)  # the last frame's redraw


def shoot(page: Page, name: str) -> None:
    page.shot(name)
    print(page.artifacts / f"{name}.png")


def pages(page: Page, lang: str, shape: str) -> None:
    rng = random.Random(f"{lang}-{shape}")
    page.open("/")
    page.run("localStorage.setItem('igroteka.lang', arguments[0])", lang)
    page.open("/#/")
    page.find("#create-match")
    shoot(page, f"lobby-{lang}-{shape}")
    for game, (options, count) in GAMES.items():
        page.create_match(game, 2, [1], NAMES[lang], options)
        moves(page, count, rng)
        shoot(page, f"{game}-{lang}-{shape}")
    finished = page.create_match("ecologic", 2, [0, 1], "", GAMES["ecologic"][0])
    page.wait(lambda: page.finished(), timeout=90, message="the bots did not finish")
    page.run("document.querySelector('table.scoring').scrollIntoView()")
    page.driver.save_screenshot(str(page.artifacts / f"scoring-{lang}-{shape}.png"))
    print(page.artifacts / f"scoring-{lang}-{shape}.png")
    page.open(f"/#/m/{finished}/replay")
    page.find("#replay-slider")
    page.find(".table")
    time.sleep(0.3)
    shoot(page, f"replay-{lang}-{shape}")
    page.open(f"/how-to-play/pobeda?lang={lang}")
    page.find("main h1")
    shoot(page, f"how-to-play-{lang}-{shape}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    out: Path = parser.parse_args().out
    out.mkdir(parents=True, exist_ok=True)
    with (
        tempfile.TemporaryDirectory() as work,
        ServerProcess(f"sqlite:///{work}/igroteka.sqlite", Path(work)) as server,
    ):
        for shape, (width, height, phone) in SHAPES.items():
            for lang in ("ru", "en"):
                driver = launch(width, height, lang, phone)
                try:
                    pages(Page(driver, server.url, out), lang, shape)
                except WebDriverException:
                    driver.save_screenshot(str(out / f"failed-{lang}-{shape}.png"))
                    raise
                finally:
                    driver.quit()


if __name__ == "__main__":
    main()
