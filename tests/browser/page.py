"""The web client as a person uses it: open screens, fill forms, click the offered actions."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from selenium.common.exceptions import (
    ElementClickInterceptedException,
    ElementNotInteractableException,
    StaleElementReferenceException,
    TimeoutException,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import Select, WebDriverWait

GONE = (StaleElementReferenceException, ElementNotInteractableException, ElementClickInterceptedException)
ACTIONS = ".actions-panel button.action, .table .target"
CHOOSING = ".chooser:not([hidden]) button.action"  # a choice, or «Вы уверены?» before a move that costs the seat

CLICKED = "data-clicked"  # marks the element a play_one clicked last

# What a player looks at between clicks, read in one script call rather than one WebDriver command
# each (a command costs Chromium ~5 ms of CPU, and a match's loop asked five to eight a move).
AT_A_GLANCE = f"""
const turn = document.querySelector('.turn[data-version]');
const chooser = document.querySelector('.chooser:not([hidden])');
return [
  document.querySelector('.outcome') !== null,
  turn ? Number(turn.dataset.version || 0) : 0,
  [...document.querySelectorAll('.problem:not([hidden])')].map((e) => e.innerText),
  document.querySelectorAll('{ACTIONS}').length,
  chooser !== null && chooser.querySelector('button.action') !== null && !chooser.querySelector('[{CLICKED}]'),
];
"""


def restore(driver: WebDriver) -> None:
    """The window back to its size from minimised (a no-op for a window that is not)."""
    window = driver.execute_cdp_cmd("Browser.getWindowForTarget", {})["windowId"]
    driver.execute_cdp_cmd("Browser.setWindowBounds", {"windowId": window, "bounds": {"windowState": "normal"}})


@dataclass(frozen=True)
class Glance:
    """The match page at a glance: over, its version, the problems shown, how many actions are
    offered, and whether the chooser asks something the last click did not answer (a choice among
    the moves of what was clicked, or «Вы уверены?» before a move that costs the seat)."""

    finished: bool
    version: int
    problems: list[str]
    actions: int
    asked: bool

    def moved(self, before: int) -> bool:
        """A move since version ``before``, or the server's problem with it."""
        return self.version > before or bool(self.problems)


