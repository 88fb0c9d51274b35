"""Views as the server sends them, and what is kept to send them cheaply: the edge where the pure
views of ``projections.views`` meet presence and caches.

Presence is read from the process's board and handed to the views. What every kind of viewer's
frame of a commit shares (the envelope, the game's ``shared_view``) is made once a position; each
frame is encoded once per kind of viewer and position and sent as is to every stream of that kind
(as lila-ws does); past views and the checkpoints they fold from are kept, since a match's past
never changes.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any
from uuid import UUID

from igroteka.domain.engine import Viewer
from igroteka.domain.match import Match
from igroteka.domain.takeback import Revelations
from igroteka.projections.delay import PastViews
from igroteka.projections.presence import BOARD, PresenceBoard
from igroteka.projections.views import Checkpoints, Envelope, View, envelope, wire_view

FrameKey = tuple[UUID, Viewer, int, bool, str]  # match, viewer, version it starts after, delayed, language
Frame = tuple[int, bytes]  # the version a frame brings its viewer to, and its text


class Parts:
    """What the frames of every kind of viewer of a match at one position share: the envelope
    (with the presence it shows) and the game's ``shared_view``. Never changed once made."""

    __slots__ = ("connected", "head", "shared", "version")

    def __init__(self, version: int, connected: frozenset[int], head: Envelope, shared: Any) -> None:
        self.version = version
        self.connected = connected
        self.head = head
        self.shared = shared


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

    def _parts_of(self, match: Match) -> Parts:
        """The parts of the match now: those kept, if of its version and presence; else made,
        the game's shared view from the one kept of an earlier position, and kept."""
        connected = self.connected(match.id)
        held = self._parts.get(match.id)
        if held is not None and held.version == match.version:
            if held.connected == connected:
                return held
            shared = held.shared
        else:
            before = held.shared if held is not None else None
            shared = None if match.state is None else match.rules.shared_view(match.state, before)
        parts = Parts(match.version, connected, envelope(match, connected), shared)
        if len(self._parts) >= self.PARTS_MAX:
            self._parts.clear()
        self._parts[match.id] = parts
        return parts
