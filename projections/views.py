"""A viewer's picture of a match: the envelope plus the game's own view.

Pure functions: the view now is a function of the match, the viewer and who is connected (presence,
handed in by the caller); a view at a past version is a function of the match's log up to that
version alone, so it may be kept for ever. Whatever is worth keeping between calls (the parts a
commit's frames share, folded checkpoints) is kept by the caller and handed in."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any, Literal
from uuid import UUID

import msgspec

from igroteka.domain.abandon import Abandonment
from igroteka.domain.bots import BotLevel
from igroteka.domain.clocks import Clocks
from igroteka.domain.delay import SpectatorDelay
from igroteka.domain.engine import Auditor, Outcome, Seat, Viewer, fold
from igroteka.domain.entries import CLAIMED, facts_upto
from igroteka.domain.errors import Forbidden, NotFound
from igroteka.domain.match import Match, Out, SeatHolder
from igroteka.domain.takeback import Takeback, takeback_at
from igroteka.domain.timeline import clocks_at
from igroteka.projections.notes import OutcomeWords

MatchStatus = Literal["open", "running", "finished", "cancelled", "expired"]


class SeatInfo(msgspec.Struct):
    """``bot`` says a server bot plays the seat now, at ``bot_level``; ``autoplay``: the person named
    handed it to the bot and may take it back; ``resigned``: the person resigned (the bot plays on).
    ``out``: what put the seat out of the match, if anything: its person resigned, its clock ran out
    (``on_timeout`` ``lose``) or its person abandoned it; a server bot plays it on, or the match ended.
    ``connected``: the seat's person has a stream open now (on any instance), whoever plays the seat."""

    seat: int
    name: str | None
    bot: bool
    claimed: bool
    bot_level: BotLevel | None = None
    autoplay: bool = False
    resigned: bool = False
    out: Out | None = None
    connected: bool = False


class Envelope(msgspec.Struct):
    id: UUID
    game: str
    rules_version: int
    options: dict[str, Any]
    status: MatchStatus
    seats: list[SeatInfo]
    version: int
    to_act: list[int]
    outcome: Outcome | None
    clocks: Clocks | None = None
    takeback: Takeback | None = None  # the takeback asked for and not yet granted, declined or withdrawn
    abandon: Abandonment | None = None
    spectator_delay: SpectatorDelay | None = None  # spectators see the match this far behind
    rated: bool = False  # its result counts for its players' ratings (else casual)
    outcome_words: OutcomeWords | None = None  # the outcome in the reader's language


class View(msgspec.Struct):
    game: str
    match: Envelope
    version: int
    viewer: Viewer
    table: Any


def seat_infos(match: Match, version: int | None = None) -> list[SeatInfo]:
    """The seats now, or as they were at ``version``: bots sit from the creation, people from
    their claim (a person's holder comes only from a claim, so only a past version looks for it)."""
    claimed = None if version is None else {e.seat for e in match.log if e.kind == CLAIMED and e.version <= version}
    return [
        seat_info(n, h if h is not None and (h.bot or claimed is None or n in claimed) else None)
        for n, h in enumerate(match.holders)
    ]


def seat_info(n: int, holder: SeatHolder | None) -> SeatInfo:
    """Seat ``n`` as the envelope shows it, held by ``holder`` (None: a free seat)."""
    if holder is None:
        return SeatInfo(seat=n, name=None, bot=False, claimed=False)
    return SeatInfo(
        seat=n,
        name=holder.name,
        bot=holder.bot,
        claimed=True,
        bot_level=holder.level if holder.bot else None,
        autoplay=holder.autoplay,
        resigned=holder.resigned,
        out=holder.out,
    )


def envelope(match: Match, connected: frozenset[int], seats: list[SeatInfo] | None = None) -> Envelope:
    """The envelope now; ``connected``: the seats whose person has a stream open (presence);
    ``seats``: the seats as the envelope shows them, if at hand (``seat_infos`` of the match now,
    marked ``connected``)."""
    return Envelope(
        id=match.id,
        game=match.game,
        rules_version=match.rules_version,
        options=match.options,
        status=match.status,
        seats=marked_connected(seat_infos(match), connected) if seats is None else seats,
        version=match.version,
        to_act=sorted(match.to_act),
        outcome=match.outcome,
        clocks=msgspec.structs.replace(match.clocks, remaining=list(match.clocks.remaining)) if match.clocks else None,
        takeback=takeback_at(match),
        abandon=match.abandonment,
        spectator_delay=match.spectators.delay if match.spectators is not None else None,
        rated=match.rated,
    )


def marked_connected(seats: list[SeatInfo], connected: frozenset[int]) -> list[SeatInfo]:
    """The seats, each saying whether its person has a stream open now (``connected``)."""
    for info in seats:
        info.connected = info.seat in connected
    return seats


