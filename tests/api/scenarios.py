"""Seat counts and options each game is played with in the API-level tests."""

from __future__ import annotations

from typing import Any

import pytest

from igroteka.domain.games import GAMES

SCENARIOS: dict[str, list[tuple[int, dict[str, Any]]]] = {
    "pobeda": [(2, {}), (3, {"lines_to_win": 2}), (6, {"teams": 3}), (12, {"teams": 2, "shuffle_board": True})],
    "den_pobedy": [(2, {}), (2, {"deck_building": False, "series_game": 1})],
    "ecologic": [(2, {}), (4, {"fixed_layout": True})],
    "pyatiletka": [(2, {}), (5, {"simplified": True, "rounds": 3})],
    "zavody": [(2, {"round_limit": 3}), (4, {"mode": "challenge", "stars": 3, "round_limit": 3})],
}


def scenarios() -> list[Any]:
    """One pytest param per (game, seats, options); a game not listed plays its smallest and largest table."""
    cases = []
    for game_id, rules in GAMES.items():
        default = [(n, {}) for n in sorted({rules.players.start, rules.players.stop - 1})]
        for seats, options in SCENARIOS.get(game_id, default):
            label = "-".join(f"{k}={v}" for k, v in options.items())
            cases.append(pytest.param(game_id, seats, options, id=f"{game_id}-{seats}{'-' + label if label else ''}"))
    return cases
