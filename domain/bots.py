"""Server bots: a level per bot seat, each a policy over what that seat may see (issue 16).

A bot is handed the seat's own view of the table (``rules.view(state, Seat(n))``) and the seat's
legal moves, never the state itself: whatever it searches over, it can only have sampled from
what the seat is allowed to know. Levels: ``random`` (uniform over legal moves) and, for every game,
``competent`` (the game's ``bots.competent``), which is the default for a seat with no level named.
"""

from __future__ import annotations

from functools import cache
from importlib import import_module
from importlib.util import find_spec
from random import Random
from typing import Any, Literal, Protocol

from igroteka.domain.engine import Rules, Seat, concrete

BotLevel = Literal["random", "competent"]
LEVELS: tuple[BotLevel, ...] = ("random", "competent")
DEFAULT_LEVEL: BotLevel = "competent"


class Bot(Protocol):
    def __call__(self, table: Any, seat: int, moves: list[Any], rng: Random) -> Any:
        """One of ``moves``, chosen from the seat's view ``table`` alone."""
        ...


def random_bot(table: Any, seat: int, moves: list[Any], rng: Random) -> Any:
    return rng.choice(moves)


@cache
def bots_of(game: str) -> dict[str, Bot]:
    """The levels a game offers: ``random`` and the game's own ``competent`` policy."""
    policies: dict[str, Bot] = {"random": random_bot}
    policies["competent"] = import_module(f"igroteka.domain.games.{game}.bots").competent
    return policies


@cache
def levels_of(game: str) -> tuple[BotLevel, ...]:
    """The levels ``game`` offers now: ``competent`` only once the game has its ``bots.py``."""
    if find_spec(f"igroteka.domain.games.{game}.bots") is None:
        return ("random",)
    return LEVELS


def default_level(game: str) -> BotLevel:
    """The level of a bot seat with none named: ``competent`` where the game has one, else ``random``."""
    return DEFAULT_LEVEL if DEFAULT_LEVEL in levels_of(game) else "random"


def choose(rules: Rules[Any], state: Any, seat: int, level: str, rng: Random) -> Any:
    """The move a bot of ``level`` plays for ``seat``: from the seat's view and legal moves only."""
    moves = rules.legal_moves(state, seat)
    if level == "random" or len(moves) == 1:
        return concrete(rules, rng.choice(moves), rng)
    return bots_of(rules.id)[level](rules.view(state, Seat(seat)), seat, moves, rng)
