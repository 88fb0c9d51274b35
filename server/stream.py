"""The WebSocket stream of a match.

On connect: a ``snapshot`` (or, with ``after=N``, the ``events`` since N), then one ``events``
message per commit, read from the match on each notice, so lost or coalesced notices cost nothing.
Clients may send ``move`` and ``ping`` (decoded strictly: an object naming a key twice is
refused, as in a REST body); a slow client is disconnected instead of slowing anyone.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec
from litestar import WebSocket, websocket
from litestar.exceptions import ValidationException, WebSocketDisconnect
from litestar.params import FromPath, FromQuery, QueryParameter

from igroteka.domain.commands import MoveResult
from igroteka.domain.delay import SpectatorDelay
from igroteka.domain.engine import Seat, Spectator, Viewer
from igroteka.domain.errors import Invalid, MatchError, Unauthorized, Unavailable
from igroteka.domain.lifecycle import Lifecycle
from igroteka.domain.match import Match
from igroteka.domain.matches import MatchService
from igroteka.domain.players import split_token
from igroteka.domain.timeline import released_at
from igroteka.domain.tokens import Bearer, caller
from igroteka.projections.choices import SeatChoices, seat_choices
from igroteka.projections.delay import delayed, now, released_view, spectator_feed, spectator_view
from igroteka.projections.feed import FeedItem, feed
from igroteka.projections.notes import Lang
from igroteka.projections.views import View
from igroteka.projections.words import Names, reader_language, worded, worded_view
from igroteka.server.bodies import refuse_duplicate_keys
from igroteka.server.config import Settings
from igroteka.server.fanout import Watchers
from igroteka.server.frames import FrameKey, Frames
from igroteka.server.observability import Metrics
from igroteka.server.patches import PatchOp, diff
from igroteka.server.presence import WATCHING, PresenceKeeper
from igroteka.server.problems import Problem, to_problem
from igroteka.server.quotas import Quotas, StreamSlots
from igroteka.server.revocation import TokenStreams
from igroteka.server.schemas import MoveRequest
from igroteka.server.work import Committed, Read, Run
from igroteka.server.wsprotocol import WRITE, YES

log = logging.getLogger("igroteka.stream")

PROTOCOL = "igroteka.v1"
CLOSE_POLICY, CLOSE_TOO_BIG, CLOSE_UNAVAILABLE, CLOSE_SLOW = 1008, 1009, 1013, 4008


class Snapshot(msgspec.Struct, tag="snapshot", omit_defaults=True):
    """The viewer's view of the match now: the first message of a stream opened without ``after``.
    A seat's also carries its ``choices`` (its legal moves, whether it may ask for a takeback)."""

    game: str
    version: int
    view: View
    choices: SeatChoices | None = None


class EventsMessage(msgspec.Struct, tag="events", omit_defaults=True):
    """What happened since the client's last message, and the viewer's view after it.

    The view carries the table, to_act, status and (once finished) the outcome, so a client renders
    without another request. ``version`` is the match version the message brings the viewer to.
    ``events`` may be empty: the match moved on by steps this viewer may not see (a hidden
    placement, a private deck choice); ``version`` and ``view`` are current all the same.
    A seat's message also carries its ``choices`` at that version (its legal moves and forms,
    whether it may ask to take back its last move), so it never asks for ``legal-moves``; no other
    viewer's message has them."""

    game: str
    version: int
    events: list[FeedItem]
    view: View
    choices: SeatChoices | None = None


class Ack(msgspec.Struct, tag="ack"):
    """A move sent over this socket was committed; its events follow in an ``events`` message."""

    move_id: UUID
    version: int


class Error(msgspec.Struct, tag="error"):
    """A refused message or move (with its ``move_id``); the socket stays open unless a close follows."""

    problem: Problem
    move_id: UUID | None = None


class PatchMessage(msgspec.Struct, tag="patch"):
    """Sent in place of ``events`` to a stream opened with ``frames=patch``, once its first message
    (a ``snapshot``, or the ``events`` of a resume) came whole: the same ``game``, ``version`` and
    ``events``, and in place of ``view`` and ``choices`` the RFC 6902 operations (``patch``) that
    turn the previous message's ``{"view": …, "choices": …}`` (``choices`` a seat's only) into this
    version's. Applied in order, they give the object the ``events`` message would have carried."""

    game: str
    version: int
    events: list[FeedItem]
    patch: list[PatchOp]


