"""What a player is told (projections/notices.py), as a pure function of stored events: random
matches of every game folded event by event, each event's notices checked — a turn for each seat
newly to act, the end for every player's seat, a takeback asked of the seat that must consent —
that the same events make the same keys, and that no notice carries anything its player may not
see (a hand, a deck, another seat's private part: the game's own ``secrets`` for that seat)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from random import Random

import msgspec
import pytest

from igroteka.domain.engine import Seat
from igroteka.domain.errors import Conflict
from igroteka.domain.games import GAMES
from igroteka.domain.lifecycle import decide_takeback_request
from igroteka.domain.match import Match, decide_move
from igroteka.domain.matches import MatchService, begin, new_match, trigger
from igroteka.domain.reminders import Reminder
from igroteka.domain.standing import standing
from igroteka.domain.tokens import Caller
from igroteka.domain.tournament import Tournament
from igroteka.projections.notices import (
    KINDS,
    ChallengeExpired,
    ChallengeReceived,
    InvitationTaken,
    MatchEnded,
    Moment,
    Notice,
    RematchDeclined,
    RematchStarted,
    TakebackAsked,
    TimeRunningOut,
    YourTurn,
    match_notices,
    moment,
    notice_text,
    rating_notices,
    tour_notices,
)
from igroteka.projections.rating import Rating
from igroteka.projections.ratings import Ratings, RatingUpdate, SeatRating
from igroteka.server.config import Settings
from igroteka.server.noticing import Noticing
from igroteka.server.outbox import Outbox, outbox_tables
from igroteka.server.store import store_env

PLAYERS = ("player-a", "player-b")


def seated(game: str, seed: int) -> Match:
    """A new two-seat match of the game whose seats players claimed, not started."""
    match = new_match(game, {}, 2, {}, "organiser")
    for seat, player in enumerate(PLAYERS):
        match.claim_seat(seat=seat, name=f"Seat {seat}", token_hash=str(seed), level=None, player=player)
    return match


def step(match: Match, pending: list[tuple[type, dict]]) -> list[Notice]:
    """Trigger the events one by one: the notices each makes."""
    found: list[Notice] = []
    for cls, kwargs in pending:
        before = moment(match)
        trigger(match, [(cls, kwargs)])
        found.extend(match_notices(standing(match), before))
    return found


def played(game: str, seed: int, limit: int = 400) -> tuple[Match, list[Notice]]:
    """A random match of the game to its end (or ``limit`` moves), with every notice it made."""
    rng = Random(seed)
    match = seated(game, seed)
    notices = step(match, begin(match))
    for _ in range(limit):
        if match.outcome is not None:
            break
        seat = sorted(match.to_act)[0]
        moves = [m for m in match.rules.legal_moves(match.state, seat) if type(m).__name__ != "MoveForm"]
        move = rng.choice(moves) if moves else match.rules.default_move(match.state, seat)
        pending, _ = decide_move(match, seat, str(uuid.uuid4()), move)
        for notice in step(match, pending):
            secrets = match.rules.secrets(match.state, Seat(notice_seat(notice)))
            encoded = msgspec.json.encode(notice).decode()
            assert not [s for s in secrets if s in encoded], (game, notice)
            notices.append(notice)
    return match, notices


def notice_seat(notice: Notice) -> int:
    return notice.seat  # type: ignore[union-attr]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_turn_for_each_seat_newly_to_act_and_the_end_for_each_player(game: str) -> None:
    match, notices = played(game, 7)
    turns = [n for n in notices if isinstance(n, YourTurn)]
    assert turns, game
    for turn in turns:
        assert turn.player == PLAYERS[turn.seat] and turn.key == f"your_turn:{match.id}:{turn.version}:{turn.seat}"
    assert len({n.key for n in notices}) == len(notices)  # one key, one notice
    if match.outcome is not None:
        ended = [n for n in notices if isinstance(n, MatchEnded)]
        assert sorted(n.player for n in ended) == sorted(PLAYERS)
        assert all(n.winners == list(match.outcome.winners) for n in ended)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_same_events_make_the_same_keys_when_folded_again(game: str) -> None:
    match, notices = played(game, 11, limit=60)
    again: list[Notice] = []
    folded: Match | None = None
    for event in match.collect_events():
        before = moment(folded) if folded is not None else Moment()
        folded = event.mutate(folded)
        again.extend(match_notices(standing(folded), before))  # type: ignore[arg-type]
    assert [n.key for n in again] == [n.key for n in notices]


def test_no_notice_carries_a_hand_the_leak_check_would_see() -> None:
    """The check above can fail: the other seat's hand in «День Победы» is among the secrets it
    looks for, and it is found in what that seat's view would be if a notice carried it."""
    match, _ = played("den_pobedy", 3, limit=10)
    secrets = match.rules.secrets(match.state, Seat(0))
    assert secrets
    leaked = msgspec.json.encode(msgspec.to_builtins(match.state)).decode()
    assert any(secret in leaked for secret in secrets)


