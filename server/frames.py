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

import msgspec

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
    (with the presence it shows) and its JSON, the game's ``shared_view`` and the seats' names in
    each language (public: every envelope shows them), with the seats' holders they were made from.
    Never changed once made, but for the shared table's JSON, kept on first asking (``table_json``)."""

    __slots__ = ("_table_json", "connected", "head", "head_json", "holders", "names", "shared", "version")

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
        self.head_json = msgspec.Raw(msgspec.json.encode(head))
        self.shared = shared
        self.holders = holders
        self.names = names
        self._table_json: msgspec.Raw | None = None

    def table_json(self) -> msgspec.Raw:
        """The JSON of ``shared``, for a game whose shared view is a table some viewers are sent as
        it is (the spectators'): encoded on first asking and kept. ``shared`` is never changed, so
        two threads asking at once at worst encode the same bytes twice."""
        if self._table_json is None:
            self._table_json = msgspec.Raw(msgspec.json.encode(self.shared))
        return self._table_json


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

    def encoded(self, match: Match, shown: View) -> View:
        """``shown`` (a view ``view`` gave of the match now, worded) as a frame encodes it, its JSON
        the same byte for byte: its envelope and table, where they are the very objects the parts
        kept of the position hold (the envelope with no outcome words put in; the game's shared
        table, sent as it is), as their JSON made once for every frame of the position. Whatever
        is the viewer's own (a seat's table, the outcome in its words) is encoded with its frame."""
        held = self._parts.get(match.id)
        if held is None:
            return shown
        head = held.head_json if shown.match is held.head else shown.match
        shared = shown.table is held.shared and held.shared is not None
        table = held.table_json() if shared else shown.table
        if head is shown.match and table is shown.table:
            return shown
        return msgspec.structs.replace(shown, match=head, table=table)

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