class Pong(msgspec.Struct, tag="pong"):
    """The answer to ``ping``."""


class PresenceMessage(msgspec.Struct, tag="presence"):
    """Who is connected changed (a seat's person opened their first stream or closed their last, on
    any instance): ``connected`` lists the seats whose person has a stream open now. Sent only to a
    stream opened with ``presence=true``. Presence is no event of the match and moves no version;
    every envelope (``seats[].connected``) shows the same."""

    connected: list[int]


class MoveMessage(msgspec.Struct, tag="move", forbid_unknown_fields=True):
    """Make a move, as POST /moves does; idempotent by ``move_id``."""

    move_id: UUID
    move: dict[str, Any]
    expected_version: int | None = None


class Ping(msgspec.Struct, tag="ping"):
    """Application-level keep-alive (protocol-level pings are answered too)."""


class ResignMessage(msgspec.Struct, tag="resign", forbid_unknown_fields=True):
    """Resign the socket's seat, as POST /resign does; the ``events`` message that follows shows it
    (an ``error`` if refused)."""


class TakebackMessage(msgspec.Struct, tag="takeback", forbid_unknown_fields=True):
    """A takeback step of the socket's seat, as the REST routes do: ``request`` (POST /takeback),
    ``consent``, ``decline`` (POST /takeback/consent, /takeback/decline) or ``cancel`` (DELETE
    /takeback); the ``events`` message that follows shows it (an ``error`` if refused)."""

    action: Literal["request", "consent", "decline", "cancel"] = "request"


ClientMessage = MoveMessage | Ping | ResignMessage | TakebackMessage
ServerMessage = Snapshot | EventsMessage | PatchMessage | Ack | Error | Pong | PresenceMessage
CLIENT_MESSAGE = msgspec.json.Decoder(ClientMessage)  # built once: decode(type=) analyses a union every call


SENDING: set[asyncio.Task[None]] = set()  # presence messages on their way


@dataclass(frozen=True, slots=True)
class StreamParts:
    """What a match's streams use of the server, built by its composition root (``server.hub``)."""

    service: MatchService  # who a token is (``caller``) and the cached match (``peeking``)
    read: Read  # a projection of a match
    make_move: Callable[[UUID, Bearer, MoveRequest], Awaitable[MoveResult]]  # a move committed and announced
    run: Run  # blocking store work in a worker thread
    lifecycle: Lifecycle  # resign and takeback steps
    committed: Committed  # announces a commit of this process
    frames: Frames  # frames shared by viewers alike at the same position, and the views they are built from
    metrics: Metrics
    settings: Settings  # the send timeout, the frame limit
    quotas: Quotas  # who the client is
    slots: StreamSlots  # streams per client
    channels: Watchers  # the open streams, by match
    presence: PresenceKeeper  # whose streams are open
    key: Callable[[str | None, UUID], Awaitable[Bearer]]  # what a token stands for in a match (player tokens checked)
    tokens: TokenStreams  # the streams opened with each player token, closed when it is revoked


def frame(frames: Frames, match: Match, viewer: Viewer, start: int, lang: Lang) -> tuple[int, bytes]:
    """The ``events`` message that brings ``viewer`` from version ``start`` to the match's version,
    in ``lang``, as the UTF-8 text every connection of that kind of viewer and language at that
    position is sent (its view from the parts ``frames`` keeps of the position for every kind of viewer)."""
    view = frames.view(match, viewer)
    names = frames.names(match, lang)  # of the parts the view was made from
    message = EventsMessage(
        game=match.game,
        version=match.version,
        events=worded(match, feed(match, viewer, start), viewer, lang, names),
        view=worded_view(match, view, lang, names),
        choices=choices_of(frames, match, viewer, lang, names),
    )
    return message.version, msgspec.json.encode(message)


def choices_of(
    frames: Frames, match: Match, viewer: Viewer, lang: Lang, names: Names | None = None
) -> SeatChoices | None:
    """A seat's choices now, in ``lang``, for its own frames only; None for any other viewer
    (``names``: the match's ``names_of`` in ``lang``, if at hand)."""
    if not isinstance(viewer, Seat):
        return None
    return seat_choices(match, viewer.n, frames.checkpoints, frames.revelations, frames.legal, lang, names)


