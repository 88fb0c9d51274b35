"""A viewer's picture of a match: the envelope plus the game's own view (DESIGN §6)."""

from __future__ import annotations

from typing import Any, Literal
from uuid import UUID

import msgspec

from domain.bots import BotLevel
from domain.clocks import Clocks
from domain.delay import SpectatorDelay
from domain.engine import Auditor, Outcome, Seat, Viewer, fold
from domain.errors import Forbidden, NotFound
from domain.match import CLAIMED, Match

MatchStatus = Literal["open", "running", "finished", "cancelled", "expired"]


class SeatInfo(msgspec.Struct):
    """``bot`` says a server bot plays the seat now, at ``bot_level``; ``autoplay``: the person named
    handed it to the bot and may take it back; ``resigned``: the person resigned (the bot plays on)."""

    seat: int
    name: str | None
    bot: bool
    claimed: bool
    bot_level: BotLevel | None = None
    autoplay: bool = False
    resigned: bool = False


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
    spectator_delay: SpectatorDelay | None = None  # spectators see the match this far behind


class View(msgspec.Struct):
    game: str
    match: Envelope
    version: int
    viewer: Viewer
    table: Any


def seat_infos(match: Match, version: int | None = None) -> list[SeatInfo]:
    """The seats now, or as they were at ``version``: bots sit from the creation, people from
    their claim."""
    claimed = {e.seat for e in match.log if e.kind == CLAIMED and (version is None or e.version <= version)}
    return [
        SeatInfo(
            seat=n,
            name=h.name,
            bot=h.bot,
            claimed=True,
            bot_level=h.level if h.bot else None,
            autoplay=h.autoplay,
            resigned=h.resigned,
        )
        if h is not None and (h.bot or n in claimed)
        else SeatInfo(seat=n, name=None, bot=False, claimed=False)
        for n, h in enumerate(match.holders)
    ]


def envelope(match: Match) -> Envelope:
    return Envelope(
        id=match.id,
        game=match.game,
        rules_version=match.rules_version,
        options=match.options,
        status=match.status,
        seats=seat_infos(match),
        version=match.version,
        to_act=sorted(match.to_act),
        outcome=match.outcome,
        clocks=msgspec.structs.replace(match.clocks, remaining=list(match.clocks.remaining)) if match.clocks else None,
        spectator_delay=match.spectators.delay if match.spectators is not None else None,
    )


def check_viewer(match: Match, viewer: Viewer) -> None:
    """Auditors see everything, so only once the match is over."""
    if isinstance(viewer, Auditor) and match.status not in ("finished", "cancelled", "expired"):
        raise Forbidden("audit_before_end", "Hidden information is audited only after the match has finished.")
    if isinstance(viewer, Seat) and not 0 <= viewer.n < match.seats:
        raise Forbidden("bad_seat", "No such seat.")


def view(match: Match, viewer: Viewer, version: int | None = None) -> View:
    """The viewer's view now, or at a past version (replay)."""
    check_viewer(match, viewer)
    if version is None or version == match.version:
        state, at = match.state, match.version
    else:
        if not 1 <= version <= match.version:
            raise NotFound("version_not_found", f"Versions of this match run from 1 to {match.version}.")
        facts = match.facts_upto(version)
        state, at = (fold(match.rules, facts) if facts else None), version
    head = envelope(match)
    if at != match.version:
        head.version = at
        head.seats = seat_infos(match, at)
        head.status = "open" if state is None else ("finished" if match.rules.outcome(state) else "running")
        head.to_act = sorted(match.rules.to_act(state)) if state is not None and head.status == "running" else []
        head.outcome = match.rules.outcome(state) if state is not None else None
    table = match.rules.view(state, viewer) if state is not None else None
    return View(game=match.game, match=head, version=at, viewer=viewer, table=table)
