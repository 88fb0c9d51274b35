"""The match machinery on both stores: lifecycle, idempotency, concurrency, persistence, replay."""

from __future__ import annotations

import gc
import threading
import uuid
from random import Random
from typing import Any

import msgspec
import pytest

import igroteka.domain.match
from igroteka.domain.engine import IllegalMove, Seat, Spectator, concrete, encode_state, fold, from_builtins
from igroteka.domain.entries import facts_upto
from igroteka.domain.errors import Conflict, Forbidden, Invalid, NotFound, Unauthorized
from igroteka.domain.games import GAMES
from igroteka.domain.lifecycle import Lifecycle
from igroteka.domain.match import Match
from igroteka.domain.matches import MatchService
from igroteka.domain.tokens import caller, hash_token
from igroteka.projections.presence import PresenceBoard
from igroteka.projections.record import build_record, verify
from igroteka.projections.views import Checkpoints, view, view_at
from igroteka.projections.words import LANGS, names_of
from igroteka.server.frames import Frames
from igroteka.server.store import store_env

GAME = "pobeda"


def open_match(service: MatchService, seats: int = 2) -> tuple[uuid.UUID, str, list[str]]:
    match, organiser = service.create(GAME, {}, seats, {})
    tokens = [service.claim(match.id, None, f"player {n}")[2] for n in range(seats)]
    return match.id, organiser, tokens


def play_one(service: MatchService, match_id: uuid.UUID, tokens: list[str], rng: Random) -> int:
    match = service.get(match_id)
    seat = min(match.to_act)
    move = rng.choice(match.rules.legal_moves(match.state, seat))
    return service.move(match_id, tokens[seat], str(uuid.uuid4()), move, None).version


def test_match_starts_when_the_last_seat_is_claimed(service: MatchService) -> None:
    match, _ = service.create(GAME, {}, 2, {})
    assert match.status == "open" and match.free_seats() == [0, 1]
    _, seat, token = service.claim(match.id, 1, "Зина")
    assert seat == 1 and len(token) >= 43 and service.get(match.id).status == "open"
    with pytest.raises(Conflict, match="taken"):
        service.claim(match.id, 1, "Петя")
    service.claim(match.id, None, "Петя")
    assert service.get(match.id).status == "running"
    with pytest.raises(Conflict) as full:
        service.claim(match.id, None, "Вася")
    assert full.value.code == "match_full"


def test_an_accepted_move_is_one_stored_event_and_the_start_another(service: MatchService) -> None:
    """Issue 13: created, two claims and the start (with its setup facts) are four rows; each move
    one more, carrying its seat, move_id, move, facts and (for the last) the outcome."""
    match_id, _, tokens = open_match(service)
    rows = service.app.recorder.select_notifications(start=1, limit=1000)
    assert len(rows) == 4 == service.get(match_id).version
    started = service.history(match_id)[-1]
    assert type(started).__name__ == "Started" and len(started.facts) > 1
    rng = Random(3)
    while service.get(match_id).status == "running":
        before = len(service.app.recorder.select_notifications(start=1, limit=10_000))
        version = play_one(service, match_id, tokens, rng)
        assert len(service.app.recorder.select_notifications(start=1, limit=10_000)) == before + 1 == version
    history = service.history(match_id)
    moves = history[4:]
    assert {type(e).__name__ for e in moves} == {"MovePlayed"} and all(e.facts for e in moves)
    assert [e.outcome is not None for e in moves] == [False] * (len(moves) - 1) + [True]
    assert moves[-1].outcome == msgspec.to_builtins(service.get(match_id).outcome)
    assert all(moves[0].timestamp <= e.timestamp for e in moves)


def test_tokens_are_stored_hashed_and_name_exactly_one_seat(service: MatchService) -> None:
    match_id, organiser, tokens = open_match(service)
    match = service.get(match_id)
    assert [h.token_hash for h in match.holders] == [hash_token(t) for t in tokens]
    stored = b"".join(n.state for n in service.app.recorder.select_notifications(start=1, limit=1000))
    for token in [organiser, *tokens]:
        assert token.encode() not in stored
    assert caller(match, tokens[1]).seat == 1
    assert caller(match, organiser).organiser
    with pytest.raises(Unauthorized):
        caller(match, "not-a-token")