def patched(base: dict[str, Any] | None, text: bytes) -> tuple[dict[str, Any], bytes]:
    """A whole message (``snapshot`` or ``events``) as a ``patch`` message against ``base``, what
    the previous one carried (None: the first message, sent whole); and what this one carries."""
    message = msgspec.json.decode(text)
    carried = {key: message[key] for key in ("view", "choices") if key in message}
    if base is None:
        return carried, text
    patch = PatchMessage(
        game=message["game"], version=message["version"], events=message["events"], patch=diff(base, carried)
    )
    return carried, msgspec.json.encode(patch)


class Patcher:
    """A ``frames=patch`` stream's last message sent (what it carried), the base of the next patch."""

    __slots__ = ("base",)

    def __init__(self) -> None:
        self.base: dict[str, Any] | None = None


def outgoing(patcher: Patcher | None, text: bytes) -> bytes:
    """A whole message as its stream sends it: as is, or as a ``patch`` message against the last
    one sent (the first, with nothing before it, goes whole)."""
    if patcher is None:
        return text
    patcher.base, sent = patched(patcher.base, text)
    return sent


def token_from(socket: WebSocket[Any, Any, Any], query_token: str | None) -> tuple[str | None, str | None]:
    """The bearer token (query ``token`` or subprotocol ``bearer.<token>``) and the subprotocol to accept."""
    offered = [
        p.strip()
        for name, value in socket.scope["headers"]  # not socket.headers: a parsed copy would live as long as the socket
        if name == b"sec-websocket-protocol"
        for p in value.decode("latin-1").split(",")
        if p.strip()
    ]
    token = query_token
    for protocol in offered:
        if protocol.startswith("bearer."):
            token = protocol.removeprefix("bearer.")
    return token, (PROTOCOL if PROTOCOL in offered else None)


