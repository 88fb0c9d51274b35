"""The lifecycle of a match among real people: resigning, cancelling, handing a seat to a server bot
and taking it back, removing a claim before the start, takebacks with consent (issue 14).

Each rule is a decider, a plain function: the match as it stands and who asks (or the time, for
what the server does by itself) in, the events to append out, or a refusal (``MatchError``). A
command runs one decider on the fresh match under its command lock and appends what it decided at
the next version; the match's event methods evolve it (``domain.match``). ``verify``
(``projections.record``) folds a record through these same deciders and event methods.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any
from uuid import UUID

import msgspec

from igroteka.domain.abandon import absent_since
from igroteka.domain.bots import BotLevel
from igroteka.domain.clocks import due
from igroteka.domain.commands import Decide, Pending
from igroteka.domain.engine import decide_and_fold, decision_rng, fold, from_json
from igroteka.domain.entries import MOVED, Entry, facts_upto, last_move
from igroteka.domain.errors import Conflict, Forbidden, Invalid, seats_are
from igroteka.domain.match import Match, SeatHolder, resignation_outcome
from igroteka.domain.matches import MatchService, bot_levels
from igroteka.domain.takeback import Takeback, declined, reveals, takeback_at
from igroteka.domain.tokens import Bearer, Caller

NO_DEFAULT = {"move": None, "facts": None}  # a time-out that makes no decision for the seat


class Lifecycle:
    """Lifecycle commands over the matches of one ``MatchService``; thread-safe like it."""

    def __init__(self, service: MatchService) -> None:
        self.service = service

    def _command(self, match_id: UUID, token: Bearer, decide: Decide) -> Match:
        """Decide on the match as the store has it now, then append (``Commands.run``); a lost race
        is a Conflict."""
        return self.service.commands.run(match_id, token, decide)

    def _fired(self, match_id: UUID, decide: Decide) -> Match | None:
        """A command the server gives itself (no token): the match, or None if it decided nothing."""
        fired: list[bool] = []

        def decided(match: Match, caller: Caller) -> Pending:
            pending = decide(match, caller)
            fired.append(bool(pending))
            return pending

        match = self._command(match_id, None, decided)
        return match if any(fired) else None

    def time_out(self, match_id: UUID, now: datetime) -> Match | None:
        """Apply the time-out of the seat whose clock ran out by ``now``; None if none has.

        Every instance's sweeper may call this for the same deadline: each decides on the match as
        stored (the deadline derives from stored timestamps) and appends at the next version, and
        the store's unique (match id, version) lets exactly one append win; the others get a
        version conflict, which the sweeper ignores. A move stored first moves the deadline."""
        return self._fired(match_id, lambda match, caller: decide_time_out(match, now))

    def abandon(
        self, match_id: UUID, now: datetime, connected: frozenset[int], seen: dict[int, datetime]
    ) -> Match | None:
        """Apply the abandonment of a seat to act whose person has shown no sign for the match's
        abandonment time by ``now`` (``abandoned_seat``); None if no seat has. ``connected``: the
        seats with an open stream on any instance; ``seen``: when each seat was last seen connected
        (server.presence).

        As for time-outs, every instance's sweeper may call this for the same seat: each decides on
        the match as stored and appends at the next version; the store lets exactly one win."""
        return self._fired(match_id, lambda match, caller: decide_abandon(match, now, connected, seen))

    def expire(self, match_id: UUID, now: datetime, after: float) -> Match | None:
        """Call off an open match no person has joined ``after`` seconds from its creation; None if
        it is not such a match (any more). Exactly one instance's append wins, as for time-outs."""
        return self._fired(match_id, lambda match, caller: decide_expire(match, now, after))

    def resign(self, match_id: UUID, token: Bearer) -> Match:
        """Two seats: the other seat wins (reason ``resigned``). More seats: a server bot of the
        game's default level plays the seat on (each game's RULES.md records this Decision)."""
        return self._command(match_id, token, decide_resign)

    def cancel(self, match_id: UUID, token: Bearer) -> Match:
        """The organiser calls the match off: status ``cancelled``, no outcome, no more moves."""
        return self._command(match_id, token, decide_cancel)

    def autoplay(self, match_id: UUID, token: Bearer, level: BotLevel | None) -> Match:
        """The caller's seat is played by a server bot of ``level`` (the game's default if None)."""
        return self._command(match_id, token, lambda match, caller: decide_autoplay(match, caller, level))

    def manual(self, match_id: UUID, token: Bearer) -> Match:
        """The caller takes their seat back from the server bot."""
        return self._command(match_id, token, decide_manual)

    def remove_claim(self, match_id: UUID, token: Bearer, seat: int) -> Match:
        """The organiser frees a claimed seat (a person's or a bot's) before the start."""
        return self._command(match_id, token, lambda match, caller: decide_remove_claim(match, caller, seat))

    def request_takeback(self, match_id: UUID, token: Bearer) -> Match:
        """The caller's seat asks to take back its last move (``decide_takeback_request``)."""
        return self._command(match_id, token, decide_takeback_request)

    def consent_takeback(self, match_id: UUID, token: Bearer) -> Match:
        """The caller's seat consents to the pending takeback; the last consent takes the move back."""
        return self._command(match_id, token, decide_takeback_consent)

    def decline_takeback(self, match_id: UUID, token: Bearer) -> Match:
        """The caller's seat declines the pending takeback."""
        return self._command(match_id, token, decide_takeback_decline)

    def cancel_takeback(self, match_id: UUID, token: Bearer) -> Match:
        """The requesting seat withdraws its pending takeback."""
        return self._command(match_id, token, decide_takeback_cancel)