def test_bad_requests_change_nothing(service: MatchService) -> None:
    with pytest.raises(NotFound):
        service.create("chess", {}, 2, {})
    with pytest.raises(Invalid):
        service.create(GAME, {}, 1, {})
    with pytest.raises(Invalid):
        service.create(GAME, {"lines_to_win": 9}, 2, {})
    with pytest.raises(Invalid):
        service.create(GAME, {}, 2, {5: None})
    match_id, organiser, tokens = open_match(service)
    before = service.get(match_id).version
    match = service.get(match_id)
    waiting = 1 - min(match.to_act)
    move = match.rules.legal_moves(match.state, min(match.to_act))[0]
    with pytest.raises(IllegalMove) as refused:
        service.move(match_id, tokens[waiting], str(uuid.uuid4()), move, None)
    assert refused.value.code == "not_your_turn"
    with pytest.raises(Forbidden):
        service.move(match_id, organiser, str(uuid.uuid4()), move, None)
    with pytest.raises(Forbidden):
        service.move(match_id, None, str(uuid.uuid4()), move, None)
    with pytest.raises(Forbidden):
        service.start(match_id, tokens[0])
    assert service.get(match_id).version == before


def test_a_retried_move_id_returns_the_original_result_and_appends_nothing(service: MatchService) -> None:
    match_id, _, tokens = open_match(service)
    match = service.get(match_id)
    seat = min(match.to_act)
    move = match.rules.legal_moves(match.state, seat)[0]
    move_id = str(uuid.uuid4())
    first = service.move(match_id, tokens[seat], move_id, move, None)
    again = service.move(match_id, tokens[seat], move_id, move, None)
    assert again == first
    assert service.get(match_id).version == first.version
    other = service.get(match_id)
    next_seat = min(other.to_act)
    different = other.rules.legal_moves(other.state, next_seat)[0]
    with pytest.raises(Conflict) as reused:
        service.move(match_id, tokens[next_seat], move_id, different, None)
    assert reused.value.code == "move_id_reused"


def test_expected_version_guards_against_stale_clients(service: MatchService) -> None:
    match_id, _, tokens = open_match(service)
    match = service.get(match_id)
    seat = min(match.to_act)
    move = match.rules.legal_moves(match.state, seat)[0]
    version = match.version
    with pytest.raises(Conflict) as stale:
        service.move(match_id, tokens[seat], str(uuid.uuid4()), move, version - 1)
    assert stale.value.extra["version"] == version
    assert service.move(match_id, tokens[seat], str(uuid.uuid4()), move, version).version > version


def test_two_processes_never_fork_a_match(database_url: str) -> None:
    """B's cached copy is behind A's append: B's pinned move conflicts, its free move is re-decided."""
    a, b = MatchService(store_env(database_url)), MatchService(store_env(database_url))
    try:
        match_id, _, tokens = open_match(a)
        stale = b.get(match_id)
        stale_version, seat = stale.version, min(stale.to_act)
        moves = stale.rules.legal_moves(stale.state, seat)
        a.move(match_id, tokens[seat], str(uuid.uuid4()), moves[0], None)
        with pytest.raises(Conflict) as pinned:
            b.move(match_id, tokens[seat], str(uuid.uuid4()), moves[1], stale_version)
        assert pinned.value.extra["version"] == a.get(match_id).version
        with pytest.raises(IllegalMove) as refused:
            b.move(match_id, tokens[seat], str(uuid.uuid4()), moves[1], None)
        assert refused.value.code == "not_your_turn"
        fresh = b.get(match_id)
        assert encode_state(fresh.state) == encode_state(a.get(match_id).state)
        next_seat = min(fresh.to_act)
        b.move(match_id, tokens[next_seat], str(uuid.uuid4()), fresh.rules.legal_moves(fresh.state, next_seat)[0], None)
        assert a.get(match_id).version == b.get(match_id).version
    finally:
        a.close()
        b.close()


