"""Quick play's pairing rules: which open requests to play may share a table, and when.

A request (a *seek*) names a game, its options, the seat count, the time control and whether the
match is rated; requests with the same of all five (their ``key``) may meet. A rated request
carries its player's rating, and meets another only when each rating lies in the other's window:
``WINDOW`` points either side at first, widened by ``WIDEN`` points every ``EVERY`` seconds of
waiting up to ``WIDEST`` (Lichess's pools widen so), and never beyond the absolute range the
requester set. The points are Glicko-2's; a game rated in other units (OpenSkill's μ) gives its
requests a ``scale`` (its initial deviation over Glicko-2's 350). A table fills in the order requests arrived, the oldest first; a player never sits
twice at one table. A casual request may accept server bots for the seats still free once it has
waited ``bots_after`` seconds: a table whose every requester waited that long is filled with bots.
"""

from __future__ import annotations

import msgspec

WINDOW = 100.0  # rating points either side of a rated request's rating, at first
WIDEN = 50.0  # points the window widens by …
EVERY = 5.0  # … every this many seconds of waiting
WIDEST = 500.0  # points either side at most


class Seek(msgspec.Struct, frozen=True):
    """An open request as pairing sees it: ``since`` when it was made (seconds since the epoch);
    ``rating`` its player's (rated requests only); ``lowest``/``highest`` the range the requester
    set; ``bots_after`` seconds after which it accepts bots for the free seats (None: never)."""

    id: str
    key: str
    seats: int
    since: float
    player: str | None = None
    rating: float | None = None
    lowest: float | None = None
    highest: float | None = None
    bots_after: float | None = None
    scale: float = 1.0


def window(seek: Seek, now: float) -> tuple[float, float]:
    """The ratings the request meets at ``now``: its widened window, within its own range."""
    if seek.rating is None:
        return float("-inf"), float("inf")
    waited = max(0.0, now - seek.since)
    half = min(WIDEST, WINDOW + WIDEN * int(waited // EVERY)) * seek.scale
    low, high = seek.rating - half, seek.rating + half
    if seek.lowest is not None:
        low = max(low, seek.lowest)
    if seek.highest is not None:
        high = min(high, seek.highest)
    return low, high


def accepts(seek: Seek, other: Seek, now: float) -> bool:
    """Whether ``seek`` would play ``other`` at ``now``: its rating in the window of ``seek``."""
    if other.rating is None:
        return seek.lowest is None and seek.highest is None
    low, high = window(seek, now)
    return low <= other.rating <= high


def compatible(a: Seek, b: Seek, now: float) -> bool:
    """Whether two requests may share a table: same key, two players, each in the other's window."""
    if a.key != b.key or (a.player is not None and a.player == b.player):
        return False
    return accepts(a, b, now) and accepts(b, a, now)


def takes_bots(seek: Seek, now: float) -> bool:
    return seek.bots_after is not None and now - seek.since >= seek.bots_after


def tables(seeks: list[Seek], now: float) -> list[tuple[list[Seek], int]]:
    """The tables the open requests make at ``now``: each its requesters in seat order and how
    many seats go to bots. Oldest first, each request starts a table and takes every later
    request compatible with all already at it until the table is full; a table short of people
    is made with bots when every one of its requesters accepts them by now. A request is at one
    table at most."""
    ordered = sorted(seeks, key=lambda s: (s.since, s.id))
    taken: set[str] = set()
    made: list[tuple[list[Seek], int]] = []
    for first in ordered:
        if first.id in taken:
            continue
        table = [first]
        for other in ordered:
            if len(table) == first.seats:
                break
            if other.id in taken or other is first:
                continue
            if all(compatible(member, other, now) for member in table):
                table.append(other)
        if len(table) == first.seats or all(takes_bots(member, now) for member in table):
            taken.update(member.id for member in table)
            made.append((table, first.seats - len(table)))
    return made
