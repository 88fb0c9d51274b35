"""Rules versions: after a game's rules change, a match stored under the previous version still
replays and verifies under the rules it was created with (domain.games.rules_for)."""

from __future__ import annotations

from typing import Any

import pytest

from igroteka.domain.games import GAMES, rules_for
from igroteka.domain.matches import MatchService
from igroteka.projections.record import build_record, verify
from igroteka.server.store import store_env

# The games whose rules changed, with options that keep a bots' match short.
CHANGED = [
    ("zavody", {"round_limit": 3}),
    ("ecologic", {"two_player_variant": True}),
    ("den_pobedy", {"deck_building": False}),
]


@pytest.mark.parametrize(("game", "options"), CHANGED, ids=[g for g, _ in CHANGED])
def test_a_match_stored_under_the_previous_rules_version_replays_and_verifies(
    database_url: str, monkeypatch: pytest.MonkeyPatch, game: str, options: dict[str, Any]
) -> None:
    current = GAMES[game]
    old = rules_for(game, current.version - 1)
    assert old.version < current.version and type(old.State) is type(current.State)
    monkeypatch.setitem(GAMES, game, old)  # the deployment before the change stores a match
    before = MatchService(store_env(database_url))
    match, _ = before.create(game, options, 2, {0: "random", 1: "random"})
    while before.bot_move(match.id) is not None:
        pass
    before.close()
    monkeypatch.setitem(GAMES, game, current)  # the deployment after it reads the store afresh
    after = MatchService(store_env(database_url))
    try:
        stored = after.get(match.id)
        assert stored.status == "finished" and stored.rules is old and stored.state.rules == old.version
        record = build_record(after.history(match.id))
        assert record.rules_version == old.version
        assert verify(record) is None
    finally:
        after.close()
