"""Takebacks with consent (issue 14): which moves can be taken back, for every game alike.

A seat may ask to take back its last move (the match's latest move not already taken back); every
other seat a person plays must consent. A move can be taken back only if it revealed nothing:
its decision drew on no chance (no draw, shuffle or roll), every one of its facts reads the same to
every viewer, and nothing a viewer could not see before the move is visible to them after it (a
card played from a hidden hand, a card turned up from a deck). Each game's RULES.md records what
this means for its moves.

The request, each consent, a decline, the requester's cancel and the undo are events of the match
(``domain.match``); any other event withdraws a pending request. Clocks are not rewound: they
follow who is to act at each stored event, so the time spent is not refunded and the seat's clock
runs again from what it had left once its move is taken back (``domain.clocks``).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from random import Random
from typing import TYPE_CHECKING, Any
from uuid import UUID

import msgspec

from igroteka.domain.engine import Rules, Seat, Spectator, Viewer, clone, fold
from igroteka.domain.entries import TAKEBACK_CONSENTED, TAKEBACK_DECLINED, TAKEBACK_REQUESTED, slot

if TYPE_CHECKING:
    from igroteka.domain.match import Match


class Takeback(msgspec.Struct):
    """A pending request to take back ``seat``'s move stored at ``version``: each seat of
    ``consenters`` (the other seats people play) must consent; ``consents`` lists those that have."""

    seat: int
    version: int
    consenters: list[int]
    consents: list[int]


def takeback_at(match: Match, version: int | None = None) -> Takeback | None:
    """The takeback request pending at ``version`` (now by default): one asked for, after which
    nothing but consents has happened (any other event withdraws it)."""
    consents: list[int] = []
    for entry in reversed(match.log if version is None else match.log[:version]):
        body = entry.body
        if entry.kind == TAKEBACK_CONSENTED:
            consents.append(body["seat"])
            continue
        if entry.kind != TAKEBACK_REQUESTED:
            return None
        return Takeback(body["seat"], body["version"], list(body["consenters"]), sorted(consents))
    return None


def declined(match: Match, version: int) -> bool:
    """Whether a request to take back the move stored at ``version`` was declined. A decline
    answers a request made after the move, so only the events stored after it are read (the
    frames ask this of a seat's latest move, behind which there are a few events at most)."""
    return any(e.kind == TAKEBACK_DECLINED and e.body["version"] == version for e in match.log[version:])


class RecordingRandom(Random):
    """A random number generator that notes whether anything drew on it."""

    used = False

    def random(self) -> float:
        self.used = True
        return super().random()

    def getrandbits(self, k: int) -> int:
        self.used = True
        return super().getrandbits(k)


def viewers(seats: int) -> list[Viewer]:
    """Everyone who may see less than an auditor: each seat and a spectator."""
    return [*(Seat(n) for n in range(seats)), Spectator()]


def reveals(rules: Rules[Any], before: Any, seat: int, move: Any, facts: list[Any], rng: Random, seats: int) -> bool:
    """Whether the move ``seat`` played on the state ``before`` (with the decision generator
    ``rng``, producing ``facts``) revealed anything: it used chance, one of its facts is redacted
    for someone, or something secret to some viewer before is not after it. A decision that does
    not reproduce ``facts`` counts as revealing (nothing it did can be vouched for)."""
    recording = RecordingRandom()
    recording.setstate(rng.getstate())
    decided = rules.decide(clone(rules, before), seat, move, recording)
    if recording.used or msgspec.to_builtins(decided) != msgspec.to_builtins(facts):
        return True
    return shows(rules, before, lambda: fold(rules, facts, clone(rules, before)), facts, seats)


def shows(rules: Rules[Any], before: Any, after: Callable[[], Any], facts: Sequence[Any], seats: int) -> bool:
    """Whether ``facts``, which take the state ``before`` to ``after()`` (asked for only when
    needed), show anything: one of them is redacted for some viewer, or something secret to some
    viewer before is not after them. ``reveals`` past its chance check; ``revealed`` too."""
    everyone = viewers(seats)
    if any(rules.redact(fact, viewer) != fact for fact in facts for viewer in everyone):
        return True
    state = after()
    return any(rules.secrets(before, viewer) - rules.secrets(state, viewer) for viewer in everyone)


def revealed(rules: Rules[Any], before: Any, after: Any, facts: Sequence[Any], drew: bool, seats: int) -> bool:
    """``reveals``'s answer for a move just decided, from what its decision had at hand: the
    state ``before`` it, the ``facts`` it produced (they reproduce themselves), the state ``after``
    them, and whether it ``drew`` on its generator. Costs nothing for a move that drew."""
    return drew or shows(rules, before, lambda: after, facts, seats)


class Revelations:
    """Whether each move of this process's matches revealed anything, by (match, version): a move's
    answer never changes once stored, so it is kept where it was decided (``domain.repository``
    puts the decision's own, ``revealed``, once committed) or first judged again (a move read from
    the store, or another process's), for the frames that offer a takeback to ask at no cost.
    Bounded: the oldest are forgotten first (only a seat's last move is ever asked about), from an
    ``OrderedDict``: a plain dict's first key, once the oldest are deleted from its front, is found
    by stepping over every slot deleted since the dict was last compacted (up to ~5,400 at this
    bound): 7.3 µs a put on average once a process had decided 16,384 moves, against 1.1 now."""

    def __init__(self, size: int = 16_384) -> None:
        self.size = size
        self._known: OrderedDict[int, bool] = OrderedDict()  # by ``entries.slot``
        self._guard = threading.Lock()

    def get(self, match_id: UUID, version: int) -> bool | None:
        return self._known.get(slot(match_id, version))

    def put(self, match_id: UUID, version: int, answer: bool) -> None:
        with self._guard:
            known = self._known
            known[slot(match_id, version)] = answer
            while len(known) > self.size:
                known.popitem(last=False)