def test_a_takeback_is_asked_of_the_seat_that_must_consent() -> None:
    match = seated("pyatiletka", 1)
    step(match, begin(match))
    rng = Random(5)
    for n in range(100):  # play on until a move that may be asked back (one that drew on no chance)
        mover = sorted(match.to_act)[0]
        moves = [m for m in match.rules.legal_moves(match.state, mover) if type(m).__name__ != "MoveForm"]
        step(match, decide_move(match, mover, f"m{n}", rng.choice(moves))[0])
        try:
            asking = decide_takeback_request(match, Caller(seat=mover))
        except Conflict:
            continue
        asked = [n for n in step(match, asking) if isinstance(n, TakebackAsked)]
        assert [(n.player, n.seat, n.by) for n in asked] == [(PLAYERS[1 - mover], 1 - mover, mover)]
        assert notice_text(asked[0], "ru") == "В «Ударная пятилетка» просят вернуть ход."
        return
    pytest.fail("no move could be asked back")


def test_a_tour_tells_each_account_its_table_and_a_rating_update_each_player() -> None:
    tournament = Tournament(
        game="pobeda", options={}, tours=2, table_size=2, organiser_hash="x", max_players=8, invite_hash=None,
        tour_limit=None,
    )  # fmt: skip
    for n in range(4):
        tournament.register(name=f"P{n}", token_hash=str(n), account=None if n == 3 else f"acct-{n}")
    tournament.start_tour(tables=[[2, 0], [1, 3]], matches=["m-1", "m-2"], byes=[], deadline=None)
    told = {(n.player, n.table, n.seat, n.match) for n in tour_notices(tournament)}
    assert told == {("acct-2", 1, 0, "m-1"), ("acct-0", 1, 1, "m-1"), ("acct-1", 2, 0, "m-2")}
    rating = Rating(1500.0, 350.0)
    update = RatingUpdate(
        match="m-1", game="den_pobedy", system="glicko2", at=datetime.now(UTC), position=9,
        seats=[SeatRating(0, "acct-2", 1, rating, Rating(1662.3, 290.0)), SeatRating(1, "acct-0", 2, rating, rating)],
    )  # fmt: skip
    changed = rating_notices(update)
    assert [n.key for n in changed] == ["rating_changed:m-1:acct-2", "rating_changed:m-1:acct-0"]
    assert notice_text(changed[0], "en") == "Your «Victory Day» rating: 1500 → 1662."


def test_a_bot_the_server_seats_is_named_in_the_readers_language() -> None:
    """The end of a match a server bot won names it as the feed does («Бот 2», "Bot 2"); a person
    who calls herself «bot 1» at another seat keeps her name."""
    base = {"player": "acct-0", "game": "pobeda", "match": "m-1", "seat": 0, "version": 9, "scores": [1, 3]}
    won = MatchEnded(key="k", winners=[1], winner_names=["bot 2"], reason=None, **base)
    assert notice_text(won, "ru").endswith("Победа: Бот 2. Счёт 1 : 3.")
    assert notice_text(won, "en").endswith("Won by Bot 2. Score 1 : 3.")
    named = MatchEnded(key="k", winners=[1], winner_names=["bot 1"], reason=None, **base)
    assert notice_text(named, "en").endswith("Won by bot 1. Score 1 : 3.")


def test_every_kind_has_its_words_in_both_languages() -> None:
    from igroteka.projections.notices import WORDS

    assert set(WORDS) == set(KINDS)
    assert all(ru and en for ru, en in WORDS.values())


