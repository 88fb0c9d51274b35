"""The Match aggregate: one event-sourced match of any game (docs/architecture.md §5).

Stored events are the match lifecycle (created, seat claimed, started with the setup facts) and
one ``MovePlayed`` per accepted move: its seat, ``move_id``, the move as sent, the move's facts in
order and, when the move ends the match, the outcome. A version counts stored events, so one move
is one version. Facts are stored as plain JSON-ready dicts; the game package never sees
eventsourcing.

The aggregate holds its stored events and how each evolves it. What reads its log at a version
(``domain.entries``, ``domain.takeback``) and what moves on with each event's timestamp (clocks,
signs of activity, a delayed match's marks: ``domain.timeline``) are functions of the match in
modules of their own.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Literal

import msgspec
from eventsourcing.domain import Aggregate, event

from igroteka.domain.abandon import Abandonment
from igroteka.domain.bots import BotLevel
from igroteka.domain.clocks import Clocks, TimeControl, start
from igroteka.domain.delay import Release, SpectatorDelay
from igroteka.domain.engine import (
    IllegalMove,
    Outcome,
    Rules,
    decide_and_fold,
    decision_rng,
    drawn,
    fold,
    from_builtins,
)
from igroteka.domain.entries import (
    ABANDONED,
    ABANDONMENT,
    AUTOPLAY_OFF,
    AUTOPLAY_ON,
    CANCELLED,
    CLAIMED,
    CREATED,
    EXPIRED,
    MOVED,
    RESIGNED,
    SPECTATOR_DELAY,
    STARTED,
    TAKEBACK_CANCELLED,
    TAKEBACK_CONSENTED,
    TAKEBACK_DECLINED,
    TAKEBACK_REQUESTED,
    TAKEN_BACK,
    TIME_CONTROL,
    TIMED_OUT,
    UNCLAIMED,
    Entry,
    MoveRecord,
    facts_upto,
    move_json,
)
from igroteka.domain.games import rules_for
from igroteka.domain.legal import LegalLists
from igroteka.domain.takeback import revealed
from igroteka.domain.timeline import ClockMark, mark, time_moves_on

Out = Literal["resigned", "timeout", "abandoned"]  # as the outcome's reason names each


@dataclass
class SeatHolder:
    name: str
    token_hash: str
    bot: bool = False
    level: BotLevel | None = None  # a bot's level
    autoplay: bool = False  # a person's seat a server bot plays until they take it back
    resigned: bool = False  # the person resigned: a server bot plays the seat on, or the match ended
    out: Out | None = None  # what put the seat out of the match (a server bot plays it on, or the match ended)
    player: str | None = None  # the id of the player account that claimed the seat (None: a guest's or a bot's)


def resignation_outcome(seats: int, seat: int, reason: str = "resigned") -> Outcome:
    """How a two-seat match ends when ``seat`` resigns (or loses on time, reason ``timeout``): the
    other seat wins; nothing is scored."""
    return Outcome(winners=[n for n in range(seats) if n != seat], scores=[0] * seats, reason=reason)


@dataclass(frozen=True)
class Decided:
    """What deciding a move computed, kept to apply its event once committed: ``stored``, the list
    of builtins the event carries as its facts, the ``facts`` themselves and the game ``state``
    they fold the match's into (a copy: the match's own state is left as it was); ``revealed``,
    whether the move revealed anything (``domain.takeback.revealed``: judged here, where the state
    before it is at hand, and kept by ``domain.repository`` once committed)."""

    stored: list[dict[str, Any]]
    facts: tuple[Any, ...]
    state: Any
    revealed: bool


Pending = list[tuple[type, dict[str, Any]]]  # decided events, each its class and fields, in order


@dataclass(frozen=True)
class Seen:
    """What a delayed match keeps of itself right after each stored event, for its spectators."""

    clocks: Clocks | None
    holders: tuple[SeatHolder | None, ...]


class Match(Aggregate):
    """A match: its game and options, its seats, and the game state folded from its facts."""

    rated = False  # chosen at creation (a match stored before the choice existed is casual)
    bot_delay: float | None = None  # seconds its server bots wait before a move (None: the deployment's)

    cancelled = False  # by the organiser, or expired: no outcome, no more moves
    expired = False  # an open match nobody joined, called off by the server
    ended = None  # an Outcome the game did not decide (a resignation)
    clocks = None  # domain.clocks.Clocks of a match with a time control
    undone: dict[int, int] | None = None  # the version of each move taken back -> the version of its undo
    abandonment = None  # domain.abandon.Abandonment of a match with that option
    spectators = None  # domain.delay.Release of a match whose spectators see it with a delay

    class Event(Aggregate.Event):
        """Every event of a match. Once the event's own change is applied, time moves on to the
        event's ``timestamp`` (``domain.timeline``): the clocks, the seats' signs of activity and
        a delayed match's marks derive from stored timestamps alone, never from memory."""

        def apply(self, aggregate: Any) -> None:
            super().apply(aggregate)
            time_moves_on(aggregate, self)

    @event("Created")
    def __init__(
        self,
        game: str,
        options: dict[str, Any],
        rules_version: int,
        seats: int,
        secret: str,
        organiser_hash: str,
        bots: list[int],
        bot_levels: list[BotLevel],
        table: dict[str, Any] | None = None,
        rated: bool = False,
        bot_delay: float | None = None,
    ) -> None:
        """``bot_levels[i]`` is the level of the bot at seat ``bots[i]``; ``table``: a tournament
        match's ``{"tournament", "tour", "table"}`` (tour and table from 1), which its record names;
        ``rated``: its result counts for its players' ratings (projections/ratings.py), else casual;
        ``bot_delay``: the seconds its server bots wait before each move, so a person at the table
        can follow them (None: the deployment's ``bot_delay``). It is pace, not rules: the record
        leaves it out."""
        self.game = game
        self.rated = rated
        self.bot_delay = bot_delay
        self.options = options
        self.rules_version = rules_version
        self.secret = secret
        self.organiser_hash = organiser_hash
        levels = dict(zip(bots, bot_levels, strict=True))
        self.holders: list[SeatHolder | None] = [
            SeatHolder(name=f"bot {n + 1}", token_hash="", bot=True, level=levels[n]) if n in levels else None
            for n in range(seats)
        ]
        self.started = False
        self.state: Any = None
        self.log: list[Entry] = [Entry(1, CREATED, None, None)]
        self.moves: dict[str, MoveRecord] = {}

    @property
    def rules(self) -> Rules[Any]:
        """The rules this match was created under (old matches keep their rules version)."""
        return rules_for(self.game, self.rules_version)

    @property
    def seats(self) -> int:
        return len(self.holders)

    @property
    def status(self) -> str:
        if self.cancelled:
            return "expired" if self.expired else "cancelled"
        if not self.started:
            return "open"
        return "finished" if self.outcome is not None else "running"

    @property
    def outcome(self) -> Outcome | None:
        if self.ended is not None:
            return self.ended
        return self.rules.outcome(self.state) if self.state is not None else None

    @property
    def to_act(self) -> frozenset[int]:
        if not self.started or self.state is None or self.cancelled or self.ended is not None:
            return frozenset()
        return self.rules.to_act(self.state)

    def free_seats(self) -> list[int]:
        return [n for n, holder in enumerate(self.holders) if holder is None]

    def bot_seats(self) -> list[int]:
        return list(self.bot_levels())

    def bot_levels(self) -> dict[int, BotLevel]:
        """Each bot seat's level."""
        return {n: h.level or "random" for n, h in enumerate(self.holders) if h is not None and h.bot}

    @event("SeatClaimed")
    def claim_seat(
        self, seat: int, name: str, token_hash: str, level: BotLevel | None, player: str | None = None
    ) -> None:
        """A person claims the seat, or (``level`` named) the organiser seats a bot of that level;
        ``player``: the account the person claimed it with (events stored before accounts have none)."""
        self.holders[seat] = SeatHolder(
            name=name, token_hash=token_hash, bot=level is not None, level=level, player=player
        )
        self.log.append(Entry(self.version + 1, CLAIMED, seat, {"seat": seat, "name": name}))

    @event("Started")
    def start(self, facts: list[dict[str, Any]]) -> None:
        """The match begins with the game's setup facts."""
        self.started = True
        self.log.append(Entry(self.version + 1, STARTED, None, None, self._evolve(facts)))

    @event("MovePlayed")
    def play(
        self, seat: int, move_id: str, move: dict[str, Any], facts: list[dict[str, Any]], outcome: dict[str, Any] | None
    ) -> None:
        """An accepted move with its facts; ``outcome`` when the move ends the match."""
        version = self.version + 1  # an event body runs before the aggregate's version moves on
        played = move_json(move)
        self.moves[move_id] = MoveRecord(seat, played, version)
        self.log.append(Entry(version, MOVED, seat, None, self._evolve(facts), outcome, move_id, played))

    def apply_decided(self, event: Any, decided: Decided) -> None:
        """Apply a committed event of this match as ``event.mutate`` does, taking the facts and the
        state its decision computed rather than decoding and folding the facts again, if the event
        carries the very list ``decided`` was made for (an event read from the store never does).
        ``decided`` is held only while the event is applied, so no snapshot can keep it."""
        self._decided = decided
        try:
            event.mutate(self)
        finally:
            self.__dict__.pop("_decided", None)

    def _evolve(self, facts: list[dict[str, Any]]) -> tuple[Any, ...]:
        """Fold stored facts into the state; the decoded facts (or those of ``apply_decided``)."""
        decided = self.__dict__.pop("_decided", None)
        if decided is not None and decided.stored is facts:
            self.state = decided.state
            return decided.facts
        rules = self.rules
        decoded = tuple(from_builtins(fact, rules.Fact) for fact in facts)
        for fact in decoded:
            self.state = rules.evolve(self.state, fact)
        return decoded

    @event("Resigned")
    def resign(self, seat: int, level: BotLevel | None, outcome: dict[str, Any] | None) -> None:
        """The seat resigns: a server bot of ``level`` plays it on, or without one the match ends
        (this event then carries the resignation's outcome, as a move that ends a match does)."""
        self._put_out(RESIGNED, seat, level, outcome, resigned=True, out="resigned", autoplay=False)

    @event("Cancelled")
    def cancel(self) -> None:
        self.cancelled = True
        self.log.append(Entry(self.version + 1, CANCELLED, None, None))

    @event("Expired")
    def expire(self) -> None:
        """An open match nobody joined in the lobby's time is called off."""
        self.cancelled = self.expired = True
        self.log.append(Entry(self.version + 1, EXPIRED, None, None))

    @event("AutoplayStarted")
    def start_autoplay(self, seat: int, level: BotLevel) -> None:
        """The seat's person hands it to a server bot of ``level``; their token still names it."""
        holder = self.holders[seat]
        assert holder is not None
        self.holders[seat] = replace(holder, bot=True, level=level, autoplay=True)
        self.log.append(Entry(self.version + 1, AUTOPLAY_ON, seat, {"seat": seat, "level": level}))

    @event("AutoplayStopped")
    def stop_autoplay(self, seat: int) -> None:
        """The seat's person takes it back from the bot."""
        holder = self.holders[seat]
        assert holder is not None
        self.holders[seat] = replace(holder, bot=False, level=None, autoplay=False)
        self.log.append(Entry(self.version + 1, AUTOPLAY_OFF, seat, {"seat": seat, "level": None}))

    @event("ClaimRemoved")
    def remove_claim(self, seat: int) -> None:
        """The organiser frees a claimed seat before the start."""
        self.holders[seat] = None
        self.log.append(Entry(self.version + 1, UNCLAIMED, seat, {"seat": seat, "level": None}))

    @event("TimeControlSet")
    def set_time_control(self, control: dict[str, Any]) -> None:
        """The match's clocks (recorded at creation, before the start)."""
        self.clocks = start(msgspec.convert(control, TimeControl), self.seats)
        self.clock_marks: list[ClockMark] = []  # one per event from here on (domain.timeline)
        self.log.append(Entry(self.version + 1, TIME_CONTROL, None, control))

    @event("TimedOut")
    def time_out(
        self,
        seat: int,
        level: BotLevel | None,
        lost: bool,
        outcome: dict[str, Any] | None,
        move: dict[str, Any] | None = None,
        facts: list[dict[str, Any]] | None = None,
    ) -> None:
        """The seat's clock ran out: it ``lost`` (two seats: the match ends, this event carrying the
        outcome; more: it is out as if resigned), or a bot of ``level`` took it over until its person
        takes it back, or (``move`` named) the game made its pending decision by its default action:
        this event then carries that move's facts (and the outcome when they end the match), as a
        move does, and the seat stays with its person, its clock restarted."""
        if move is not None:  # the seat's clock restarts as time moves on to this event (``_timed``)
            version = self.version + 1
            body = {"seat": seat, "level": None}
            self.log.append(Entry(version, TIMED_OUT, seat, body, self._evolve(facts or []), outcome))
            return
        self._put_out(TIMED_OUT, seat, level, outcome, autoplay=not lost, out="timeout" if lost else None)

    @event("AbandonmentSet")
    def set_abandonment(self, policy: dict[str, Any]) -> None:
        """The match's abandonment option (recorded at creation, before the start)."""
        self.abandonment = msgspec.convert(policy, Abandonment)
        self.log.append(Entry(self.version + 1, ABANDONMENT, None, policy))

    @event("SeatAbandoned")
    def abandon(self, seat: int, level: BotLevel | None, lost: bool, outcome: dict[str, Any] | None) -> None:
        """The seat's person showed no sign for the match's abandonment time: it ``lost`` (two
        seats: the match ends, this event carrying the outcome; more: it is out as if resigned), or a
        bot of ``level`` took it over until its person takes it back."""
        self._put_out(ABANDONED, seat, level, outcome, autoplay=not lost, out="abandoned" if lost else None)

    def _put_out(
        self, kind: str, seat: int, level: BotLevel | None, outcome: dict[str, Any] | None, **change: Any
    ) -> None:
        """The seat leaves its person (resigned, out of time, abandoned): a bot of ``level`` plays it
        on, or none; an ``outcome`` ends the match, as a move that ends it does."""
        holder = self.holders[seat]
        assert holder is not None
        self.holders[seat] = replace(holder, bot=level is not None, level=level, **change)
        if outcome is not None:
            self.ended = msgspec.convert(outcome, Outcome)
        self.log.append(Entry(self.version + 1, kind, seat, {"seat": seat, "level": level}, outcome=outcome))

    @event("SpectatorDelaySet")
    def set_spectator_delay(self, delay: dict[str, Any]) -> None:
        """Spectators see the match with this delay (recorded at creation, before the start); the
        events stored before it are marked as they stand (nothing was held back before the start)."""
        self.spectators = Release(delay=msgspec.convert(delay, SpectatorDelay))
        for version in range(1, self.version + 1):
            mark(self, version, self.modified_on)
        self.log.append(Entry(self.version + 1, SPECTATOR_DELAY, None, delay))

    def seen(self) -> Seen:
        """What a delayed match keeps of itself for its spectators right now (a copy of the clocks)."""
        clocks = self.clocks
        kept = msgspec.structs.replace(clocks, remaining=list(clocks.remaining)) if clocks is not None else None
        return Seen(kept, tuple(self.holders))

    @event("TakebackRequested")
    def request_takeback(self, seat: int, takeback: int, consenters: list[int]) -> None:
        """The seat asks to take back its move stored at version ``takeback``; each seat of
        ``consenters`` must consent."""
        body = {"seat": seat, "version": takeback, "consenters": consenters}
        self.log.append(Entry(self.version + 1, TAKEBACK_REQUESTED, seat, body))

    @event("TakebackConsented")
    def consent_takeback(self, seat: int, takeback: int) -> None:
        self.log.append(Entry(self.version + 1, TAKEBACK_CONSENTED, seat, {"seat": seat, "version": takeback}))

    @event("TakebackDeclined")
    def decline_takeback(self, seat: int, takeback: int) -> None:
        """The seat declines: the request ends, and the move may not be asked back again."""
        self.log.append(Entry(self.version + 1, TAKEBACK_DECLINED, seat, {"seat": seat, "version": takeback}))

    @event("TakebackCancelled")
    def cancel_takeback(self, seat: int, takeback: int) -> None:
        """The requesting seat withdraws its request."""
        self.log.append(Entry(self.version + 1, TAKEBACK_CANCELLED, seat, {"seat": seat, "version": takeback}))

    @event("MoveTakenBack")
    def take_back(self, seat: int, takeback: int) -> None:
        """Every consent is in: the seat's move stored at version ``takeback`` no longer counts.
        Its event and facts stay in the history; the state is folded again without them."""
        version = self.version + 1
        self.undone = {**(self.undone or {}), takeback: version}
        self.log.append(Entry(version, TAKEN_BACK, seat, {"seat": seat, "version": takeback}))
        self.state = fold(self.rules, facts_upto(self))


