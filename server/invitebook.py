"""Invitations to a seat in ``igroteka_invitations``: a code for one open seat of a match in the
lobby, for someone who may have no account.

A code is ``igi_`` and 256 random bits (``secrets.token_urlsafe(32)``); only its SHA-256 is
stored, so the table names no code, and nothing else (the lobby, views, feeds) ever holds one. An
invitation is ``open`` until it is used (once), revoked, or expires (``expires``; an open row past
it reads as ``expired``). Using one is one conditional ``UPDATE … WHERE code_hash = … AND status =
'open' AND expires > now``: of two holders racing on several instances, one takes it. The seat is
then claimed as any claim is; when the match refuses it (the seat was taken meanwhile, a name
looks like another seat's), the invitation opens again, unless the match is past taking anyone.
Once the claim has committed, ``used`` tells the invitation's creator: an offer event and, for a
creator with a player account, a notice, in one transaction.

Blocking: the server calls it from worker threads.
"""

from __future__ import annotations

import secrets
import time
import uuid
from dataclasses import dataclass
from typing import Any

from igroteka.domain.errors import Conflict, NotFound
from igroteka.domain.tokens import hash_token
from igroteka.projections.notices import InvitationTaken
from igroteka.server.accounts import Tables
from igroteka.server.offerbook import notify, row_lock, tell, transaction

COLUMNS = "id, match_id, seat, creator, creator_seat, created, expires, status, closed, used_by"
PREFIX = "igi_"


@dataclass(frozen=True)
class InvitationRow:
    """An invitation as stored, without its code; ``creator`` the player who made it (None: a seat
    token's or the organiser's), ``creator_seat`` the seat it was made by (None: the organiser)."""

    id: str
    match_id: str
    seat: int
    creator: str | None
    creator_seat: int | None
    created: float
    expires: float
    status: str
    closed: float | None
    used_by: str | None


def row_of(values: tuple[Any, ...], now: float) -> InvitationRow:
    row = InvitationRow(*values)
    if row.status == "open" and row.expires <= now:
        return InvitationRow(*values[:7], "expired", row.expires, row.used_by)
    return row


def new_code() -> str:
    """An invitation's code: 256 random bits, URL-safe."""
    return PREFIX + secrets.token_urlsafe(32)


class InvitationBook:
    """The invitations of every instance on the store."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.lock = row_lock(tables)

    def add(
        self, match_id: str, seat: int, creator: str | None, creator_seat: int | None, timeout: float
    ) -> tuple[InvitationRow, str]:
        """Store an open invitation to the seat; its code (shown this once)."""
        code, now = new_code(), time.time()
        row = InvitationRow(
            str(uuid.uuid4()), match_id, seat, creator, creator_seat, now, now + timeout, "open", None, None
        )
        with transaction(self.tables) as run:
            run(
                f"INSERT INTO igroteka_invitations (code_hash, {COLUMNS}) VALUES ({', '.join(['{p}'] * 11)})",
                hash_token(code),
                row.id,
                match_id,
                seat,
                creator,
                creator_seat,
                now,
                row.expires,
                "open",
                None,
                None,
            )
        return row, code

    def of_match(self, match_id: str) -> list[InvitationRow]:
        """A match's invitations, oldest first (their codes are not stored)."""
        with transaction(self.tables) as run:
            rows = run(
                f"SELECT {COLUMNS} FROM igroteka_invitations WHERE match_id = {{p}} ORDER BY created, id", match_id
            )
        now = time.time()
        return [row_of(row, now) for row in rows]

    def revoke(self, match_id: str, invitation_id: str) -> None:
        """Revoke an open invitation of the match (``invitation_used`` or ``_expired`` once it is not)."""
        now = time.time()
        with transaction(self.tables) as run:
            done = run(
                "UPDATE igroteka_invitations SET status = 'revoked', closed = {p}"
                " WHERE id = {p} AND match_id = {p} AND status = 'open' AND expires > {p} RETURNING id",
                now,
                invitation_id,
                match_id,
                now,
            )
            if not done:
                self._closed(run, "id", invitation_id, now, match_id)

    def take(self, code: str, player: str | None) -> InvitationRow:
        """Use an open invitation: it is the caller's alone from here (``invitation_not_found`` for
        a code that is none, ``invitation_used`` … once it is not open)."""
        now = time.time()
        with transaction(self.tables) as run:
            done = run(
                "UPDATE igroteka_invitations SET status = 'used', closed = {p}, used_by = {p}"
                f" WHERE code_hash = {{p}} AND status = 'open' AND expires > {{p}} RETURNING {COLUMNS}",
                now,
                player,
                hash_token(code),
                now,
            )
            if not done:
                self._closed(run, "code_hash", hash_token(code), now)
        return row_of(done[0], now)

    def used(self, row: InvitationRow, game: str, name: str, told: str | None) -> None:
        """The seat is claimed by someone sitting as ``name``: tell the invitation's creator (a
        player, or the seat that made it), and the player ``told`` (the creator's account, None for
        a guest or the organiser) by a notice. Told once the claim has committed, so a claim the
        match refused tells nobody."""
        now = time.time()
        with transaction(self.tables) as run:
            tell(run, "invitation_used", row.id, now, row.creator, row.match_id, row.creator_seat)
            if told is not None:
                taken = InvitationTaken(
                    key=f"invitation_used:{row.id}", player=told, game=game, invitation=row.id, match=row.match_id,
                    seat=row.seat, name=name,
                )  # fmt: skip
                notify(run, self.lock, [taken])

    def reopen(self, row: InvitationRow) -> None:
        """The claim failed: the invitation may be used again."""
        with transaction(self.tables) as run:
            run(
                "UPDATE igroteka_invitations SET status = 'open', closed = NULL, used_by = NULL"
                " WHERE id = {p} AND status = 'used'",
                row.id,
            )

    @staticmethod
    def _closed(run: Any, column: str, value: str, now: float, match_id: str | None = None) -> None:
        rows = run(f"SELECT {COLUMNS} FROM igroteka_invitations WHERE {column} = {{p}}", value)
        if not rows or (match_id is not None and rows[0][1] != match_id):
            raise NotFound("invitation_not_found", "No such invitation.")
        status = row_of(rows[0], now).status
        raise Conflict(f"invitation_{status}", f"The invitation is {status} already.")