def test_a_claim_reads_no_store_on_a_cached_match_and_decides_a_stale_one_again(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A claim is decided on B's cached copy without reading the store; when A seated someone
    first, B's claim of that seat is refused and a free claim takes the other seat, both as the
    store has the match (B's append conflicts, then B decides on a fresh read)."""
    a, b = MatchService(store_env(database_url)), MatchService(store_env(database_url))
    try:
        created, _ = a.create(GAME, {}, 3, {})
        b.get(created.id)  # B caches the open match
        reads: list[object] = []
        get = b.app.events.get
        monkeypatch.setattr(b.app.events, "get", lambda *args, **kw: reads.append(args) or get(*args, **kw))
        assert b.claim(created.id, 0, "Аня")[1] == 0
        assert reads == []
        a.get(created.id)  # A's copy is behind B's claim by one version
        assert a.claim(created.id, None, "Боря")[1] == 1
        with pytest.raises(Conflict) as taken:
            b.claim(created.id, 1, "Вера")
        assert taken.value.code == "seat_taken"
        assert b.claim(created.id, None, "Вера")[1] == 2
        holders = [h.name for h in a.get(created.id).holders if h is not None]
        assert holders == ["Аня", "Боря", "Вера"] and a.get(created.id).status == "running"
    finally:
        a.close()
        b.close()


def test_a_match_survives_a_restart_and_replays_at_every_version(database_url: str) -> None:
    first = MatchService(store_env(database_url))
    match_id, _, tokens = open_match(first)
    rng = Random(7)
    for _ in range(20):
        play_one(first, match_id, tokens, rng)
    before = first.get(match_id)
    first.close()
    second = MatchService(store_env(database_url))
    try:
        after = second.get(match_id)
        assert after.version == before.version
        assert encode_state(after.state) == encode_state(before.state)
        assert after.moves.keys() == before.moves.keys()
        for version in range(after.version - 10, after.version + 1):
            replayed = view_at(after, Seat(0), version, Checkpoints())
            expected = after.rules.view(fold(after.rules, facts_upto(after, version)), Seat(0))
            assert msgspec.json.encode(replayed.table) == msgspec.json.encode(expected)
    finally:
        second.close()


def same_match(cached: Match, stored: Match) -> None:
    """The cached match is the one its stored events fold to: every attribute, the game state and
    each log entry's facts compared by value (not only by their encoding)."""
    assert vars(cached).keys() == vars(stored).keys()
    for name, value in vars(cached).items():
        if name != "state":
            assert value == vars(stored)[name], name
    assert encode_state(cached.state) == encode_state(stored.state)
    assert cached.state == stored.state


OPTIONS: dict[str, dict[str, Any]] = {"zavody": {"round_limit": 6}, "pyatiletka": {"rounds": 3}}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_committed_move_is_applied_as_decided_and_the_cached_match_is_the_stored_one(
    service: MatchService, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A committed move's facts and state are taken over from its decision, never decoded again
    (through ``move``, ``move_soon`` and a bot's move alike); the cached match stays, at every
    version, the match its stored events fold to."""
    seats = GAMES[game].players.start
    match, _ = service.create(game, OPTIONS.get(game, {}), seats, {seats - 1: "random"})
    tokens = [service.claim(match.id, None, f"player {n}")[2] for n in range(seats - 1)]
    decoded: list[Any] = []
    monkeypatch.setattr(igroteka.domain.match, "from_builtins", lambda v, t: decoded.append(v) or from_builtins(v, t))
    rng = Random(game)
    while (match := service.get(match.id)).status == "running":
        version, seat = match.version, rng.choice(sorted(match.to_act))
        if seat == seats - 1:
            assert service.bot_move(match.id) is not None
        else:
            move = concrete(match.rules, rng.choice(match.rules.legal_moves(match.state, seat)), rng)
            if rng.random() < 0.5:
                service.move(match.id, tokens[seat], str(uuid.uuid4()), move, None)
            else:
                played_soon(service, match.id, tokens[seat], move)
        assert service.get(match.id).version == version + 1 and decoded == []
        if version % 10 == 0:
            same_match(service.get(match.id), service.app.repository.get(match.id))
            decoded.clear()  # the replay decoded the stored facts
    same_match(match, service.app.repository.get(match.id))


def played_soon(service: MatchService, match_id: uuid.UUID, token: str, move: Any) -> None:
    """``move_soon`` a move, its hand-overs run on the writer thread; returns once it is applied.
    When it declines (the snapshot writer holds the match's lock, say), ``move`` plays it, as the
    hub does."""
    done = threading.Event()
    move_id = str(uuid.uuid4())
    if service.move_soon(match_id, token, move_id, move, None, lambda fn, *args: fn(*args), lambda *_: done.set()):
        assert done.wait(10)
    else:
        service.move(match_id, token, move_id, move, None)


def test_bots_play_a_match_to_its_end_and_the_record_verifies(service: MatchService) -> None:
    match, _ = service.create(GAME, {"teams": 2}, 4, dict.fromkeys(range(4)))
    assert match.status == "running"
    while service.bot_move(match.id) is not None:
        pass
    finished = service.get(match.id)
    assert finished.status == "finished" and finished.outcome is not None
    record = build_record(service.history(match.id))
    assert verify(record) is None
    tampered = msgspec.json.decode(msgspec.json.encode(record), type=type(record))
    moves = [e for e in tampered.events if e.kind == "move"]
    moves[3].seat = (moves[3].seat + 1) % 4
    divergence = verify(tampered)
    assert divergence is not None and divergence.version == moves[3].version


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_log_of_a_match_stays_out_of_the_cycle_collector(service: MatchService, game: str) -> None:
    """Issue 13: a match's log grows by an entry a move and lives as long as the match; its entries,
    move records and facts are untracked, so the collector's passes do not walk them."""
    seats = min(GAMES[game].players)
    match, _ = service.create(game, {}, seats, dict.fromkeys(range(seats)))
    for _ in range(30):
        service.bot_move(match.id)
    played = service.get(match.id)
    assert played.moves and len(played.log) > len(played.moves)
    assert not any(gc.is_tracked(entry) for entry in played.log)
    assert not any(gc.is_tracked(record) for record in played.moves.values())
    assert not any(gc.is_tracked(fact) for entry in played.log for fact in entry.facts)


def test_the_record_is_published_only_after_the_end(service: MatchService) -> None:
    match_id, _, _ = open_match(service)
    with pytest.raises(Conflict):
        build_record(service.history(match_id))


def test_a_record_is_verified_under_its_own_rules_version(service: MatchService) -> None:
    match, _ = service.create(GAME, {}, 2, {0: "random", 1: "random"})
    while service.bot_move(match.id) is not None:
        pass
    record = build_record(service.history(match.id))
    assert record.rules_version == service.get(match.id).rules.version
    record.rules_version += 1
    divergence = verify(record)
    assert divergence is not None and divergence.reason == f"no rules for {GAME} version {record.rules_version}"


def test_bot_levels_are_recorded_per_seat_and_default_to_competent(service: MatchService) -> None:
    match, _ = service.create(GAME, {}, 3, {0: "random", 2: None})
    assert match.bot_levels() == {0: "random", 2: "competent"}
    assert [s.bot_level for s in view(match, Seat(1), frozenset()).match.seats] == ["random", None, "competent"]
    created = service.history(match.id)[0]
    assert (created.bots, created.bot_levels) == ([0, 2], ["random", "competent"])
    assert service.app.repository.get(match.id).bot_levels() == {0: "random", 2: "competent"}


def test_a_game_without_a_competent_bot_defaults_to_random_and_refuses_competent(
    service: MatchService, monkeypatch: pytest.MonkeyPatch
) -> None:
    for module in ("igroteka.domain.bots", "igroteka.domain.matches"):  # as if the game had no bots.py yet
        monkeypatch.setattr(f"{module}.levels_of", lambda game: ("random",))
    match, _ = service.create(GAME, {}, 2, {1: None})
    assert match.bot_levels() == {1: "random"}
    with pytest.raises(Invalid) as refused:
        service.create(GAME, {}, 2, {1: "competent"})
    assert refused.value.code == "bot_level_unavailable"


def test_a_competent_bot_plays_its_seat_from_the_seat_view(service: MatchService) -> None:
    match, _ = service.create(GAME, {}, 2, {0: "competent", 1: "competent"})
    while service.bot_move(match.id) is not None:
        pass
    finished = service.get(match.id)
    assert finished.status == "finished"
    assert verify(build_record(service.history(match.id))) is None


def test_the_organiser_seats_bots_at_free_seats_and_the_full_match_starts(service: MatchService) -> None:
    match, organiser = service.create(GAME, {}, 3, {})
    _, _, token = service.claim(match.id, 0, "Аня")
    with pytest.raises(Forbidden):
        service.fill(match.id, token, {})
    with pytest.raises(Conflict) as taken:
        service.fill(match.id, organiser, {0: "random"})
    assert taken.value.code == "seat_taken"
    service.fill(match.id, organiser, {1: "random"})
    assert service.get(match.id).status == "open"
    filled = service.fill(match.id, organiser, {})
    assert filled.status == "running" and filled.bot_levels() == {1: "random", 2: "competent"}
    assert caller(filled, token).seat == 0
    with pytest.raises(Conflict) as started:
        service.fill(match.id, organiser, {})
    assert started.value.code == "already_started"
    reread = service.app.repository.get(match.id)
    assert reread.bot_levels() == {1: "random", 2: "competent"} and reread.status == "running"


def test_a_frame_s_envelope_and_names_follow_the_seats_holders_and_presence(service: MatchService) -> None:
    """What the frames carry from one position's parts to the next (the envelope's seats, the
    seats' names) is made again once a holder changes (a seat handed to a bot and taken back) or
    presence does: every version's envelope and names are those made from the match afresh."""
    board = PresenceBoard()
    frames = Frames(16, presence=board)
    match_id, _, tokens = open_match(service)
    lifecycle, rng = Lifecycle(service), Random(3)
    for step in range(12):
        if step == 3:
            board.set(match_id, frozenset({0}))
        if step == 5:
            lifecycle.autoplay(match_id, tokens[1], None)
        if step == 8:
            lifecycle.manual(match_id, tokens[1])
            board.set(match_id, frozenset({0, 1}))
        with service.reading(match_id) as match:
            connected = board.connected(match_id)
            for viewer in (Seat(0), Seat(1), Spectator()):
                head = msgspec.json.encode(frames.view(match, viewer).match)
                assert head == msgspec.json.encode(view(match, viewer, connected).match), (step, viewer)
            assert [frames.names(match, lang) for lang in LANGS] == [names_of(match, lang) for lang in LANGS]
            shown = [(s.bot, s.autoplay, s.connected) for s in frames.view(match, Spectator()).match.seats]
            assert shown[1] == (5 <= step < 8, 5 <= step < 8, step >= 8), step
            seat = min(match.to_act)
        if seat == 1 and 5 <= step < 8:
            service.bot_move(match_id)
        else:
            play_one(service, match_id, tokens, rng)


def test_each_viewer_s_frame_table_is_its_view_at_every_version(service: MatchService) -> None:
    """A frame's table is the viewer's view, byte for byte, whichever viewer's frame comes first
    at a version: «Победа!» makes a seat's from the spectators' the frames keep for the version."""
    frames = Frames(16)
    match_id, _, tokens = open_match(service)
    rng = Random(7)
    viewers = [Seat(0), Seat(1), Spectator()]
    while True:
        with service.reading(match_id) as match:
            order = viewers if match.version % 2 else viewers[::-1]
            for viewer in order:
                framed = msgspec.json.encode(frames.view(match, viewer).table)
                assert framed == msgspec.json.encode(view(match, viewer, frozenset()).table), (match.version, viewer)
            if match.status != "running":
                break
        play_one(service, match_id, tokens, rng)