class Connection:
    """One client's stream. Its handler's task receives; a commit's notice (``notify``) pushes
    right there when it can (``_push_now``), else starts a short push task, so an idle stream holds
    no task, queue or subscription of its own. Sends are serialised, each bounded by a timeout
    unless the socket takes the message at once. ``delay``: the spectators' delay this client
    watches the match with (None: live), so every message it gets stops at the match's released
    version; with a delay in seconds a timer set from the next held-back event's stored time
    pushes its release (no polling)."""

    __slots__ = (
        "_pusher",
        "_queued",
        "_send_lock",
        "_timer",
        "_write",
        "acking",
        "after",
        "delay",
        "following",
        "lang",
        "match_id",
        "notified",
        "notified_at",
        "parts",
        "patcher",
        "presence",
        "sent",
        "service",
        "socket",
        "token",
        "viewer",
    )

    def __init__(
        self,
        socket: WebSocket[Any, Any, Any],
        parts: StreamParts,
        match_id: UUID,
        viewer: Viewer,
        token: Bearer,
        after: int | None,
    ) -> None:
        self.socket = socket
        self.after = after
        self.parts = parts
        self.service: MatchService = parts.service
        self.match_id = match_id
        self.viewer = viewer
        self.token = token
        self.sent = 0
        self.notified = 0  # the newest version a notice announced
        self.notified_at = 0.0  # when it was committed (epoch seconds)
        self.following = False  # notices start pushes once the first message is sent
        self._pusher: asyncio.Task[None] | None = None
        self._send_lock = asyncio.Lock()
        self._queued = 0  # sends holding or waiting for the lock: a message written at once must not pass them
        self._write: Callable[[bytes], bool] | None = (socket.scope.get("extensions") or {}).get(WRITE)
        self.acking = False  # a move of this socket is on its way: its events wait for the ack
        self.presence = False  # whether to send ``presence`` messages (asked for with presence=true)
        self.lang: Lang = "en"  # the language of the frames' words (the stream's ``lang``, else Accept-Language)
        self.delay: SpectatorDelay | None = None
        self._timer: asyncio.TimerHandle | None = None
        self.patcher: Patcher | None = None  # frames as patches (asked for with frames=patch)

    async def send(self, message: ServerMessage) -> None:
        await self.send_text(msgspec.json.encode(message))

    async def send_text(self, data: bytes) -> None:
        """Send a message (UTF-8): written at once when the socket takes it and no other send is
        under way, else in turn, bounded by the send timeout (a too slow client times out)."""
        if not self._queued and self._write is not None and self._write(data):
            return
        self._queued += 1
        try:
            async with self._send_lock, asyncio.timeout(self.parts.settings.ws_send_timeout):
                await self.socket.send_text(data.decode())
        finally:
            self._queued -= 1

    async def push(self, after: int | None, notified: int = 0) -> None:
        """Send what happened since the last push (or a snapshot when there is no position yet).

        Frames are shared: viewers alike at the same position (a crowd of spectators) get the
        text the first of them read, as long as it reaches the notified version — on a resume,
        the version current at connect, so a frame cached earlier for the same position is
        never taken for the whole catch-up.
        """
        if after is None and self.sent == 0:
            snapshot = await self.parts.read(self.match_id, self._snapshot)
            self.sent = snapshot.version
            await self.send_text(outgoing(self.patcher, msgspec.json.encode(snapshot)))
            return
        start = self.sent if self.sent else (after or 0)
        if not self.sent:  # resuming: the first message reaches the version current at connect
            notified = max(notified, await self.parts.read(self.match_id, version_of, fresh=True))
        key = frame_key(self, start)
        cached = self._shared(key, notified)
        if cached is None:
            cached = await self.parts.read(self.match_id, lambda match: self._frame(match, start), notified)
            self.parts.frames.put(key, cached)
        version, text = cached
        if version > self.sent:
            self.sent = version
            await self.send_text(outgoing(self.patcher, text))

    def _shared(self, key: FrameKey, notified: int) -> tuple[int, bytes] | None:
        """The frame a viewer alike cached under ``key``, if it reaches ``notified``."""
        cached = self.parts.frames.get(key)
        return None if cached is None or cached[0] < notified else cached

    def _frame(self, match: Match, start: int) -> tuple[int, bytes]:
        frames = self.parts.frames
        if self.delay is None:
            return frame(frames, match, self.viewer, start, self.lang)
        version, items = spectator_feed(match, start)  # the view at that very version
        shown = worded_view(match, released_view(match, version, frames.view, frames.past), self.lang)
        items = worded(match, items, self.viewer, self.lang)
        return version, msgspec.json.encode(EventsMessage(game=match.game, version=version, events=items, view=shown))

    def _snapshot(self, match: Match) -> Snapshot:
        frames = self.parts.frames
        if self.delay is not None:
            shown = spectator_view(match, frames.view, frames.past)
            return Snapshot(game=match.game, version=shown.version, view=worded_view(match, shown, self.lang))
        return Snapshot(
            game=match.game,
            version=match.version,
            view=worded_view(match, frames.view(match, self.viewer), self.lang),
            choices=choices_of(frames, match, self.viewer, self.lang),
        )

    def notify(self, version: int, at: float) -> None:
        """A commit of the match reached ``version``: push it, unless a push under way will (or
        the ack of this socket's move, which goes first)."""
        if version > self.notified:
            self.notified, self.notified_at = version, at
        behind = self.following and not self.acking and self._pusher is None and self.notified > self.sent
        if behind and not self._push_now():
            self._pusher = asyncio.create_task(self._catch_up())

    def _push_now(self) -> bool:
        """The push done right here, for a live stream whose frame needs no wait: the match is
        cached at the notified version with its lock free, nothing else is being sent and the
        socket takes the frame at once. False (nothing sent): a push task does it."""
        if self.delay is not None or self._queued or self._write is None or not self.sent or self.patcher:
            return False
        key = frame_key(self, self.sent)
        cached = self._shared(key, self.notified)
        if cached is None:
            try:
                with self.service.peeking(self.match_id) as match:
                    if match is None or match.version < self.notified:
                        return False
                    cached = frame(self.parts.frames, match, self.viewer, self.sent, self.lang)
            except Exception:  # the push task meets it again and ends the stream for it
                return False
            self.parts.frames.put(key, cached)
        version, data = cached
        if version > self.sent:
            if not self._write(data):
                return False
            self.sent = version
        self.parts.metrics.fanout_lag.observe(max(0.0, time.time() - self.notified_at))
        return True

    def present(self, seats: list[int]) -> None:
        """Who is connected to the match changed: a ``presence`` message, if this stream asked."""
        if self.presence and self.following:
            task = asyncio.create_task(self._send_presence(seats))
            SENDING.add(task)  # held until done (the loop keeps only a weak reference)
            task.add_done_callback(SENDING.discard)

    async def _send_presence(self, seats: list[int]) -> None:
        try:
            await self.send(PresenceMessage(connected=seats))
        except Exception as error:
            await close_for(self, error)

    def follow(self) -> None:
        """From now on (the first message is sent), notices push; catch up on those already seen."""
        self.following = True
        self.notify(0, 0.0)
        if self._timed:
            self._released()

    @property
    def _timed(self) -> bool:
        return self.delay is not None and self.delay.seconds > 0

    def _released(self) -> None:
        """A held-back event of a seconds-delayed match comes of age: push what is released."""
        self._timer = None
        if self.following and self._pusher is None:
            self._pusher = asyncio.create_task(self._catch_up())

    async def _next_release(self) -> None:
        """Set the timer for the next held-back event's release (from its stored time)."""
        due, version, released = await self.parts.read(self.match_id, timing)
        self.notified = max(self.notified, version)  # a frame cached before the last commit is never current
        if released > self.sent:  # released since the push looked (a timer fires early or late)
            due = now()
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if due is not None and self.following:
            delay = max(0.0, (due - now()).total_seconds())
            self._timer = asyncio.get_running_loop().call_later(delay, self._released)

    async def _catch_up(self) -> None:
        """Push until the stream reaches the newest notified version. A store hiccup stops here
        (the next notice retries); a too slow client is closed with 4008."""
        try:
            while self.notified > self.sent:
                notified_at, before = self.notified_at, self.sent
                await self.push(self.sent, self.notified)
                if self.sent == before:  # a delayed spectator: nothing newer is released yet
                    break
                self.parts.metrics.fanout_lag.observe(max(0.0, time.time() - notified_at))
            if self._timed:
                await self._next_release()
        except Unavailable:
            pass
        except Exception as error:
            await close_for(self, error)
        finally:
            self._pusher = None

    async def stop(self) -> None:
        """The stream ended: no more pushes."""
        self.following = False
        if self._timer is not None:
            self._timer.cancel()
        if self._pusher is not None:
            self._pusher.cancel()
            await asyncio.gather(self._pusher, return_exceptions=True)

    async def receive(self) -> None:
        limit = self.parts.settings.max_frame_bytes
        while True:
            data = await self.socket.receive_data(mode="text")
            if len(data) > limit:
                await self.socket.close(code=CLOSE_TOO_BIG, reason="frame too large")
                return
            await self.handle(data)

    async def handle(self, data: str | bytes) -> None:
        try:
            message = CLIENT_MESSAGE.decode(data)
            refuse_duplicate_keys(data)
        except (msgspec.ValidationError, msgspec.DecodeError, ValidationException, RecursionError) as error:
            await self.send(Error(problem=to_problem(error, self.lang)))
            return
        if isinstance(message, Ping):
            await self.send(Pong())
            return
        if not await still_valid(self):
            return
        if isinstance(message, ResignMessage):
            await self.resign()
            return
        if isinstance(message, TakebackMessage):
            await self.takeback(message)
            return
        request = MoveRequest(move_id=message.move_id, move=message.move, expected_version=message.expected_version)
        self.acking = True
        try:
            try:
                played = await self.parts.make_move(self.match_id, self.token, request)
            except Exception as error:
                await self.send(Error(problem=to_problem(error, self.lang), move_id=message.move_id))
                return
            await self.send(Ack(move_id=message.move_id, version=played.version))
        finally:
            self.acking = False
            self.notify(0, 0.0)  # the events the ack announced

    async def resign(self) -> None:
        try:
            match = await self.parts.run(self.parts.lifecycle.resign, self.match_id, self.token)
        except Exception as error:
            await self.send(Error(problem=to_problem(error, self.lang)))
            return
        self.parts.committed(match.id, match.version)

    async def takeback(self, message: TakebackMessage) -> None:
        lifecycle = self.parts.lifecycle
        command = {
            "request": lifecycle.request_takeback,
            "consent": lifecycle.consent_takeback,
            "decline": lifecycle.decline_takeback,
            "cancel": lifecycle.cancel_takeback,
        }[message.action]
        try:
            match = await self.parts.run(command, self.match_id, self.token)
        except Exception as error:
            await self.send(Error(problem=to_problem(error, self.lang)))
            return
        self.parts.committed(match.id, match.version)


