"""What a seat may do now, as its frames carry it: its legal moves (and forms) and whether it may
ask to take back its last move. A seat's own options only: they are built for one seat, from the
rules' ``legal_moves`` for that seat, and sent only in that seat's frames."""

from __future__ import annotations

from typing import Any

import msgspec

from igroteka.domain.engine import MoveForm
from igroteka.domain.entries import MOVED, last_move
from igroteka.domain.errors import MatchError
from igroteka.domain.legal import LegalLists
from igroteka.domain.lifecycle import revealing, takeback_candidate
from igroteka.domain.match import Match
from igroteka.domain.takeback import Revelations
from igroteka.projections.notes import Lang, MoveNote
from igroteka.projections.views import Checkpoints, state_at
from igroteka.projections.words import Names, form_notes, notes


class SeatChoices(msgspec.Struct):
    """What the viewer's seat may do now. ``moves`` and ``forms``: its legal moves, as GET
    legal-moves lists them (empty unless the seat is to act and its person plays it, not a server
    bot). ``takeback``: whether asking to take back its last move would be granted a request now
    (the match runs, the move is the seat's and the latest, nothing is pending or was declined, and
    the move revealed nothing), so a client offers the step only when the server would take it.
    ``notes`` and ``form_notes``: one a move and one a form, in their order, as GET legal-moves
    words them in the stream's language (a label, and the consequence a client asks "are you
    sure?" about)."""

    moves: list[Any]
    forms: list[MoveForm] = []
    takeback: bool = False
    notes: list[MoveNote] = []
    form_notes: list[MoveNote] = []


def legal_now(match: Match, seat: int, lists: LegalLists) -> list[Any]:
    """The seat's legal moves now: none unless it is to act and its person (not a bot) plays it;
    listed once a position (``lists``), and read again by the decision of its move there."""
    holder = match.holders[seat] if 0 <= seat < len(match.holders) else None
    if match.status != "running" or seat not in match.to_act or holder is None or holder.bot:
        return []
    return lists.of(match, seat)


def takeback_open(match: Match, seat: int, checkpoints: Checkpoints, revelations: Revelations) -> bool:
    """Whether the seat's request to take back its last move would be accepted now
    (``domain.lifecycle.decide_takeback_request``'s checks). Whether the move revealed anything is
    read from ``revelations`` (kept when this process decided it); else judged as the decider
    judges it, on the state before the move folded from the nearest of ``checkpoints``, and kept."""
    holder = match.holders[seat] if 0 <= seat < len(match.holders) else None
    if holder is None or holder.bot:
        return False
    latest = last_move(match)  # the cheap checks first (the candidate scans the whole log for a decline)
    if latest is None or latest.kind != MOVED or latest.seat != seat or revelations.get(match.id, latest.version):
        return False
    try:
        last = takeback_candidate(match, seat)
    except MatchError:
        return False
    shown = revelations.get(match.id, last.version)
    if shown is None:
        shown = revealing(match, last, seat, state_at(match, last.version - 1, checkpoints))
        revelations.put(match.id, last.version, shown)
    return not shown


def seat_choices(
    match: Match,
    seat: int,
    checkpoints: Checkpoints,
    revelations: Revelations,
    lists: LegalLists,
    lang: Lang,
    names: Names | None = None,
) -> SeatChoices:
    """The seat's choices now, their notes in ``lang`` (``names``: the match's ``names_of`` in it, if at hand)."""
    legal = legal_now(match, seat, lists)
    moves = [m for m in legal if not isinstance(m, MoveForm)]
    forms = [m for m in legal if isinstance(m, MoveForm)]
    return SeatChoices(
        moves=moves,
        forms=forms,
        takeback=takeback_open(match, seat, checkpoints, revelations),
        notes=notes(match, seat, moves, lang, names),
        form_notes=form_notes(match, seat, forms, lang, names),
    )
