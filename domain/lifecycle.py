"""The lifecycle of a match among real people: resigning, cancelling, handing a seat to a server bot
and taking it back, removing a claim before the start (issue 14).

Each command is one decision on the fresh match under its command lock and one append at the next
version, through the match service's primitives; every change is an event of the match's stream, so
replays, the record and ``igroteka verify`` see it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from uuid import UUID

import msgspec

from domain.abandon import absent_since
from domain.bots import BotLevel
from domain.clocks import due
from domain.errors import Conflict, Forbidden, Invalid
from domain.match import Match, SeatHolder, resignation_outcome
from domain.matches import Caller, MatchService, Pending, bot_levels

Decide = Callable[[Match, Caller], Pending]


class Lifecycle:
    """Lifecycle commands over the matches of one ``MatchService``; thread-safe like it."""

    def __init__(self, service: MatchService) -> None:
        self.service = service

    def _command(self, match_id: UUID, token: str | None, decide: Decide) -> Match:
        """Decide on the match as the store has it now, then append; a lost race is a Conflict."""
        service = self.service
        with service._commanding(match_id):
            with service._locked(match_id):
                match = service._load(match_id, fresh=True)
                pending = decide(match, service.caller(match, token))
            if pending:
                service._append(match, pending)
            return match

    def time_out(self, match_id: UUID, now: datetime) -> Match | None:
        """Apply the time-out of the seat whose clock ran out by ``now``; None if none has.

        Every instance's sweeper may call this for the same deadline: each decides on the match as
        stored (the deadline derives from stored timestamps) and appends at the next version, and
        the store's unique (match id, version) lets exactly one append win; the others get a
        version conflict, which the sweeper ignores. A move stored first moves the deadline."""
        fired: list[bool] = []

        def decide(match: Match, caller: Caller) -> Pending:
            clocks = match.clocks
            flag = due(clocks) if clocks is not None and match.status == "running" else None
            if clocks is None or flag is None or flag[1] > now:
                return []
            fired.append(True)
            seat, control = flag[0], clocks.control
            if control.on_timeout == "lose" and match.seats == 2:
                outcome = msgspec.to_builtins(resignation_outcome(match.seats, seat, "timeout"))
                return [(Match.TimedOut, {"seat": seat, "level": None, "lost": True, "outcome": outcome})]
            level = bot_levels(match.game, match.seats, {seat: None})[seat]
            return [
                (Match.TimedOut, {"seat": seat, "level": level, "lost": control.on_timeout == "lose", "outcome": None})
            ]

        match = self._command(match_id, None, decide)
        return match if fired else None

    def abandon(
        self, match_id: UUID, now: datetime, connected: frozenset[int], seen: dict[int, datetime]
    ) -> Match | None:
        """Apply the abandonment of a seat to act whose person has shown no sign for the match's
        abandonment time by ``now`` (``abandoned_seat``); None if no seat has. ``connected``: the seats with an open
        stream on any instance; ``seen``: when each seat was last seen connected (server.presence).

        As for time-outs, every instance's sweeper may call this for the same seat: each decides on
        the match as stored and appends at the next version; the store lets exactly one win."""
        fired: list[bool] = []

        def decide(match: Match, caller: Caller) -> Pending:
            seat = abandoned_seat(match, now, connected, seen)
            policy = match.abandonment
            if seat is None or policy is None:
                return []
            fired.append(True)
            if policy.then == "lose" and match.seats == 2:
                outcome = msgspec.to_builtins(resignation_outcome(match.seats, seat, "abandoned"))
                return [(Match.SeatAbandoned, {"seat": seat, "level": None, "lost": True, "outcome": outcome})]
            level = bot_levels(match.game, match.seats, {seat: None})[seat]
            body = {"seat": seat, "level": level, "lost": policy.then == "lose", "outcome": None}
            return [(Match.SeatAbandoned, body)]

        match = self._command(match_id, None, decide)
        return match if fired else None

    def resign(self, match_id: UUID, token: str | None) -> Match:
        """Two seats: the other seat wins (reason ``resigned``). More seats: a server bot of the
        game's default level plays the seat on (each game's RULES.md records this Decision)."""

        def decide(match: Match, caller: Caller) -> Pending:
            seat = own_seat(match, caller)
            running(match)
            if match.seats == 2:
                outcome = msgspec.to_builtins(resignation_outcome(match.seats, seat))
                return [(Match.Resigned, {"seat": seat, "level": None, "outcome": outcome})]
            level = bot_levels(match.game, match.seats, {seat: None})[seat]
            return [(Match.Resigned, {"seat": seat, "level": level, "outcome": None})]

        return self._command(match_id, token, decide)

    def cancel(self, match_id: UUID, token: str | None) -> Match:
        """The organiser calls the match off: status ``cancelled``, no outcome, no more moves."""

        def decide(match: Match, caller: Caller) -> Pending:
            organiser(caller, "cancel")
            if match.status not in ("open", "running"):
                raise Conflict(f"match_{match.status}", f"The match is {match.status}.", version=match.version)
            return [(Match.Cancelled, {})]

        return self._command(match_id, token, decide)

    def expire(self, match_id: UUID, now: datetime, after: float) -> Match | None:
        """Call off an open match no person has joined ``after`` seconds from its creation; None if
        it is not such a match (any more). Exactly one instance's append wins, as for time-outs."""
        fired: list[bool] = []

        def decide(match: Match, caller: Caller) -> Pending:
            people = [h for h in match.holders if h is not None and not h.bot]
            if match.status != "open" or people or (now - match.created_on).total_seconds() < after:
                return []
            fired.append(True)
            return [(Match.Expired, {})]

        match = self._command(match_id, None, decide)
        return match if fired else None

    def autoplay(self, match_id: UUID, token: str | None, level: BotLevel | None) -> Match:
        """The caller's seat is played by a server bot of ``level`` (the game's default if None)."""

        def decide(match: Match, caller: Caller) -> Pending:
            seat = own_seat(match, caller)
            not_over(match)
            if holder_of(match, seat).autoplay:
                raise Conflict("autoplay_on", "A server bot already plays this seat.", version=match.version)
            chosen = bot_levels(match.game, match.seats, {seat: level})[seat]
            return [(Match.AutoplayStarted, {"seat": seat, "level": chosen})]

        return self._command(match_id, token, decide)

    def manual(self, match_id: UUID, token: str | None) -> Match:
        """The caller takes their seat back from the server bot."""

        def decide(match: Match, caller: Caller) -> Pending:
            seat = own_seat(match, caller)
            not_over(match)
            if not holder_of(match, seat).autoplay:
                raise Conflict("autoplay_off", "No server bot plays this seat.", version=match.version)
            clocks = match.clocks
            if clocks is not None and clocks.control.kind == "fischer" and clocks.remaining[seat] <= 0:
                raise Conflict("no_time_left", "The seat has no time left on its clock.", version=match.version)
            return [(Match.AutoplayStopped, {"seat": seat})]

        return self._command(match_id, token, decide)

    def remove_claim(self, match_id: UUID, token: str | None, seat: int) -> Match:
        """The organiser frees a claimed seat (a person's or a bot's) before the start."""

        def decide(match: Match, caller: Caller) -> Pending:
            organiser(caller, "remove a claim")
            if match.status != "open":
                raise Conflict("already_started", f"The match is {match.status}.", version=match.version)
            if not 0 <= seat < match.seats:
                raise Invalid("bad_seat", f"Seats are numbered 0–{match.seats - 1}.")
            if match.holders[seat] is None:
                raise Conflict("seat_free", f"Seat {seat} is not claimed.", version=match.version)
            return [(Match.ClaimRemoved, {"seat": seat})]

        return self._command(match_id, token, decide)