class Page:
    def __init__(self, driver: WebDriver, url: str, artifacts: Path) -> None:
        self.driver = driver
        self.url = url
        self.artifacts = artifacts

    def open(self, path: str) -> None:
        self.driver.get(self.url + path)

    def run(self, script: str, *args: Any) -> Any:
        return self.driver.execute_script(script, *args)

    def wait(self, condition: Any, timeout: float = 15, message: str = "") -> Any:
        try:
            return WebDriverWait(self.driver, timeout, poll_frequency=0.05, ignored_exceptions=GONE).until(
                lambda _: condition(), message
            )
        except TimeoutException as error:
            problems = [e.text for e in self.all(".problem:not([hidden]), .verdict")]
            raise AssertionError(f"{message}; the page says {problems}; script errors {self.errors()}") from error

    def find(self, css: str) -> WebElement:
        return self.wait(lambda: self.driver.find_element(By.CSS_SELECTOR, css), message=f"no {css}")

    def click(self, css: str) -> None:
        """Click the first match, finding it again if a frame redrew it between finding and clicking."""
        self.wait(lambda: self.driver.find_element(By.CSS_SELECTOR, css).click() or True, message=f"no {css} to click")

    def all(self, css: str) -> list[WebElement]:
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def text(self, css: str) -> str:
        """The first match's rendered text, read in one script call so a redraw cannot make it stale."""
        return self.run("const e = document.querySelector(arguments[0]); return e ? e.innerText : ''", css)

    def attribute(self, css: str, name: str) -> str | None:
        """The first match's attribute, waited for and read in one script call so a redraw cannot make it stale."""
        found = self.wait(
            lambda: self.run(
                "const e = document.querySelector(arguments[0]); return e ? [e.getAttribute(arguments[1])] : null",
                css,
                name,
            ),
            message=f"no {css}",
        )
        return found[0]

    def hide(self) -> None:
        """Minimise the page's window, as a person leaves a tab open behind another: Chromium draws
        nothing of a hidden page (the style, layout and paint of a frame, most of the ~45 ms of CPU
        a frame drawn costs), while its script still takes every frame and builds the DOM, and what
        a test reads of it (its text, its boxes) is laid out when read. For a page that follows a
        match and is read now and then, not looked at."""
        self.driver.minimize_window()

    def show(self) -> None:
        """The page's window back to its size, drawn again (after ``hide``)."""
        restore(self.driver)

    def shot(self, name: str) -> Path:
        path = self.artifacts / f"{name}.png"
        self.show()
        self.run("window.scrollTo(0, 0)")
        self.driver.save_screenshot(str(path))
        return path

    def errors(self) -> list[str]:
        """Script errors the page logged (a CSP refusal or an exception would show here)."""
        return [e["message"] for e in self.driver.get_log("browser") if e["level"] == "SEVERE"]

    # The lobby

    def create_match(
        self,
        game: str,
        seats: int,
        bots: list[int],
        name: str,
        options: dict[str, Any],
        rules: dict[str, Any] | None = None,
        rated: bool = False,
    ) -> str:
        """Create a match from the lobby form, taking the first free seat; returns its id. ``rules``:
        the match rules' fields by id (``{"new-clock": "fischer", "new-clock-minutes": 3}``);
        ``rated``: a rated match (the box ticked)."""
        self.open("/#/")
        Select(self.find("#new-game")).select_by_value(game)
        seats_input = self.find("#new-seats")
        seats_input.clear()
        seats_input.send_keys(str(seats))
        self.run("arguments[0].dispatchEvent(new Event('change'))", seats_input)
        for seat in range(seats):
            box = self.find(f"input[name=bot-{seat}]")
            if box.is_selected() != (seat in bots):
                box.click()
        for option, value in options.items():
            field = self.find(f"#option-{option}")
            if field.tag_name == "select":
                Select(field).select_by_value(str(value).lower() if isinstance(value, bool) else str(value))
            elif field.get_attribute("type") == "checkbox":
                if field.is_selected() != value:
                    field.click()
            else:
                field.clear()
                field.send_keys(str(value))
        for field_id, value in (rules or {}).items():
            self.fill(f"#{field_id}", value)
        if self.find("#new-rated").is_selected() != rated:
            self.click("#new-rated")
        name_input = self.find("#new-name")
        name_input.clear()
        name_input.send_keys(name)
        self.click("#create-match button[type=submit]")
        self.wait(lambda: "#/m/" in self.driver.current_url, message="the match page did not open")
        self.find(".turn")
        return self.driver.current_url.split("#/m/")[1].split("/")[0]

    def fill(self, css: str, value: Any) -> None:
        """Choose ``value`` in a choice list, or type it into a field."""
        field = self.find(css)
        if field.tag_name == "select":
            Select(field).select_by_value(str(value))
        else:
            field.clear()
            field.send_keys(str(value))

    # A match

    def sit(self, match_id: str, seat: int, token: str, name: str) -> None:
        """Hold a seat claimed elsewhere (as this browser would after claiming it) and open its match."""
        self.run(
            "localStorage.setItem('igroteka.seat.' + arguments[0], JSON.stringify(arguments[1]))",
            match_id,
            {"seat": seat, "token": token, "name": name},
        )
        self.open(f"/#/m/{match_id}")
        self.find(".turn")

    def version(self) -> int:
        found = self.run("const e = document.querySelector('.turn[data-version]'); return e ? e.dataset.version : '0'")
        return int(found or 0)

    def finished(self) -> bool:
        return bool(self.all(".outcome"))

    def actions(self) -> list[WebElement]:
        return self.all(ACTIONS)

    def glance(self) -> Glance:
        return Glance(*self.run(AT_A_GLANCE))

    def play_one(self, rng: random.Random, avoid: str = "") -> bool:
        """Click one offered action (choosing in the chooser when it opens); False if none is offered.
        Actions whose text starts with ``avoid`` are taken only when nothing else is offered (a random
        player who keeps undoing would never finish)."""
        before = self.glance().version
        offered = self.actions()
        if not offered:
            return False
        for _ in range(3):  # the action; a choice among its moves; «Вы уверены?» before one that costs the seat
            chosen = rng.choice(self.prefer(offered, avoid))
            self.run(
                f"document.querySelectorAll('[{CLICKED}]').forEach((e) => e.removeAttribute('{CLICKED}'));"
                f"arguments[0].setAttribute('{CLICKED}', '')",
                chosen,
            )
            chosen.click()
            seen = self.wait(lambda: self.moved_or_asked(before), message="no move, nothing asked")
            if seen.moved(before):
                return True
            offered = self.all(CHOOSING)
            if not offered:  # the question closed: a frame of the next version is drawing
                self.wait(lambda: self.glance().moved(before), message="no move")
                return True
        raise AssertionError("a question after each of three answers")

    def moved_or_asked(self, before: int) -> Glance | None:
        """The page once it moved past ``before`` or asks what the last click did not answer; None before."""
        glance = self.glance()
        return glance if glance.moved(before) or glance.asked else None

    @staticmethod
    def prefer(actions: list[WebElement], avoid: str) -> list[WebElement]:
        chosen = [a for a in actions if not avoid or not a.text.startswith(avoid)]
        return chosen or actions

    def play_to_end(
        self,
        rng: random.Random,
        deadline: float,
        reload_after: int | None = None,
        avoid: str = "",
        shot: str = "",
        each: Callable[[int], None] | None = None,
    ) -> int:
        """Play the seat's offered actions until the match is over; returns the moves clicked.
        ``each``: called with the count after each move clicked (a check of the page as it is then)."""
        clicked = 0
        while not (glance := self.glance()).finished:
            assert time.monotonic() < deadline, f"the match did not finish; {clicked} moves clicked"
            assert not glance.problems, f"a move offered by the page was refused: {glance.problems[0]}"
            if not glance.actions:  # the bots' turn, or a frame on its way
                self.wait(lambda: (now := self.glance()).finished or now.actions, timeout=20, message="nothing to do")
                continue
            try:
                if not self.play_one(rng, avoid):
                    continue
            except GONE:
                continue  # the table was redrawn under the click: look again
            clicked += 1
            if each is not None:
                each(clicked)
            if reload_after is not None and clicked == reload_after:
                self.driver.refresh()
                self.find(".turn")
                if shot:  # the table in the middle of the match, as the player sees it after the reload
                    self.wait(
                        lambda: self.finished() or bool(self.actions()), message="nothing offered after the reload"
                    )
                    self.shot(shot)
        return clicked

    def scores(self) -> list[str]:
        return [e.text for e in self.all(".seats .score")]

    def scoring(self) -> list[list[str]]:
        """The table of how the scores were made: each row's heading, then its cells, seat by seat."""
        return [[c.text for c in row.find_elements("css selector", "th, td")] for row in self.all("table.scoring tr")]

    def public(self) -> str:
        """The parts of the table every viewer sees alike."""
        return "\n".join(e.text for e in self.all("[data-public]"))
