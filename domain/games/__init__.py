"""The registry of games: id → Rules instance."""

from __future__ import annotations

import os
from importlib import import_module
from typing import Any

from domain.engine import Rules

GAME_IDS = ("pobeda", "pyatiletka", "zavody", "den_pobedy", "ecologic")


def enabled() -> list[str]:
    """The games this deployment serves: IGROTEKA_GAMES="pobeda,zavody", or all of them."""
    chosen = os.environ.get("IGROTEKA_GAMES", "")
    return [g for g in GAME_IDS if g in chosen.split(",")] if chosen else list(GAME_IDS)


def _load() -> dict[str, Rules[Any]]:
    games: dict[str, Rules[Any]] = {}
    for game_id in enabled():
        try:
            module = import_module(f"domain.games.{game_id}")
        except ModuleNotFoundError as error:
            if error.name != f"domain.games.{game_id}":
                raise
            continue
        games[game_id] = module.RULES
    return games


GAMES: dict[str, Rules[Any]] = _load()
