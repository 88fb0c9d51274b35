"""The Match aggregate: one event-sourced match of any game (DESIGN §5).

Stored events are the match lifecycle (created, seat claimed, started with the setup facts) and
one ``MovePlayed`` per accepted move: its seat, ``move_id``, the move as sent, the move's facts in
order and, when the move ends the match, the outcome. A version counts stored events, so one move
is one version. Facts are stored as plain JSON-ready dicts; the game package never sees
eventsourcing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from eventsourcing.domain import Aggregate, event

from domain.bots import BotLevel
from domain.engine import Outcome, Rules, from_builtins
from domain.games import rules_for

CREATED, CLAIMED, STARTED, MOVED = "created", "seat_claimed", "started", "move"


@dataclass(frozen=True)
class Entry:
    """One stored event as the feed and the views see it: its game facts (decoded, in order) and,
    for the move that ended the match, the outcome."""

    version: int
    kind: str
    seat: int | None
    body: Any
    facts: tuple[Any, ...] = ()
    outcome: dict[str, Any] | None = None


@dataclass(frozen=True)
class MoveRecord:
    """The version an accepted move was stored at, for idempotent retries."""

    seat: int
    move: dict[str, Any]
    version: int


@dataclass
class SeatHolder:
    name: str
    token_hash: str
    bot: bool = False
    level: BotLevel | None = None  # a bot's level


class Match(Aggregate):
    """A match: its game and options, its seats, and the game state folded from its facts."""

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
    ) -> None:
        """``bot_levels[i]`` is the level of the bot at seat ``bots[i]``."""
        self.game = game
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
        if not self.started:
            return "open"
        return "finished" if self.outcome is not None else "running"

    @property
    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state) if self.state is not None else None

    @property
    def to_act(self) -> frozenset[int]:
        if not self.started or self.state is None:
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
    def claim_seat(self, seat: int, name: str, token_hash: str, level: BotLevel | None) -> None:
        """A person claims the seat, or (``level`` named) the organiser seats a bot of that level."""
        self.holders[seat] = SeatHolder(name=name, token_hash=token_hash, bot=level is not None, level=level)
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
        self.moves[move_id] = MoveRecord(seat, move, version)
        body = {"move_id": move_id, "move": move}
        self.log.append(Entry(version, MOVED, seat, body, self._evolve(facts), outcome))

    def _evolve(self, facts: list[dict[str, Any]]) -> tuple[Any, ...]:
        """Fold stored facts into the state; the decoded facts."""
        rules = self.rules
        decoded = tuple(from_builtins(fact, rules.Fact) for fact in facts)
        for fact in decoded:
            self.state = rules.evolve(self.state, fact)
        return decoded

    def facts_upto(self, version: int | None = None) -> list[Any]:
        """The game facts recorded up to and including ``version`` (all of them by default)."""
        return [fact for e in self.log if version is None or e.version <= version for fact in e.facts]
