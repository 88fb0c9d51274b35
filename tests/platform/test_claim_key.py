"""A claim with the client's key (`claim_id`) takes one seat however often and wherever it is
decided: on an instance whose cached copy has not seen its first try, and as two tries at once on
two instances (docs/architecture.md §29). Both stores, two match services on one store."""

from __future__ import annotations

import threading
import uuid

from igroteka.domain.matches import MatchService
from igroteka.domain.tokens import caller
from igroteka.server.store import store_env

GAME = "pobeda"


def test_a_keyed_claim_decided_on_a_stale_copy_finds_the_seat_its_first_try_took(database_url: str) -> None:
    a, b = MatchService(store_env(database_url)), MatchService(store_env(database_url))
    try:
        created, _ = a.create(GAME, {}, 3, {})
        b.get(created.id)  # B caches the open match, and does not see A's claim below
        key = uuid.uuid4()
        match, seat, token = a.claim(created.id, 1, "Аня", None, key)
        retried, again, same = b.claim(created.id, None, "Аня", None, key)
        assert (again, same) == (seat, token) == (1, token)
        assert retried.version == match.version, "the retry appended nothing"
        assert caller(b.get(created.id), token).seat == 1
        assert [h is not None for h in b.get(created.id).holders] == [False, True, False]
    finally:
        a.close()
        b.close()


def test_two_tries_of_one_keyed_claim_at_once_on_two_instances_take_one_seat(database_url: str) -> None:
    a, b = MatchService(store_env(database_url)), MatchService(store_env(database_url))
    try:
        created, _ = a.create(GAME, {}, 3, {})
        b.get(created.id)
        key = uuid.uuid4()
        start = threading.Barrier(2)
        answers: list[tuple[int, str]] = []

        def claim(service: MatchService) -> None:
            start.wait()
            _, seat, token = service.claim(created.id, None, "Аня", "player-1", key)
            answers.append((seat, token))

        tries = [threading.Thread(target=claim, args=(service,)) for service in (a, b)]
        for t in tries:
            t.start()
        for t in tries:
            t.join(timeout=30)
        assert len(answers) == 2 and answers[0] == answers[1]
        stored = MatchService(store_env(database_url))
        try:
            holders = stored.get(created.id).holders
        finally:
            stored.close()
        assert [h.player if h is not None else None for h in holders] == ["player-1", None, None]
    finally:
        a.close()
        b.close()
