"""What a person reads beside a legal move: its label in the reader's language and, for a move that
costs the mover something it owns, the consequence (typed) and a sentence warning of it."""

from __future__ import annotations

from typing import Literal

import msgspec

Lang = Literal["ru", "en"]

# destroys_own: the move removes a piece the mover has on the table (a building, a unit);
# discards_own: it throws away a card the mover keeps (a plan, a tile, a card in hand);
# gives_up: it hands the mover's coins or chances to others; empty_commit: it commits a placement
# with nothing placed although workers are free.
Consequence = Literal["destroys_own", "discards_own", "gives_up", "empty_commit"]


class MoveNote(msgspec.Struct, omit_defaults=True):
    """A legal move in the reader's words. ``label`` names the move; ``consequence`` and ``warning``
    come with a move that destroys, discards or gives up something of the mover's, or commits an
    empty placement, so a client can ask "are you sure?" before sending it."""

    label: str
    consequence: Consequence | None = None
    warning: str | None = None


class OutcomeWords(msgspec.Struct):
    """How a finished match ended, in the reader's language: who won and with what (``summary``),
    and why the match ended (``reason``, the words for the outcome's ``reason`` code)."""

    summary: str
    reason: str