def frame_key(connection: Connection, start: int) -> FrameKey:
    """The key of a stream's frame from ``start`` among those of viewers alike (the organiser's
    frames are live, a spectator's delayed): built once a push, for the look-up and, on a miss,
    the frame's keeping."""
    return (connection.match_id, connection.viewer, start, connection.delay is not None, connection.lang)


@websocket("/api/v1/matches/{match_id:str}/stream")
async def stream(
    socket: WebSocket[Any, Any, Any],
    match_id: FromPath[str],
    after: Annotated[str | None, QueryParameter(description="Resume after this version (a whole number ≥ 0)")] = None,
    token: FromQuery[str | None] = None,
) -> None:
    try:
        parts: StreamParts = socket.app.state.streams
        bearer, subprotocol = token_from(socket, token)
        client = parts.quotas.client(socket)
        chosen = reader_language(socket.headers, socket.query_params.get("lang"))
        await socket.accept(subprotocols=subprotocol)
        socket.scope["headers"] = []  # read: an open stream must not keep its handshake's headers (~1 KB)
        try:
            parts.slots.take(client)
        except MatchError as error:
            await socket.send_text(msgspec.json.encode(Error(problem=to_problem(error, chosen))).decode())
            await socket.close(code=CLOSE_POLICY, reason=error.code)
            return
        try:
            await serve(socket, parts, match_id, bearer, after, chosen)
        finally:
            parts.slots.give_back(client)
    finally:
        forget(socket)  # here, not in a coroutine of its own: one more per open stream cost ~0.2 KiB a socket


