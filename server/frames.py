"""Views as the server sends them, and what is kept to send them cheaply: the edge where the pure
views of ``projections.views`` meet presence and caches.

Presence is read from the process's board and handed to the views. What every kind of viewer's
frame of a commit shares (the envelope, the game's ``shared_view``) is made once a position; each
frame is encoded once per kind of viewer and position and sent as is to every stream of that kind
(as lila-ws does); past views and the checkpoints they fold from are kept, since a match's past
never changes.
"""

from __future__ import annotations

import operator
from collections import OrderedDict
from typing import Any
from uuid import UUID

from igroteka.domain.engine import Viewer
from igroteka.domain.match import Match, SeatHolder
from igroteka.domain.takeback import Revelations
from igroteka.projections.delay import PastViews
from igroteka.projections.notes import Lang
from igroteka.projections.presence import BOARD, PresenceBoard
from igroteka.projections.views import Checkpoints, Envelope, View, envelope, wire_view
from igroteka.projections.words import LANGS, Names, names_of

FrameKey = tuple[UUID, Viewer, int, bool, str]  # match, viewer, version it starts after, delayed, language
Frame = tuple[int, bytes]  # the version a frame brings its viewer to, and its text


class Parts:
    """What the frames of every kind of viewer of a match at one position share: the envelope
    (with the presence it shows), the game's ``shared_view`` and the seats' names in each language
    (public: every envelope shows them), with the seats' holders they were made from. Never
    changed once made."""

    __slots__ = ("connected", "head", "holders", "names", "shared", "version")

    def __init__(
        self,
        version: int,
        connected: frozenset[int],
        head: Envelope,
        shared: Any,
        holders: tuple[SeatHolder | None, ...],
        names: dict[Lang, Names],
    ) -> None:
        self.version = version
        self.connected = connected
        self.head = head
        self.shared = shared
        self.holders = holders
        self.names = names


class Frames:
    """The frames of the streams of this process, encoded once per kind of viewer and position
    (``get``/``put``, bounded, least recently used forgotten: the event loop's only), and the
    parts their views share, per match at its latest position (also read in worker threads:
    each entry is replaced whole, never changed)."""

    PARTS_MAX = 1024  # a «Победа!» position's parts hold its board's JSON (~8 KB); one commit's frames need them

    def __init__(
        self,
        size: int,
        presence: PresenceBoard = BOARD,
        past_views: int = 1024,
        revelations: Revelations | None = None,
    ) -> None:
        self.size = size
        self.presence = presence
        self.checkpoints = Checkpoints()
        # whether each move revealed anything (the match service's, which keeps its decisions')
        self.revelations = Revelations() if revelations is None else revelations
        self.past = PastViews(past_views, self.checkpoints)
        self._frames: OrderedDict[FrameKey, Frame] = OrderedDict()
        self._parts: dict[UUID, Parts] = {}

    def get(self, key: FrameKey) -> Frame | None:
        frame = self._frames.get(key)
        if frame is not None:
            self._frames.move_to_end(key)
        return frame

    def put(self, key: FrameKey, frame: Frame) -> None:
        self._frames[key] = frame
        self._frames.move_to_end(key)
        while len(self._frames) > self.size:
            self._frames.popitem(last=False)

    def connected(self, match_id: UUID) -> frozenset[int]:
        """The seats of the match whose person has a stream open now, on any instance."""
        return self.presence.connected(match_id)

    def envelope(self, match: Match) -> Envelope:
        """The match's envelope now, with who is connected."""
        return envelope(match, self.connected(match.id))

    def view(self, match: Match, viewer: Viewer) -> View:
        """The viewer's view now, with who is connected, as a frame sends it (its JSON is
        ``projections.views.view``'s, byte for byte), from the parts made once a position: what
        a REST answer sends too."""
        parts = self._parts_of(match)
        return wire_view(match, viewer, parts.head, parts.shared)

    def names(self, match: Match, lang: Lang) -> Names:
        """The seats' names in ``lang`` as sentences show them (``names_of``), from the parts kept
        of the match's position when they are of it."""
        held = self._parts.get(match.id)
        if held is not None and held.version == match.version:
            return held.names[lang]
        return names_of(match, lang)

    def _parts_of(self, match: Match) -> Parts:
        """The parts of the match now: those kept, if of its version and presence; else made,
        the game's shared view from the one kept of an earlier position, and kept. The seats as
        the envelope shows them and their names are carried from the parts kept when the seats'
        holders are the very same (a holder is replaced whole when it changes, never changed in
        place) and, for the envelope's seats, presence too."""
        connected = self.connected(match.id)
        held = self._parts.get(match.id)
        if held is not None and held.version == match.version:
            if held.connected == connected:
                return held
            shared = held.shared
        else:
            before = held.shared if held is not None else None
            shared = None if match.state is None else match.rules.shared_view(match.state, before)
        holders = tuple(match.holders)
        same = held is not None and len(held.holders) == len(holders) and all(map(operator.is_, held.holders, holders))
        if held is not None and same:
            names = held.names
            seats = held.head.seats if held.connected == connected else None
        else:
            names, seats = {lang: names_of(match, lang) for lang in LANGS}, None
        parts = Parts(match.version, connected, envelope(match, connected, seats), shared, holders, names)
        if len(self._parts) >= self.PARTS_MAX:
            self._parts.clear()
        self._parts[match.id] = parts
        return parts
