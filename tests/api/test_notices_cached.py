"""The outbox's derivation reads the match after an event from the match service's cache when it
is at that event's version, and folds its own copy otherwise (cold, behind or ahead of the cache):
over random play of every game, takebacks among them, derived now right behind the commits, now
late, now with the match dropped from the cache, its notices are exactly those a pure fold of the
same log derives."""

from __future__ import annotations

import uuid
from pathlib import Path
from random import Random

import pytest

from domain.bots import choose
from domain.lifecycle import Lifecycle
from domain.matches import MatchService
from projections.notices import Notice
from projections.ratings import Ratings
from server.config import Settings
from server.outbox import Outbox, outbox_tables
from server.store import store_env

OPTIONS = {"pobeda": {}, "pyatiletka": {}, "zavody": {}, "den_pobedy": {"deck_building": False}, "ecologic": {}}
SEATS = {"pobeda": 2, "pyatiletka": 3, "zavody": 3, "den_pobedy": 2, "ecologic": 3}
MOVES = 150  # a match's moves at most (each match is played to its end or this)


def derive(outbox: Outbox, service: MatchService, position: int) -> tuple[int, list[Notice]]:
    """The notices of the log's events after ``position``, and the position reached."""
    found: list[Notice] = []
    for notification in service.app.recorder.select_notifications(start=position + 1, limit=10_000):
        found.extend(outbox.notices_of(service.app.mapper.to_domain_event(notification)))
        position = notification.id
    return position, found


@pytest.mark.parametrize("game", sorted(OPTIONS))
def test_notices_from_the_cache_are_those_of_the_pure_fold(tmp_path: Path, game: str) -> None:
    settings = Settings(sqlite_path=str(tmp_path / "store.sqlite"))
    service = MatchService(store_env(None, settings.sqlite_path))
    cached = Outbox(outbox_tables(settings), service.app, Ratings(5), lambda: 0, service.repository)
    folded = Outbox(outbox_tables(settings), service.app, Ratings(5), lambda: 0)
    try:
        lifecycle = Lifecycle(service)
        rng = Random(game)
        position, found = 0, []
        for _ in range(2):  # two matches, interleaved events of neither: one after the other
            match, _ = service.create(game, OPTIONS[game], SEATS[game], {})
            tokens = [service.claim(match.id, None, f"игрок {n + 1}", f"acct-{n}")[2] for n in range(SEATS[game])]
            for _ in range(MOVES):
                match = service.get(match.id)
                if match.status != "running":
                    break
                seat = rng.choice(sorted(match.to_act))
                move = choose(match.rules, match.state, seat, "random", rng)
                version = service.move(match.id, tokens[seat], str(uuid.uuid4()), move, None).version
                if service.repository.revelations.get(match.id, version) is False and rng.random() < 0.3:
                    lifecycle.request_takeback(match.id, tokens[seat])
                    for other in range(SEATS[game]):
                        if other != seat:
                            lifecycle.consent_takeback(match.id, tokens[other])
                chance = rng.random()
                if chance < 0.05:  # cold: the derivation's next event finds no cached match
                    service.repository.forget(match.id)
                elif chance < 0.75:  # right behind the commits (else late: the cache ahead of it)
                    position, more = derive(cached, service, position)
                    found.extend(more)
            position, more = derive(cached, service, position)
            found.extend(more)
        _, expected = derive(folded, service, 0)
        assert found == expected
        kinds = {notice.__struct_config__.tag for notice in expected}
        assert "your_turn" in kinds and (game == "pobeda" or "takeback_asked" in kinds), (
            kinds
        )  # «Победа!» reveals every move
        assert 0 < cached.cached < position, (cached.cached, position)
        assert folded.cached == 0
    finally:
        cached.close()
        folded.close()
        service.close()
