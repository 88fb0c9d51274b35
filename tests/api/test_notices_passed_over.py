"""The outbox's derivation passes over, unread, the events of a match no player account held a
seat of (``PlayerMatches``, fed in the log's order as the log follower feeds it): over random play
of a match of players and a match of guests, their events interleaved, it derives exactly the
notices a pure fold of the same log derives, and decodes none of the guests' match's events
(docs/architecture.md §41)."""

from __future__ import annotations

import uuid
from random import Random

import pytest

from igroteka.domain.bots import choose
from igroteka.domain.matches import MatchService
from igroteka.domain.standing import Standings
from igroteka.projections.held_seats import PlayerMatches
from igroteka.projections.ratings import Ratings
from igroteka.server.config import Settings
from igroteka.server.outbox import Outbox, outbox_tables
from tests.api.test_notices_kept import Decoding, derive

MOVES = 60


@pytest.mark.parametrize("database_url", ["sqlite", "postgres"], indirect=True)
def test_a_match_without_players_is_passed_over_unread(service: MatchService, database_url: str) -> None:
    settings = Settings(database_url=database_url)
    service.repository.standings = Standings(0)  # nothing kept: every event read is decoded and folded
    players = PlayerMatches()
    app = Decoding(service.app)
    passing = Outbox(outbox_tables(settings), app, Ratings(5), lambda: 0, 100, players=players)  # type: ignore[arg-type]
    folded = Outbox(outbox_tables(settings), service.app, Ratings(5), lambda: 0, 100)
    try:
        accounts, guests = (service.create("pobeda", {}, 2, {})[0].id for _ in range(2))
        tokens = {
            accounts: [service.claim(accounts, None, f"игрок {n + 1}", f"acct-{n}")[2] for n in range(2)],
            guests: [service.claim(guests, None, f"гость {n + 1}")[2] for n in range(2)],
        }
        rng = Random(7)
        for _ in range(MOVES):
            match = service.get(rng.choice([accounts, guests]))
            if match.status != "running":
                continue
            seat = rng.choice(sorted(match.to_act))
            move = choose(match.rules, match.state, seat, "random", rng)
            service.move(match.id, tokens[match.id][seat], str(uuid.uuid4()), move, None)
        log = service.app.recorder.select_notifications(start=1, limit=10_000)
        for notification in log:  # the follower's part: every event, in order, before the derivation
            players.apply(service.app.mapper.to_domain_event(notification))
        assert accounts in players and guests not in players
        _, found = derive(passing, service, 0)
        _, expected = derive(folded, service, 0)
        assert found == expected
        assert {notice.__struct_config__.tag for notice in found} >= {"your_turn"}
        of_guests = sum(1 for notification in log if notification.originator_id == guests)
        assert passing.passed_over == of_guests > 2
        assert app.decoded == len(log) - of_guests
    finally:
        passing.close()
        folded.close()
