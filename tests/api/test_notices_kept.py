"""The outbox's derivation reads how a match stood after an event and before it from the match
service's ``Standings`` (kept where the events were applied to the cached match), and folds its own
copy of the match when either is not kept: over random play of every game, takebacks among them,
two matches' events interleaved, derived now right behind the commits, now late enough that the
standings kept were forgotten, its notices are exactly those a pure fold of the same log derives."""

from __future__ import annotations

import uuid
from random import Random
from typing import Any

import pytest

from igroteka.domain.bots import choose
from igroteka.domain.lifecycle import Lifecycle
from igroteka.domain.matches import MatchService
from igroteka.domain.standing import Standings
from igroteka.projections.notices import Notice
from igroteka.projections.ratings import Ratings
from igroteka.server.config import Settings
from igroteka.server.outbox import Outbox, outbox_tables

OPTIONS = {"pobeda": {}, "pyatiletka": {}, "zavody": {}, "den_pobedy": {"deck_building": False}, "ecologic": {}}
SEATS = {"pobeda": 2, "pyatiletka": 3, "zavody": 3, "den_pobedy": 2, "ecologic": 3}
MOVES = 80  # a match's moves at most (each match is played to its end or this)
KEPT = 24  # the standings the test's match service keeps: a late derivation finds some forgotten
# Each game on one store, the stores in turn (the notices do not depend on the store).
PAIRS = [(game, ("sqlite", "postgres")[n % 2]) for n, game in enumerate(sorted(OPTIONS))]


class Decoding:
    """The application as an outbox reads it, counting the stored events it decodes."""

    def __init__(self, app: Any) -> None:
        self.repository = app.repository
        self.recorder = app.recorder
        self.events = app.mapper
        self.mapper = self
        self.decoded = 0

    def to_domain_event(self, notification: Any) -> Any:
        self.decoded += 1
        return self.events.to_domain_event(notification)


def derive(outbox: Outbox, service: MatchService, position: int) -> tuple[int, list[Notice]]:
    """The notices of the log's events after ``position``, as the derivation reads them (each
    event decoded only when its standings are not kept), and the position reached."""
    found: list[Notice] = []
    for notification in service.app.recorder.select_notifications(start=position + 1, limit=10_000):
        found.extend(outbox.notices_stored(notification))
        position = notification.id
    return position, found


@pytest.mark.parametrize(("game", "database_url"), PAIRS, indirect=["database_url"])
def test_notices_from_the_standings_kept_are_those_of_the_pure_fold(
    service: MatchService, database_url: str, game: str
) -> None:
    settings = Settings(database_url=database_url)
    service.repository.standings = Standings(KEPT)
    app = Decoding(service.app)
    kept = Outbox(outbox_tables(settings), app, Ratings(5), lambda: 0, 100, service.repository.standings)  # type: ignore[arg-type]
    folded = Outbox(outbox_tables(settings), service.app, Ratings(5), lambda: 0, 100)
    try:
        lifecycle = Lifecycle(service)
        rng = Random(game)
        position, found = 0, []
        matches = [service.create(game, OPTIONS[game], SEATS[game], {})[0].id for _ in range(2)]
        tokens = {
            match_id: [service.claim(match_id, None, f"игрок {n + 1}", f"acct-{n}")[2] for n in range(SEATS[game])]
            for match_id in matches
        }
        for _ in range(MOVES):
            match = service.get(rng.choice(matches))  # the two matches' events interleaved
            if match.status != "running":
                continue
            seat = rng.choice(sorted(match.to_act))
            move = choose(match.rules, match.state, seat, "random", rng)
            version = service.move(match.id, tokens[match.id][seat], str(uuid.uuid4()), move, None).version
            if service.repository.revelations.get(match.id, version) is False and rng.random() < 0.3:
                lifecycle.request_takeback(match.id, tokens[match.id][seat])
                for other in range(SEATS[game]):
                    if other != seat:
                        lifecycle.consent_takeback(match.id, tokens[match.id][other])
            if rng.random() < 0.6:  # right behind the commits; else late, the next time
                position, more = derive(kept, service, position)
                found.extend(more)
        position, more = derive(kept, service, position)
        found.extend(more)
        _, expected = derive(folded, service, 0)
        assert found == expected
        kinds = {notice.__struct_config__.tag for notice in expected}
        assert "your_turn" in kinds and (game == "pobeda" or "takeback_asked" in kinds), kinds
        assert 0 < kept.known < position, (kept.known, position)  # both ways taken
        assert app.decoded == position - kept.known  # an event derived from its standings is not decoded
        assert folded.known == 0
    finally:
        kept.close()
        folded.close()
