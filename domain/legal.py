"""A seat's legal moves worked out once a position (docs/architecture.md §38): listed for the
seat's frames (and GET legal-moves), read again by the decision of the seat's move there."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import TYPE_CHECKING, Any
from uuid import UUID

if TYPE_CHECKING:
    from igroteka.domain.match import Match


class LegalLists:
    """Each seat's legal moves at the latest position of one repository's matches it was asked
    about, as the rules' ``legal_moves`` listed them: listed once for the seat's frames, which
    every viewer of the seat shares, and handed to ``domain.match.decide_move``, so that a game
    which checks a move against its whole list need not list it again.

    Correct by construction: a list is kept with the match's version and given only at that
    version. A seat's legal moves are a function of the game's rules and the state alone; a
    match's rules are fixed at its creation, and its state at a version is fixed by its stored
    events up to that version (a version is appended once: a second append of it fails; a
    takeback returns to an earlier position at a new version, so it is listed anew). Match ids
    are one store's, so the lists are one repository's (the record's check rebuilds matches under
    one id and passes none). Whoever reads a match holds its lock, so its version and state are
    read together. A list is shared by every reader: nobody changes it.

    One list a match and seat, replaced by the next position's: the lists of earlier positions are
    never asked for again, and kept they would be long-lived objects for the cycle collector to
    walk (a «Победа!» run of 419 moves kept all of its and paid a full collection of 80–110 ms
    for them). Bounded: the matches asked about least recently are forgotten first."""

    def __init__(self, size: int = 4096) -> None:
        self.size = size
        self._known: OrderedDict[tuple[UUID, int], tuple[int, list[Any]]] = OrderedDict()
        self._guard = threading.Lock()

    def get(self, match: Match, seat: int) -> list[Any] | None:
        """The seat's legal moves at the match's version if they were listed here, else None."""
        kept = self._known.get((match.id, seat))
        return kept[1] if kept is not None and kept[0] == match.version else None

    def of(self, match: Match, seat: int) -> list[Any]:
        """The seat's legal moves at the match's version: those listed here, else listed now and kept."""
        key, version = (match.id, seat), match.version
        kept = self._known.get(key)
        if kept is not None and kept[0] == version:
            return kept[1]
        listed = match.rules.legal_moves(match.state, seat)
        with self._guard:
            known = self._known
            known[key] = (version, listed)
            known.move_to_end(key)
            while len(known) > self.size:
                known.popitem(last=False)
        return listed
