"""The registry of games: id → Rules instance."""

from __future__ import annotations

import os
from importlib import import_module
from typing import Any

from igroteka.domain.engine import Rules

GAME_IDS = ("pobeda", "pyatiletka", "zavody", "den_pobedy", "ecologic")


def enabled() -> list[str]:
    """The games this deployment serves: IGROTEKA_GAMES="pobeda,zavody", or all of them."""
    chosen = os.environ.get("IGROTEKA_GAMES", "")
    return [g for g in GAME_IDS if g in chosen.split(",")] if chosen else list(GAME_IDS)


def _load() -> dict[str, Rules[Any]]:
    return {game_id: import_module(f"igroteka.domain.games.{game_id}").RULES for game_id in enabled()}


GAMES: dict[str, Rules[Any]] = _load()


def _retired() -> dict[tuple[str, int], Rules[Any]]:
    """The rules versions old matches still need after a game's rules changed: (game, version) →
    Rules. A change that would alter the replay of recorded matches bumps the game's version and
    keeps the previous rules, importable, in the game package's ``RETIRED``, so every stored match
    replays under its own rules (each reads its version from the state it folds)."""
    packages = {game_id: import_module(f"igroteka.domain.games.{game_id}") for game_id in enabled()}
    return {(game_id, r.version): r for game_id, p in packages.items() for r in getattr(p, "RETIRED", ())}


RETIRED: dict[tuple[str, int], Rules[Any]] = _retired()


def rules_for(game: str, version: int) -> Rules[Any]:
    """The rules a match was created under; KeyError if this deployment does not have them."""
    current = GAMES[game]
    return current if current.version == version else RETIRED[(game, version)]