def check_viewer(match: Match, viewer: Viewer) -> None:
    """Auditors see everything, so only once the match is over."""
    if isinstance(viewer, Auditor) and match.status not in ("finished", "cancelled", "expired"):
        raise Forbidden("audit_before_end", "Hidden information is audited only after the match has finished.")
    if isinstance(viewer, Seat) and not 0 <= viewer.n < match.seats:
        raise Forbidden("bad_seat", "No such seat.")


def view(match: Match, viewer: Viewer, connected: frozenset[int]) -> View:
    """The viewer's view now; ``connected``: the seats whose person has a stream open."""
    check_viewer(match, viewer)
    table = None if match.state is None else match.rules.view(match.state, viewer)
    return View(game=match.game, match=envelope(match, connected), version=match.version, viewer=viewer, table=table)


def wire_view(match: Match, viewer: Viewer, head: Envelope, shared: Any) -> View:
    """``view`` now as a frame sends it: around ``head`` (``envelope`` of the match now) with the
    table made by ``Rules.wire_view`` from ``shared`` (``Rules.shared_view`` of the state now),
    both made once for the frames of every kind of viewer of a commit."""
    check_viewer(match, viewer)
    table = None if match.state is None else match.rules.wire_view(match.state, viewer, shared)
    return View(game=match.game, match=head, version=match.version, viewer=viewer, table=table)


def view_at(match: Match, viewer: Viewer, version: int, checkpoints: Checkpoints) -> View:
    """The viewer's view at ``version`` (replay): a function of the match's log up to it alone,
    so nobody shows as connected, even at the version the match is at now. Past states are folded
    from the nearest of ``checkpoints``."""
    check_viewer(match, viewer)
    if not 1 <= version <= match.version:
        raise NotFound("version_not_found", f"Versions of this match run from 1 to {match.version}.")
    if version == match.version:
        state, head = match.state, envelope(match, frozenset())
    else:
        state = state_at(match, version, checkpoints)
        head = envelope(match, frozenset())
        head.version = version
        head.seats = seat_infos(match, version)
        head.status = "open" if state is None else ("finished" if match.rules.outcome(state) else "running")
        head.to_act = sorted(match.rules.to_act(state)) if state is not None and head.status == "running" else []
        head.outcome = match.rules.outcome(state) if state is not None else None
        head.clocks = clocks_at(match, version)  # as they were then, from the stored events' timestamps
        head.takeback = takeback_at(match, version)
    table = None if state is None else match.rules.view(state, viewer)
    return View(game=match.game, match=head, version=version, viewer=viewer, table=table)


class Checkpoints:
    """Game states of matches at every ``every``-th version, folded once and kept encoded, so a
    view at a past version folds at most ``every`` versions' facts. A match's past never changes,
    so an entry never goes stale; the least recently used go first beyond ``max_bytes``."""

    def __init__(self, every: int = 50, max_bytes: int = 64 << 20) -> None:
        self.every = every
        self.max_bytes = max_bytes
        self.held = 0
        self._states: OrderedDict[tuple[UUID, int], bytes] = OrderedDict()
        self._guard = threading.Lock()

    def get(self, match_id: UUID, version: int) -> bytes | None:
        with self._guard:
            data = self._states.get((match_id, version))
            if data is not None:
                self._states.move_to_end((match_id, version))
            return data

    def put(self, match_id: UUID, version: int, data: bytes) -> None:
        with self._guard:
            old = self._states.pop((match_id, version), None)
            self.held += len(data) - (len(old) if old is not None else 0)
            self._states[(match_id, version)] = data
            while self.held > self.max_bytes:
                _, dropped = self._states.popitem(last=False)
                self.held -= len(dropped)


def state_at(match: Match, version: int, checkpoints: Checkpoints) -> Any:
    """The game state right after the match's stored event ``version`` (None before the start):
    from the nearest checkpoint at or below it, folding the facts of the versions in between and
    keeping a checkpoint at each ``every``-th version passed. Once a move was taken back by then,
    the state is folded from the facts that still count (takebacks are rare)."""
    rules, every = match.rules, checkpoints.every
    if any(undo <= version for undo in (match.undone or {}).values()):
        facts = facts_upto(match, version)
        return fold(rules, facts) if facts else None
    state, base = None, 0
    for at in range(version - version % every, 0, -every):
        data = checkpoints.get(match.id, at)
        if data is not None:
            state, base = msgspec.msgpack.decode(data, type=rules.State), at
            break
    for entry in match.log[base:version]:  # log[i] is the entry of version i + 1
        for fact in entry.facts:
            state = rules.evolve(state, fact)
        if entry.version % every == 0 and state is not None:
            checkpoints.put(match.id, entry.version, msgspec.msgpack.encode(state))
    return state
