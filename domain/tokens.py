"""Bearer tokens: made, stored as their hash, and checked against a match's seats and organiser; a
player token, once the server has found its player (``PlayerKey``), acts for the seats it holds."""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from uuid import UUID

from igroteka.domain.clocks import left
from igroteka.domain.errors import Conflict, Forbidden, Unauthorized
from igroteka.domain.match import Match


@lru_cache(maxsize=4096)
def hash_token(token: str) -> str:
    """The SHA-256 of a token, as stored; remembered for the tokens in use (every move checks
    its seat token)."""
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> tuple[str, str]:
    """A 256-bit bearer token and the hash that is stored instead of it."""
    token = secrets.token_urlsafe(32)
    return token, hash_token(token)


def claim_token(claim_id: UUID, match_id: UUID) -> tuple[str, str]:
    """The seat token a claim with the client's ``claim_id`` gets in a match, and its hash: the
    HMAC-SHA256 of the match's id keyed by the claim id, so a retried claim finds its seat by the
    hash and answers the same token, which is stored nowhere (docs/architecture.md §29)."""
    digest = hmac.new(claim_id.bytes, b"igroteka seat token:" + match_id.bytes, hashlib.sha256).digest()
    token = base64.urlsafe_b64encode(digest).rstrip(b"=").decode()
    return token, hash_token(token)


@dataclass(frozen=True)
class PlayerKey:
    """A player token the server has checked: its player, and the guest seats of the match at hand
    the player claimed with their seat tokens (the seats claimed with the player token name the
    player themselves)."""

    player: str
    linked: frozenset[int] = frozenset()


Bearer = str | PlayerKey | None  # what a request carries: a seat or organiser token, a checked player token, none


@dataclass(frozen=True)
class Caller:
    """Who a bearer token names in one match: a seat, the organiser, or nobody."""

    seat: int | None = None
    organiser: bool = False


def caller(match: Match, token: Bearer) -> Caller:
    """The seat or organiser a token names; no token is a spectator; a wrong one is refused. A
    player acts for the seat it holds in the match, and watches one where it holds none."""
    if token is None:
        return Caller()
    if isinstance(token, PlayerKey):
        return Caller(seat=held_by(match, token))
    token_hash = hash_token(token)
    if hmac.compare_digest(token_hash, match.organiser_hash):
        return Caller(organiser=True)
    for n, holder in enumerate(match.holders):
        if holder is not None and holder.token_hash and hmac.compare_digest(token_hash, holder.token_hash):
            return Caller(seat=n)
    raise Unauthorized("bad_token", "This token belongs to no seat of this match.")


def held_by(match: Match, key: PlayerKey) -> int | None:
    """The seat of the match the player holds, if any."""
    for n, holder in enumerate(match.holders):
        if holder is not None and (holder.player == key.player or n in key.linked):
            return n
    return None


def seat_of(match: Match, who: Caller) -> int:
    """The seat the caller may move for now: its own, unless a server bot plays it or its clock ran out."""
    seat = who.seat
    if seat is None:
        raise Forbidden("no_seat", "Only a seat token can make moves in this match.")
    holder = match.holders[seat]
    if holder is not None and holder.bot:  # out of the match, or handed to a server bot
        code = "seat_resigned" if holder.out is not None else "autoplay_on"
        raise Conflict(code, f"A server bot plays seat {seat + 1}.", seat=seat, version=match.version)
    running = match.status == "running"  # a match over says so, not the clock its time-out emptied
    if running and match.clocks is not None and left(match.clocks, seat, datetime.now(UTC)) <= 0:
        raise Conflict("time_out", f"Seat {seat + 1}'s clock has run out.", seat=seat, version=match.version)
    return seat
