"""Direct challenges in ``igroteka_challenges``: one row a challenge from one player to another.

A challenge is ``open`` until its challenged player accepts or declines it, its challenger
cancels it, or it expires (``expires``, a moment; a row still ``open`` past it reads as
``expired``). Each step is one conditional ``UPDATE … WHERE status = 'open' AND expires > now``:
on PostgreSQL a second transaction updating the same row waits for the first and then finds it no
longer open, so of an accept, a decline, a cancel and the expiry racing on several instances
exactly one wins, and a challenge is accepted at most once. The accepted row names its match's id
before the match is made (``Pairing.seat``, after the commit); a crash in between leaves a row
accepted but not ``started``, whose match is made by the next read of it (the store keeps one
match an id). Each step writes its offer event and its notice to the other player in the same
transaction. An open challenge past ``expires`` is closed as ``expired`` by ``expire`` (the offers'
sweep), which tells its challenger; until then it reads as expired all the same.

Blocking: the server calls it from worker threads.
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import msgspec

from igroteka.domain.errors import Conflict, Forbidden, NotFound
from igroteka.projections.notices import (
    ChallengeAccepted,
    ChallengeCancelled,
    ChallengeDeclined,
    ChallengeExpired,
    ChallengeReceived,
    Notice,
)
from igroteka.server.accounts import Run, Tables
from igroteka.server.offerbook import OfferKind, notify, reading, row_lock, tell, transaction
from igroteka.server.pairing import SeekKey

COLUMNS = "id, challenger, challenged, game, seek_key, seat, created, expires, status, closed, match_id, started"


@dataclass(frozen=True)
class ChallengeRow:
    """A challenge as stored; ``status`` as it reads now (an open one past ``expires`` is expired)."""

    id: str
    challenger: str
    challenged: str
    game: str
    key: str
    seat: int | None
    created: float
    expires: float
    status: str
    closed: float | None
    match_id: str | None
    started: bool


def row_of(values: tuple[Any, ...], now: float) -> ChallengeRow:
    id_, challenger, challenged, game, key, seat, created, expires, status, closed, match_id, started = values
    if status == "open" and expires <= now:
        status, closed = "expired", expires
    return ChallengeRow(
        id_, challenger, challenged, game, key, seat, created, expires, status, closed, match_id, bool(started)
    )


def received(row: ChallengeRow, name: str) -> Notice:
    """The challenged player's notice of a challenge the challenger (named ``name``) sent."""
    key = msgspec.json.decode(row.key, type=SeekKey)
    return ChallengeReceived(
        key=f"challenge_received:{row.id}",
        player=row.challenged,
        game=row.game,
        challenge=row.id,
        by=row.challenger,
        by_name=name,
        seats=key.seats,
        rated=key.rated,
        expires=datetime.fromtimestamp(row.expires, UTC).isoformat(),
    )


def answered(row: ChallengeRow, kind: OfferKind, name: str) -> Notice:
    """The other player's notice of a step (accepted, declined, cancelled) its player (named ``name``)
    took; ``row`` as the step left it."""
    if kind == "challenge_cancelled":
        by, told = row.challenger, row.challenged
        return ChallengeCancelled(
            key=f"{kind}:{row.id}", player=told, game=row.game, challenge=row.id, by=by, by_name=name
        )
    by, told = row.challenged, row.challenger
    if kind == "challenge_accepted":
        return ChallengeAccepted(
            key=f"{kind}:{row.id}", player=told, game=row.game, challenge=row.id, by=by, by_name=name,
            match=row.match_id or "",
        )  # fmt: skip
    return ChallengeDeclined(key=f"{kind}:{row.id}", player=told, game=row.game, challenge=row.id, by=by, by_name=name)


def challenge_id_of(text: str) -> str:
    """A challenge's id as stored (a UUID), or ``challenge_not_found`` without asking the store."""
    try:
        return str(uuid.UUID(text))
    except ValueError:
        raise NotFound("challenge_not_found", "No such challenge.") from None


