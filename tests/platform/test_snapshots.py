"""Snapshots and past-version checkpoints (issue 13) on both stores: a match loaded from a snapshot
is the match its events fold to, for every game and at random versions; a view at a past version
folded from a checkpoint is the view folded from the first fact."""

from __future__ import annotations

import contextlib
import uuid
import zlib
from random import Random
from typing import Any

import msgspec
import pytest
from eventsourcing.persistence import StoredEvent

from igroteka.domain.abandon import Abandonment
from igroteka.domain.cache import MatchCache
from igroteka.domain.clocks import TimeControl
from igroteka.domain.delay import SpectatorDelay
from igroteka.domain.engine import Auditor, Seat, Spectator, encode_state, fold
from igroteka.domain.entries import facts_upto
from igroteka.domain.errors import Conflict
from igroteka.domain.games import GAMES
from igroteka.domain.lifecycle import Lifecycle
from igroteka.domain.match import Match
from igroteka.domain.matches import MatchService
from igroteka.domain.snapshots import TOPIC, Snapshots, decode, encode
from igroteka.projections.views import Checkpoints, state_at, view_at
from igroteka.server.store import store_env
from tests.conftest import fresh_pg_database

EVERY = 7  # small, so that every match crosses many snapshot versions


def comparable(match: Match) -> dict[str, Any]:
    """A match's attributes, its game state as canonical bytes (states are compared by value)."""
    attributes = dict(vars(match))
    attributes["state"] = encode_state(match.state)
    return attributes


def bot_match(service: MatchService, game: str, rng: Random, moves: int | None = None) -> uuid.UUID:
    """A match of server bots, played to its end (or ``moves`` moves), with a clock, a spectator
    delay, abandonment, a seat handed to a bot and back on the way and its moves taken back now and
    then, so every lifecycle attribute is in its snapshots too."""
    clock = TimeControl(kind="fischer", seconds=3600, increment=5)
    abandon = Abandonment(after=3600)
    match, _ = service.create(game, {}, 2, {1: None}, clock, abandon, SpectatorDelay(moves=2, seconds=60))
    _, _, token = service.claim(match.id, 0, "Зина")
    lifecycle = Lifecycle(service)
    played = 0
    while service.get(match.id).status == "running" and (moves is None or played < moves):
        current = service.get(match.id)
        if 0 in current.to_act:
            lifecycle.autoplay(match.id, token, rng.choice(["random", None]))
            service.bot_move(match.id)
            if service.get(match.id).status == "running":
                lifecycle.manual(match.id, token)
                if rng.random() < 0.3:
                    with contextlib.suppress(Conflict):  # the bot consents; a move that revealed is refused
                        lifecycle.request_takeback(match.id, token)
        else:
            service.bot_move(match.id)
        played += 1
    return match.id


@pytest.fixture
def snapshotting(database_url: str) -> Any:
    service = MatchService(store_env(database_url), snapshot_every=EVERY)
    yield service
    service.close()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_snapshot_loaded_match_is_the_event_loaded_match_at_random_versions(
    snapshotting: MatchService, game: str
) -> None:
    rng = Random(game)
    match_id = bot_match(snapshotting, game, rng)
    last = snapshotting.get(match_id).version
    for version in [*sorted(rng.sample(range(1, last + 1), min(12, last))), last]:
        folded = snapshotting.app.repository.get(match_id, version=version)
        body = encode(folded)
        assert body is not None
        restored = decode(match_id, version, body)
        assert comparable(restored) == comparable(folded)
        assert (restored.to_act, restored.status, restored.outcome) == (folded.to_act, folded.status, folded.outcome)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_cold_load_starts_from_the_newest_snapshot_and_equals_the_full_replay(database_url: str, game: str) -> None:
    first = MatchService(store_env(database_url), snapshot_every=EVERY)
    try:
        match_id = bot_match(first, game, Random(game), moves=30)
        assert first.repository.snapshot_writer is not None
        first.repository.snapshot_writer.drain()
        current = first.get(match_id)
    finally:
        first.close()
    second = MatchService(store_env(database_url), snapshot_every=EVERY)
    try:
        newest = second.repository.snapshots.latest(match_id)
        assert newest is not None and current.version - EVERY < newest.version <= current.version
        loaded = second.get(match_id)
        assert comparable(loaded) == comparable(second.app.repository.get(match_id)) == comparable(current)
    finally:
        second.close()


def test_snapshots_follow_appends_of_another_process(database_url: str) -> None:
    """A cached match that another instance moves on (the log follower's ``apply``) and a cold load
    from that instance's snapshots both give the match the events give."""
    a = MatchService(store_env(database_url), snapshot_every=EVERY)
    b = MatchService(store_env(database_url), snapshot_every=EVERY, cache=MatchCache(10, 10_000, 3600.0))
    try:
        match, _ = a.create("pobeda", {}, 2, {0: None, 1: None})
        b.get(match.id)
        position = 0
        for _ in range(3 * EVERY):
            a.bot_move(match.id)
            for notification in a.app.recorder.select_notifications(start=position + 1, limit=100):
                b.repository.apply(a.app.mapper.to_domain_event(notification))
                position = notification.id
        with b.reading(match.id) as cached:
            assert comparable(cached) == comparable(a.get(match.id))
        assert a.repository.snapshot_writer is not None
        a.repository.snapshot_writer.drain()
        c = MatchService(store_env(database_url), snapshot_every=EVERY)
        try:
            assert c.repository.snapshots.latest(match.id) is not None
            assert comparable(c.get(match.id)) == comparable(a.app.repository.get(match.id))
        finally:
            c.close()
    finally:
        a.close()
        b.close()