# -- the deciders: a match as it stands, who asks (or when), in; the events to append, out --------


def decide_time_out(match: Match, now: datetime) -> Pending:
    """The time-out of the seat whose clock runs out first, if it has by ``now`` (else nothing):
    under ``on_timeout`` ``default`` the game's default action for the seat; ``lose`` in a two-seat
    match its loss, ending the match; else a server bot of the game's default level takes the seat
    over (``lose``: the seat is out as if it resigned)."""
    clocks = match.clocks
    flag = due(clocks) if clocks is not None and match.status == "running" else None
    if clocks is None or flag is None or flag[1] > now:
        return []
    seat, control = flag[0], clocks.control
    if control.on_timeout == "default":
        return [(Match.TimedOut, default_action(match, seat))]
    if control.on_timeout == "lose" and match.seats == 2:
        outcome = msgspec.to_builtins(resignation_outcome(match.seats, seat, "timeout"))
        return [(Match.TimedOut, {**NO_DEFAULT, "seat": seat, "level": None, "lost": True, "outcome": outcome})]
    level = bot_levels(match.game, match.seats, {seat: None})[seat]
    lost = control.on_timeout == "lose"
    return [(Match.TimedOut, {**NO_DEFAULT, "seat": seat, "level": level, "lost": lost, "outcome": None})]


def decide_abandon(match: Match, now: datetime, connected: frozenset[int], seen: dict[int, datetime]) -> Pending:
    """The abandonment of the first seat abandoned by ``now`` (``abandoned_seat``), if any."""
    seat = abandoned_seat(match, now, connected, seen)
    return [] if seat is None else abandonment(match, seat)


def abandonment(match: Match, seat: int) -> Pending:
    """What the match's abandonment option makes of an abandoned ``seat``: under ``lose`` in a
    two-seat match its loss, ending the match; else a server bot of the game's default level takes
    the seat over (``lose``: the seat is out as if it resigned)."""
    policy = match.abandonment
    assert policy is not None, "only a match with the abandonment option abandons a seat"
    if policy.then == "lose" and match.seats == 2:
        outcome = msgspec.to_builtins(resignation_outcome(match.seats, seat, "abandoned"))
        return [(Match.SeatAbandoned, {"seat": seat, "level": None, "lost": True, "outcome": outcome})]
    level = bot_levels(match.game, match.seats, {seat: None})[seat]
    return [(Match.SeatAbandoned, {"seat": seat, "level": level, "lost": policy.then == "lose", "outcome": None})]


def decide_expire(match: Match, now: datetime, after: float) -> Pending:
    """An open match no person has joined ``after`` seconds from its creation is called off."""
    people = [h for h in match.holders if h is not None and not h.bot]
    if match.status != "open" or people or (now - match.created_on).total_seconds() < after:
        return []
    return [(Match.Expired, {})]


def decide_resign(match: Match, caller: Caller) -> Pending:
    """The caller's seat resigns: with two seats the other wins; with more a server bot of the
    game's default level plays it on."""
    seat = own_seat(match, caller)
    running(match)
    if match.seats == 2:
        outcome = msgspec.to_builtins(resignation_outcome(match.seats, seat))
        return [(Match.Resigned, {"seat": seat, "level": None, "outcome": outcome})]
    level = bot_levels(match.game, match.seats, {seat: None})[seat]
    return [(Match.Resigned, {"seat": seat, "level": level, "outcome": None})]