def forget(socket: WebSocket[Any, Any, Any]) -> None:
    """The stream is over: litestar's WebSocket wraps its receive and send in closures that refer
    back to it, a cycle that left the socket, and the protocol objects its closures hold, to the
    cycle collector; cut, they are freed at once by their reference counts."""
    del socket.receive, socket.send


async def serve(
    socket: WebSocket[Any, Any, Any],
    parts: StreamParts,
    path_id: str,
    bearer: str | None,
    after: str | None,
    lang: Lang = "en",
) -> None:
    """One accepted stream, from checking who is watching to its end, its words in ``lang``."""
    try:
        match_id = stream_match_id(path_id)
        position = resume_position(after)
        presence = presence_wanted(socket.query_params.get("presence"))
        patching = frames_wanted(socket.query_params.get("frames"))
        deflate_wanted(socket.query_params.get("deflate"))  # taken up in the handshake (server.wsprotocol)
        key = await parts.key(bearer, match_id)
        viewer, delay = await parts.read(match_id, lambda match: watcher(match, key))
    except MatchError as error:
        await socket.send_text(msgspec.json.encode(Error(problem=to_problem(error, lang))).decode())
        await socket.close(code=CLOSE_POLICY, reason=error.code)
        return
    connection = Connection(socket, parts, match_id, viewer, key, position)
    connection.presence = presence
    connection.lang = lang
    connection.patcher = Patcher() if patching else None
    connection.delay = delay
    parts.metrics.websockets.inc()
    parts.channels.watch(match_id, connection)
    try:
        with present(parts.presence, match_id, viewer), opened_with(parts.tokens, bearer, connection):
            await run(connection)
    finally:
        parts.channels.unwatch(match_id, connection)
        parts.metrics.websockets.dec()


@contextlib.contextmanager
def present(presence: PresenceKeeper, match_id: UUID, viewer: Viewer) -> Iterator[None]:
    """A seat's stream counts as its person's presence while it is open; any other stream (a
    spectator's, an auditor's) as the match watched here (``WATCHING``), nobody's presence. Either
    tells the other instances to wake this one for each of the match's moves."""
    seat = viewer.n if isinstance(viewer, Seat) else WATCHING
    presence.opened(match_id, seat)
    try:
        yield
    finally:
        presence.closed(match_id, seat)


@contextlib.contextmanager
def opened_with(tokens: TokenStreams, bearer: str | None, connection: Connection) -> Iterator[None]:
    """A stream opened with a player token is known by the token's id while open, to be closed
    when the token is revoked; any other stream is not."""
    parts = split_token(bearer) if bearer is not None else None
    if bearer is None or parts is None:
        yield
        return
    with tokens.opened(parts[0], bearer, connection, partial(revoked, connection)):
        yield


async def still_valid(connection: Connection) -> bool:
    """Before a stream acts, the player token it was opened with is checked again (it may have
    been revoked on any instance since), and what it holds in the match taken anew; a token gone
    closes the stream (``revoked``). A store that does not answer refuses the message."""
    token = connection.parts.tokens.bearer(connection)
    if token is None:
        return True
    try:
        connection.token = await connection.parts.key(token, connection.match_id)
    except Unauthorized:
        await revoked(connection)
        return False
    except MatchError as error:
        await connection.send(Error(problem=to_problem(error, connection.lang)))
        return False
    return True