OFFERS: list[tuple[Notice, str, str]] = [
    (
        ChallengeReceived(
            key="challenge_received:c", player="p", game="pobeda", challenge="c", by="q", by_name="Анна", seats=2,
            rated=False, expires="2026-12-01T18:30:00+00:00",
        ),
        "Анна вызывает вас на партию «Победа!».",
        "Анна challenges you to «Victory!».",
    ),
    (
        ChallengeExpired(
            key="challenge_expired:c", player="p", game="zavody", challenge="c", challenged="q", challenged_name="Boris"
        ),
        "Ваш вызов на партию «Заводы» истёк без ответа (Boris).",
        "Your challenge to «Factories» expired unanswered (Boris).",
    ),
    (
        InvitationTaken(key="invitation_used:i", player="p", game="ecologic", invitation="i", match="m", seat=2, name="Гость"),
        "Гость занимает место 3 в «Эколоджик» по вашему приглашению.",
        "Гость took seat 3 of your «EcoLogic» match with your invitation.",
    ),
    (
        RematchDeclined(key="rematch_declined:r", player="p", game="den_pobedy", match="m", seat=0, by=1, by_name="Vera"),
        "Vera отказывается от реванша в «День Победы».",
        "Vera declined the rematch of «Victory Day».",
    ),
    (
        RematchStarted(key="rematch_started:r:0", player="p", game="pyatiletka", match="n", seat=1, previous="m"),
        "Реванш в «Ударная пятилетка» начался.",
        "Your «Shock Five-Year Plan» rematch begins.",
    ),
]  # fmt: skip


@pytest.mark.parametrize(("notice", "ru", "en"), OFFERS, ids=lambda value: getattr(value, "key", ""))
def test_the_offers_notices_read_in_both_languages_and_decode_as_notices(notice: Notice, ru: str, en: str) -> None:
    """Names as the recipient reads them, seats counted from 1, and each a member of ``Notice``."""
    assert (notice_text(notice, "ru"), notice_text(notice, "en")) == (ru, en)
    assert msgspec.json.decode(msgspec.json.encode(notice), type=Notice) == notice  # type: ignore[arg-type]


def test_a_notice_no_event_causes_commits_with_its_cause_or_not_at_all(tmp_path: Path) -> None:
    """``Outbox.put`` in the caller's transaction (a challenge's row, a reminder): stored when it
    commits, never when it rolls back, once per key; read back by the player's notices."""
    settings = Settings(sqlite_path=str(tmp_path / "store.sqlite"))
    service = MatchService(store_env(None, settings.sqlite_path))
    outbox = Outbox(outbox_tables(settings), service.app, Ratings(5), lambda: 0, settings.notice_matches)
    try:
        turn = YourTurn(key="your_turn:m:3:0", player="p", game="pobeda", match="m", seat=0, version=3)
        with pytest.raises(RuntimeError), outbox.transaction() as run:
            assert outbox.put(run, [turn]) == 1
            raise RuntimeError("the cause did not commit")
        assert outbox.after("p", 0, 100) == []
        with outbox.transaction() as run:
            assert outbox.put(run, [turn, turn]) == 1
        with outbox.transaction() as run:
            assert outbox.put(run, [turn]) == 0
        assert [row.notice for row in outbox.after("p", 0, 100)] == [turn]
    finally:
        outbox.close()
        service.close()


def test_a_due_correspondence_reminder_becomes_one_notice_for_its_player(tmp_path: Path) -> None:
    """The reminder scheduler's hand (``Noticing.remind``) stores a ``time_running_out`` notice under
    the reminder's key: handed again after a crash, it stores nothing more; a match the lobby does
    not know tells nobody."""
    settings = Settings(sqlite_path=str(tmp_path / "store.sqlite"), vapid_key_file=str(tmp_path / "vapid.pem"))
    service = MatchService(store_env(None, settings.sqlite_path))
    match_id = uuid.uuid4()
    games = {match_id: "den_pobedy"}

    async def read(*_: object) -> None:
        raise AssertionError("remind reads no match")

    noticing = Noticing(settings, lambda *a: None, service.app, Ratings(5), lambda: 0, read, games.get, "instance")  # type: ignore[arg-type]
    deadline = datetime(2026, 12, 1, 18, 30, tzinfo=UTC)
    due = Reminder(match_id, 1, 7, 3600, "acct-1", deadline - timedelta(hours=1), deadline)
    try:
        noticing.remind(due)
        noticing.remind(due)
        noticing.remind(Reminder(uuid.uuid4(), 0, 3, 3600, "acct-1", due.at, deadline))
        [row] = noticing.outbox.after("acct-1", 0, 100)
        assert row.notice == TimeRunningOut(
            key=due.key,
            player="acct-1",
            game="den_pobedy",
            match=str(match_id),
            seat=1,
            version=7,
            deadline=deadline.isoformat(),
            point=3600,
        )
        assert notice_text(row.notice, "ru") == "Ваш ход в «День Победы»: время истекает 2026-12-01 18:30 UTC."
        assert (
            notice_text(row.notice, "en") == "Your move in «Victory Day»: your time runs out at 2026-12-01 18:30 UTC."
        )
    finally:
        noticing.outbox.close()
        noticing.reminders.tables.close()
        noticing.webhooks.tables.close()
        noticing.streams.tables.close()
        service.close()