def decide_cancel(match: Match, caller: Caller) -> Pending:
    """The organiser calls off an open or running match."""
    organiser(caller, "cancel")
    if match.status not in ("open", "running"):
        raise Conflict(f"match_{match.status}", f"The match is {match.status}.", version=match.version)
    return [(Match.Cancelled, {})]


def decide_autoplay(match: Match, caller: Caller, level: BotLevel | None) -> Pending:
    """The caller's seat is handed to a server bot of ``level`` (the game's default if None)."""
    seat = own_seat(match, caller)
    not_over(match)
    if holder_of(match, seat).autoplay:
        raise Conflict("autoplay_on", "A server bot already plays this seat.", version=match.version)
    chosen = bot_levels(match.game, match.seats, {seat: level})[seat]
    return [(Match.AutoplayStarted, {"seat": seat, "level": chosen})]


def decide_manual(match: Match, caller: Caller) -> Pending:
    """The caller takes their seat back from the server bot, if its clock has time left."""
    seat = own_seat(match, caller)
    not_over(match)
    if not holder_of(match, seat).autoplay:
        raise Conflict("autoplay_off", "No server bot plays this seat.", version=match.version)
    clocks = match.clocks
    if clocks is not None and clocks.control.kind == "fischer" and clocks.remaining[seat] <= 0:
        raise Conflict("no_time_left", "The seat has no time left on its clock.", version=match.version)
    return [(Match.AutoplayStopped, {"seat": seat})]


def decide_remove_claim(match: Match, caller: Caller, seat: int) -> Pending:
    """The organiser frees a claimed ``seat`` before the start."""
    organiser(caller, "remove a claim")
    if match.status != "open":
        raise Conflict("already_started", f"The match is {match.status}.", version=match.version)
    if not 0 <= seat < match.seats:
        raise Invalid("bad_seat", seats_are(match.seats))
    if match.holders[seat] is None:
        raise Conflict("seat_free", f"Seat {seat + 1} is not claimed.", seat=seat, version=match.version)
    return [(Match.ClaimRemoved, {"seat": seat})]


def decide_takeback_request(match: Match, caller: Caller) -> Pending:
    """The caller's seat asks to take back its last move (the match's latest move not taken back
    already), if that move revealed nothing (``domain.takeback``). Every other seat a person plays
    must consent; a seat a server bot plays is not asked (its consent is implied), so with no person
    to ask the move is taken back at once, by the same append."""
    seat = person_seat(match, caller)
    last = takeback_candidate(match, seat)
    if revealing(match, last, seat):
        raise Conflict(
            "move_not_reversible",
            "The move drew on chance or revealed hidden information, so it cannot be taken back.",
            version=match.version,
        )
    consenters = [n for n, h in enumerate(match.holders) if n != seat and h is not None and not h.bot]
    pending: Pending = [(Match.TakebackRequested, {"seat": seat, "takeback": last.version, "consenters": consenters})]
    if not consenters:
        pending.append((Match.MoveTakenBack, {"seat": seat, "takeback": last.version}))
    return pending


def takeback_candidate(match: Match, seat: int) -> Entry:
    """The seat's last move, if the seat may ask to take it back but for what the move revealed
    (``revealing``, the one costly check, left to the caller): the match runs, no takeback is
    pending, no other move followed it and no takeback of it was declined."""
    running(match)
    if takeback_at(match) is not None:
        raise Conflict("takeback_pending", "A takeback is already asked for.", version=match.version)
    last = last_move(match)
    if last is None or last.kind != MOVED or last.seat != seat:
        raise Conflict(
            "no_move_to_take_back",
            "Only the seat's own move, when no other move has followed it, can be taken back.",
            version=match.version,
        )
    if declined(match, last.version):
        raise Conflict("takeback_declined", "Taking back this move was declined.", version=match.version)
    return last


def decide_takeback_consent(match: Match, caller: Caller) -> Pending:
    """The caller's seat consents to the pending takeback; the last consent takes the move back
    (both stored by one append)."""
    request = asked(match, person_seat(match, caller))
    seat = caller.seat
    pending: Pending = [(Match.TakebackConsented, {"seat": seat, "takeback": request.version})]
    if set(request.consenters) <= {*request.consents, seat}:
        pending.append((Match.MoveTakenBack, {"seat": request.seat, "takeback": request.version}))
    return pending


def decide_takeback_decline(match: Match, caller: Caller) -> Pending:
    """The caller's seat declines the pending takeback: the move stands, and may not be asked back
    again."""
    request = asked(match, person_seat(match, caller))
    return [(Match.TakebackDeclined, {"seat": caller.seat, "takeback": request.version})]