class ChallengeBook:
    """The challenges of every instance on the store."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.lock = row_lock(tables)

    def add(
        self, challenger: str, challenged: str, game: str, key: str, seat: int | None, timeout: float, name: str
    ) -> ChallengeRow:
        """Store an open challenge, and tell the challenged player who (``name``) challenges them."""
        now = time.time()
        row = ChallengeRow(
            str(uuid.uuid4()), challenger, challenged, game, key, seat, now, now + timeout, "open", None, None, False
        )
        with transaction(self.tables) as run:
            run(
                f"INSERT INTO igroteka_challenges ({COLUMNS}) VALUES ({', '.join(['{p}'] * 12)})",
                row.id,
                challenger,
                challenged,
                game,
                key,
                seat,
                now,
                row.expires,
                "open",
                None,
                None,
                0,
            )
            tell(run, "challenge_received", row.id, now, challenged)
            notify(run, self.lock, [received(row, name)])
        return row

    def get(self, challenge_id: str, player: str) -> ChallengeRow:
        """A challenge its challenger or challenged player reads (``challenge_not_found`` for others)."""
        with transaction(self.tables) as run:
            return self._get(run, challenge_id, player, time.time())

    @staticmethod
    def _get(run: Run, challenge_id: str, player: str, now: float) -> ChallengeRow:
        rows = run(f"SELECT {COLUMNS} FROM igroteka_challenges WHERE id = {{p}}", challenge_id)
        if not rows or player not in rows[0][1:3]:
            raise NotFound("challenge_not_found", "No such challenge.")
        return row_of(rows[0], now)

    def mine(self, player: str, sent: bool, limit: int) -> list[ChallengeRow]:
        """The challenges the player sent (``sent``) or received, newest first."""
        column = "challenger" if sent else "challenged"
        with transaction(self.tables) as run:
            rows = run(
                f"SELECT {COLUMNS} FROM igroteka_challenges WHERE {column} = {{p}}"
                f" ORDER BY created DESC, id DESC LIMIT {int(limit)}",
                player,
            )
        now = time.time()
        return [row_of(row, now) for row in rows]

    def accept(self, challenge_id: str, player: str, name: str) -> ChallengeRow:
        """The challenged player (named ``name``) accepts: the row names its new match's id (made after
        this commits)."""
        return self._close(challenge_id, player, name, "accepted", "challenge_accepted", challenger_acts=False)

    def decline(self, challenge_id: str, player: str, name: str) -> ChallengeRow:
        return self._close(challenge_id, player, name, "declined", "challenge_declined", challenger_acts=False)

    def cancel(self, challenge_id: str, player: str, name: str) -> ChallengeRow:
        return self._close(challenge_id, player, name, "cancelled", "challenge_cancelled", challenger_acts=True)

    def _close(
        self, challenge_id: str, player: str, name: str, status: str, kind: OfferKind, challenger_acts: bool
    ) -> ChallengeRow:
        """Close an open challenge, if the player (named ``name``) is the one who may and it is still
        open now: one conditional UPDATE, which only one of several racing steps can make; the other
        player is told."""
        now = time.time()
        match_id = str(uuid.uuid4()) if status == "accepted" else None
        with transaction(self.tables) as run:
            row = self._get(run, challenge_id, player, now)
            if (row.challenger == player) != challenger_acts:
                if challenger_acts:
                    raise Forbidden("not_challenger", "Only the challenger may cancel this challenge.")
                raise Forbidden("not_challenged", "Only the challenged player may answer this challenge.")
            done = run(
                "UPDATE igroteka_challenges SET status = {p}, closed = {p}, match_id = {p}"
                f" WHERE id = {{p}} AND status = 'open' AND expires > {{p}} RETURNING {COLUMNS}",
                status,
                now,
                match_id,
                challenge_id,
                now,
            )
            if not done:
                closed = row_of(
                    run(f"SELECT {COLUMNS} FROM igroteka_challenges WHERE id = {{p}}", challenge_id)[0], now
                )
                raise Conflict(f"challenge_{closed.status}", f"The challenge is {closed.status} already.")
            told = row.challenged if challenger_acts else row.challenger
            tell(run, kind, challenge_id, now, told, match_id)
            after = row_of(done[0], now)
            notify(run, self.lock, [answered(after, kind, name)])
        return after

    def overdue(self, limit: int = 100) -> list[ChallengeRow]:
        """Open challenges whose time has passed (oldest first), for ``expire`` to close."""
        now = time.time()
        with reading(self.tables) as run:
            rows = run(
                f"SELECT {COLUMNS} FROM igroteka_challenges WHERE status = 'open' AND expires <= {{p}}"
                f" ORDER BY expires LIMIT {int(limit)}",
                now,
            )
        return [row_of(row, now) for row in rows]

    def expire(self, row: ChallengeRow, name: str) -> bool:
        """Close an open challenge past its time as ``expired`` and tell its challenger that
        ``name`` (the challenged player) did not answer: one conditional UPDATE, so of several
        instances' sweeps one closes it; whether this one did."""
        now = time.time()
        with transaction(self.tables) as run:
            done = run(
                "UPDATE igroteka_challenges SET status = 'expired', closed = expires"
                " WHERE id = {p} AND status = 'open' AND expires <= {p} RETURNING id",
                row.id,
                now,
            )
            if not done:
                return False
            tell(run, "challenge_expired", row.id, now, row.challenger)
            expired = ChallengeExpired(
                key=f"challenge_expired:{row.id}", player=row.challenger, game=row.game, challenge=row.id,
                challenged=row.challenged, challenged_name=name,
            )  # fmt: skip
            notify(run, self.lock, [expired])
        return True

    def started(self, challenge_id: str) -> None:
        with transaction(self.tables) as run:
            run("UPDATE igroteka_challenges SET started = 1 WHERE id = {p}", challenge_id)