def decide_move(
    match: Match, seat: int, move_id: str, move: Any, lists: LegalLists | None = None
) -> tuple[Pending, Decided]:
    """The one event a move of ``seat`` on a running match appends: the move with its facts,
    decided with the RNG of the version it is stored at, and the outcome if they end the match; and
    what applying it takes over (the facts, the state after them, whether they revealed anything).
    Live play and ``verify`` both decide moves here; ``lists``: the seat's legal moves listed at
    this position (for its frames), which the game then need not list or check again."""
    if seat not in match.to_act:
        raise IllegalMove("not_your_turn", f"Seat {seat + 1} may not move now.")
    rules = match.rules
    rng = decision_rng(match.secret, match.version)
    listed = None if lists is None else lists.get(match, seat)
    try:
        facts, after = decide_and_fold(rules, match.state, seat, move, rng, listed)
    except IllegalMove as error:
        error.game = match.game
        raise
    outcome = rules.outcome(after)
    stored = msgspec.to_builtins(facts)
    played = {
        "seat": seat,
        "move_id": move_id,
        "move": msgspec.to_builtins(move),
        "facts": stored,
        "outcome": None if outcome is None else msgspec.to_builtins(outcome),
    }
    shown = revealed(rules, match.state, after, facts, drawn(rng), match.seats)
    return [(Match.MovePlayed, played)], Decided(stored, tuple(facts), after, shown)