def test_an_unreadable_snapshot_is_ignored_and_the_match_folded_from_its_events(database_url: str) -> None:
    service = MatchService(store_env(database_url), snapshot_every=0)
    try:
        match, _ = service.create("zavody", {}, 2, {0: None, 1: None})
        for _ in range(10):
            service.bot_move(match.id)
        expected = comparable(service.app.repository.get(match.id))
        assert service.repository.snapshots.latest(match.id) is None  # snapshots off: none taken
        recorder = service.repository.snapshots.recorder
        recorder.insert_events([StoredEvent(match.id, 5, TOPIC, zlib.compress(b"\x93\x01\x02"))])
        assert service.repository.snapshots.latest(match.id) is None
        recorder.insert_events([StoredEvent(match.id, 6, "igroteka:match-snapshot:0", b"old")])
        assert service.repository.snapshots.latest(match.id) is None
        fresh = MatchService(store_env(database_url))
        try:
            assert comparable(fresh.get(match.id)) == expected
        finally:
            fresh.close()
    finally:
        service.close()


def test_a_match_holding_an_attribute_the_format_cannot_carry_is_not_snapshotted(service: MatchService) -> None:
    match, _ = service.create("pobeda", {}, 2, {0: None, 1: None})
    assert encode(match) is not None and service.repository.snapshots.take(match) is not None
    match.extra = {"plain": [1, "two", None]}
    assert decode(match.id, match.version, encode(match) or b"").extra == {"plain": [1, "two", None]}
    match.extra = (1, 2)  # a tuple would come back as a list: refused
    assert encode(match) is None and service.repository.snapshots.take(match) is None


def test_snapshot_rows_are_stored_compressed_beside_the_events(snapshotting: MatchService) -> None:
    match, _ = snapshotting.create("ecologic", {}, 2, {0: None, 1: None})
    while snapshotting.get(match.id).version < 3 * EVERY:
        snapshotting.bot_move(match.id)
    assert snapshotting.repository.snapshot_writer is not None
    snapshotting.repository.snapshot_writer.drain()
    rows = snapshotting.repository.snapshots.recorder.select_events(match.id)
    # each asked for at a multiple of EVERY, taken of the match as it stands once the writer gets
    # to it (a busy writer takes a later version, or one for several requests); the last at the end
    versions = [row.originator_version for row in rows]
    assert versions == sorted(set(versions)) and versions[0] >= EVERY and versions[-1] == 3 * EVERY, versions
    assert all(row.topic == TOPIC for row in rows)
    assert all(len(row.state) < len(zlib.decompress(row.state)) for row in rows)
    assert isinstance(Snapshots(snapshotting.repository.snapshots.recorder).latest(match.id), Match)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_view_at_a_past_version_from_a_checkpoint_is_the_view_folded_from_the_start(
    service: MatchService, game: str
) -> None:
    rng = Random(f"{game} views")
    match, _ = service.create(game, {}, 2, {0: None, 1: None})
    while service.bot_move(match.id) is not None:
        pass
    finished = service.get(match.id)
    rules = finished.rules
    checkpoints = Checkpoints(every=5)
    for version in [rng.randint(1, finished.version) for _ in range(30)]:
        facts = facts_upto(finished, version)
        expected = fold(rules, facts) if facts else None
        assert encode_state(state_at(finished, version, checkpoints)) == encode_state(expected)
        for viewer in (Spectator(), Seat(0), Seat(1), Auditor()):
            table = view_at(finished, viewer, version, checkpoints).table
            assert msgspec.json.encode(table) == msgspec.json.encode(
                rules.view(expected, viewer) if expected is not None else None
            )
    assert checkpoints.held > 0


def test_checkpoints_stay_within_their_bytes_least_recently_used_out() -> None:
    checkpoints = Checkpoints(every=10, max_bytes=100)
    a, b = uuid.uuid4(), uuid.uuid4()
    checkpoints.put(a, 10, b"x" * 40)
    checkpoints.put(a, 20, b"y" * 40)
    assert checkpoints.get(a, 10) == b"x" * 40  # a@10 is now the most recently used
    checkpoints.put(b, 10, b"z" * 40)
    assert checkpoints.held == 80 and checkpoints.get(a, 20) is None
    assert checkpoints.get(a, 10) is not None and checkpoints.get(b, 10) is not None


def test_the_cache_tells_the_version_it_held_before() -> None:
    cache = MatchCache(matches=10, events=1000, idle=3600.0)
    match = Match(
        game="pobeda",
        options={},
        rules_version=GAMES["pobeda"].version,
        seats=2,
        secret="s",
        organiser_hash="h",
        bots=[],
        bot_levels=[],
    )
    assert cache.remember(match) is None
    assert cache.remember(match) == 1


def test_every_pooled_postgresql_connection_starts_with_a_cold_load_s_reads_prepared(pg_admin_url: str) -> None:
    """A new backend's first look at a table costs milliseconds: the service has each pooled
    connection run the snapshot and events reads of a cold load before it serves anything."""
    url = next(fresh_pg_database(pg_admin_url))
    service = MatchService(store_env(url))
    try:
        pool = service.app.recorder.datastore.pool
        held = [pool.getconn() for _ in range(pool.get_stats()["pool_size"])]
        try:
            prepared = [
                {row["statement"] for row in conn.execute("SELECT statement FROM pg_prepared_statements").fetchall()}
                for conn in held
            ]
        finally:
            for conn in held:
                pool.putconn(conn)
    finally:
        service.close()
    snapshots, events = service.repository.snapshots.recorder.events_table_name, service.app.recorder.events_table_name
    for statements in prepared:
        assert any(snapshots in s and "DESC LIMIT" in s for s in statements), statements
        assert any(events in s and "originator_version >" in s for s in statements), statements