async def revoked(connection: Connection) -> None:
    """The player token the stream was opened with is revoked, rotated away or its account
    deleted: an ``error`` (``bad_token``) and close code 1008."""
    problem = to_problem(Unauthorized("bad_token", "This player token is unknown or revoked."), connection.lang)
    with contextlib.suppress(Exception):
        await connection.send(Error(problem=problem))
    with contextlib.suppress(Exception):
        await connection.socket.close(code=CLOSE_POLICY, reason="bad_token")


async def run(connection: Connection) -> None:
    """The first message, then receive until either side stops; a too slow client is closed with
    4008 (by whichever of receiving and pushing found it out)."""
    try:
        await connection.push(connection.after)
    except (WebSocketDisconnect, TimeoutError):
        return
    except MatchError as error:  # the store is unavailable: say so, the client reconnects later
        with contextlib.suppress(Exception):
            await connection.send(Error(problem=to_problem(error, connection.lang)))
            await connection.socket.close(code=CLOSE_UNAVAILABLE, reason=error.code)
        return
    connection.follow()
    try:
        await connection.receive()
    except Exception as error:
        await close_for(connection, error)
    finally:
        await connection.stop()


async def close_for(connection: Connection, error: Exception) -> None:
    """End a stream that failed: 4008 for a client too slow to take its messages, 1011 for a
    server error; a client that left needs nothing."""
    if isinstance(error, WebSocketDisconnect):
        return
    if not isinstance(error, TimeoutError):
        log.warning("stream of %s failed: %r", connection.match_id, error)
    with contextlib.suppress(Exception):  # each code named at its close: the AsyncAPI test reads them
        if isinstance(error, TimeoutError):
            await connection.socket.close(code=CLOSE_SLOW, reason="too slow")
        else:
            await connection.socket.close(code=1011, reason="server error")


def stream_match_id(path_id: str) -> UUID:
    """The match a stream's path names; a malformed id is a problem naming the parameter (the
    router would refuse it before the handshake, with no body at all)."""
    try:
        return UUID(path_id)
    except ValueError:
        raise Invalid("invalid_request", "Malformed path parameter: match_id (expected a UUID).") from None


def resume_position(after: str | None) -> int | None:
    """The version a client resumes after: a whole number from 0, or None for a snapshot."""
    if after is None:
        return None
    if not after.isascii() or not after.isdigit() or len(after) > 10:
        raise Invalid("bad_after", "'after' must be a whole number from 0 (the last version the client has).")
    return int(after)


def presence_wanted(value: str | None) -> bool:
    """Whether the client asked for ``presence`` messages (``presence=true``; absent: no)."""
    if value is None or value in ("false", "0"):
        return False
    if value in ("true", "1"):
        return True
    raise Invalid("bad_presence", "'presence' must be true or false.")


def frames_wanted(value: str | None) -> bool:
    """Whether the client asked for its frames as patches (``frames=patch``; absent or ``whole``: no)."""
    if value is None or value == "whole":
        return False
    if value == "patch":
        return True
    raise Invalid("bad_frames", "'frames' must be whole or patch.")


def deflate_wanted(value: str | None) -> bool:
    """Whether the client asked for permessage-deflate (``deflate=true``; absent: no)."""
    if value is None or value in ("false", "0"):
        return False
    if value in YES:
        return True
    raise Invalid("bad_deflate", "'deflate' must be true or false.")


def version_of(match: Match) -> int:
    return match.version


def timing(match: Match) -> tuple[datetime | None, int, int]:
    """When a delayed match's next held-back event is released by time (None: not by time), its
    version, and the version released now."""
    at = now()
    due = match.spectators.next_release(at) if match.spectators is not None else None
    return due, match.version, released_at(match, at)


def watcher(match: Match, token: Bearer) -> tuple[Viewer, SpectatorDelay | None]:
    """Who the token's holder watches the match as, and with what delay: the spectators' one,
    unless a seat or the organiser."""
    who = caller(match, token)
    viewer: Viewer = Spectator() if who.seat is None else Seat(who.seat)
    delay = match.spectators.delay if match.spectators and delayed(match, who) else None
    return viewer, delay
