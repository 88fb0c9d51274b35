"""Errors the match machinery raises; the server maps each kind to one HTTP status."""

from __future__ import annotations

from typing import Any


class MatchError(Exception):
    """A refused request: ``code`` is stable and machine readable, ``message`` a sentence (a seat
    in it counted from 1, as people count); ``seat``: the seat it names, as the wire numbers it
    (from 0), for its sentence in another language; ``extra``: the problem's other members."""

    def __init__(self, code: str, message: str, *, seat: int | None = None, **extra: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.seat = seat
        self.extra = extra


class NotFound(MatchError):
    """No such match, game or version."""


class Unauthorized(MatchError):
    """The request needs a token it did not carry, or carried a wrong one."""


class Forbidden(MatchError):
    """The caller is known but may not do this."""


class Conflict(MatchError):
    """The match moved on (optimistic concurrency) or is in the wrong status; ``extra['version']``."""


class Invalid(MatchError):
    """The request is well formed JSON but not a valid request (options, seats, move shape)."""


class TooMany(MatchError):
    """The caller sends faster than the server accepts; ``extra['retry_after']`` seconds."""


class Unavailable(MatchError):
    """The event store cannot be reached right now."""


def seats_are(seats: int) -> str:
    """Why a seat number is refused: people count seats from 1, requests from 0."""
    return f"No such seat: this match has seats 1–{seats} (numbered 0–{seats - 1} in requests)."