def decide_takeback_cancel(match: Match, caller: Caller) -> Pending:
    """The requesting seat withdraws its pending takeback."""
    seat = person_seat(match, caller)
    request = pending_takeback(match)
    if request.seat != seat:
        raise Forbidden("not_requester", "Only the seat that asked for the takeback can withdraw it.")
    return [(Match.TakebackCancelled, {"seat": seat, "takeback": request.version})]


def person_seat(match: Match, caller: Caller) -> int:
    """The caller's seat, played by its person (not handed to a server bot)."""
    seat = own_seat(match, caller)
    if holder_of(match, seat).bot:
        raise Conflict("autoplay_on", f"A server bot plays seat {seat + 1}.", seat=seat, version=match.version)
    return seat


def pending_takeback(match: Match) -> Takeback:
    running(match)
    request = takeback_at(match)
    if request is None:
        raise Conflict("no_takeback", "No takeback is asked for now.", version=match.version)
    return request


def asked(match: Match, seat: int) -> Takeback:
    """The pending takeback, if ``seat`` is asked to consent to it and has not yet."""
    request = pending_takeback(match)
    if seat not in request.consenters:
        raise Forbidden("not_consenter", f"Seat {seat + 1} is not asked to consent to this takeback.", seat=seat)
    if seat in request.consents:
        raise Conflict("already_consented", f"Seat {seat + 1} has already consented.", seat=seat, version=match.version)
    return request


def revealing(match: Match, last: Entry, seat: int, before: Any = None) -> bool:
    """Whether ``seat``'s move of ``last`` revealed anything, judged on the state before it
    (``before``, folded from the match's facts when not given)."""
    rules = match.rules
    if before is None:
        before = fold(rules, facts_upto(match, last.version - 1))
    assert last.move is not None, "a move entry keeps its move"
    move = from_json(last.move, rules.Move)
    rng = decision_rng(match.secret, last.version - 1)
    return reveals(rules, before, seat, move, list(last.facts), rng, match.seats)


def default_action(match: Match, seat: int) -> dict[str, Any]:
    """A time-out that makes the seat's pending decision by the game's default action: the move,
    its facts (decided with the RNG a move at this version would get) and the outcome they bring."""
    rules = match.rules
    move = rules.default_move(match.state, seat)
    facts, after = decide_and_fold(rules, match.state, seat, move, decision_rng(match.secret, match.version))
    outcome = rules.outcome(after)
    return {
        "seat": seat,
        "level": None,
        "lost": False,
        "outcome": None if outcome is None else msgspec.to_builtins(outcome),
        "move": msgspec.to_builtins(move),
        "facts": msgspec.to_builtins(facts),
    }


def abandoned_seat(match: Match, now: datetime, connected: frozenset[int], seen: dict[int, datetime]) -> int | None:
    """The first seat to act abandoned by ``now`` (``abandoned``); None if there is none."""
    if match.abandonment is None or match.status != "running":
        return None
    return next((seat for seat in sorted(match.to_act) if abandoned(match, seat, now, connected, seen)), None)


def abandoned(match: Match, seat: int, now: datetime, connected: frozenset[int], seen: dict[int, datetime]) -> bool:
    """Whether ``seat``, to act in a running match with the abandonment option and played by a
    person (no bot, not out), is abandoned by ``now``: its person has shown no sign for the
    match's abandonment time: no stream open, none seen, and no move, start, take-back or coming to
    act stored within that time.

    Only a seat to act is abandoned: abandonment keeps a match moving, and a seat that waits holds
    nobody up (a client that plays over HTTP alone, with no stream, is not abandoned while waiting)."""
    policy = match.abandonment
    if policy is None or match.status != "running" or seat not in match.to_act:
        return False
    holder = match.holders[seat]
    if holder is None or holder.bot or holder.out is not None or seat in connected:
        return False
    active = getattr(match, "active", [None] * match.seats)
    since = absent_since(active[seat], seen.get(seat))
    return since is not None and (now - since).total_seconds() >= policy.after


def organiser(caller: Caller, action: str) -> None:
    if not caller.organiser:
        raise Forbidden("not_organiser", f"Only the organiser token can {action}.")


def own_seat(match: Match, caller: Caller) -> int:
    """The caller's seat, unless they have none or it is out (resigned, lost on time or abandoned)."""
    if caller.seat is None:
        raise Forbidden("no_seat", "This needs the token of a seat of this match.")
    if holder_of(match, caller.seat).out is not None:
        raise Conflict("seat_resigned", "This seat is out of the match.", version=match.version)
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