def abandoned_seat(match: Match, now: datetime, connected: frozenset[int], seen: dict[int, datetime]) -> int | None:
    """The first seat to act, played by a person (no bot, not resigned), whose person has shown no
    sign for the match's abandonment time by ``now``: no stream open, none seen, and no move, start,
    take-back or coming to act stored within that time. None if there is none.

    Only a seat to act is abandoned: abandonment keeps a match moving, and a seat that waits holds
    nobody up (a client that plays over HTTP alone, with no stream, is not abandoned while waiting)."""
    policy = match.abandonment
    if policy is None or match.status != "running":
        return None
    active = getattr(match, "active", [None] * match.seats)
    for seat in sorted(match.to_act):
        holder = match.holders[seat]
        if holder is None or holder.bot or holder.resigned or seat in connected:
            continue
        since = absent_since(active[seat], seen.get(seat))
        if since is not None and (now - since).total_seconds() >= policy.after:
            return seat
    return None


def organiser(caller: Caller, action: str) -> None:
    if not caller.organiser:
        raise Forbidden("not_organiser", f"Only the organiser token can {action}.")


def own_seat(match: Match, caller: Caller) -> int:
    """The caller's seat, unless they have none or resigned it."""
    if caller.seat is None:
        raise Forbidden("no_seat", "This needs the token of a seat of this match.")
    if holder_of(match, caller.seat).resigned:
        raise Conflict("seat_resigned", "This seat has resigned.", version=match.version)
    return caller.seat


def holder_of(match: Match, seat: int) -> SeatHolder:
    holder = match.holders[seat]
    assert holder is not None, "a caller's seat is claimed"
    return holder


def running(match: Match) -> None:
    if match.status != "running":
        raise Conflict(f"match_{match.status}", f"The match is {match.status}.", version=match.version)


def not_over(match: Match) -> None:
    if match.status in ("finished", "cancelled", "expired"):
        raise Conflict(f"match_{match.status}", f"The match is {match.status}.", version=match.version)
