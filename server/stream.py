"""The WebSocket stream of a match (DESIGN §7, §8).

On connect: a ``snapshot`` (or, with ``after=N``, the ``events`` since N), then one ``events``
message per commit, read from the match on each notice, so lost or coalesced notices cost nothing.
Clients may send ``move`` and ``ping``; a slow client is disconnected instead of slowing anyone.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator
from datetime import datetime
from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec
from litestar import WebSocket, websocket
from litestar.channels import ChannelsPlugin
from litestar.di import NamedDependency
from litestar.exceptions import WebSocketDisconnect
from litestar.params import FromPath, FromQuery, QueryParameter

from domain.delay import SpectatorDelay
from domain.engine import Seat, Spectator, Viewer
from domain.errors import Invalid, MatchError, Unavailable
from domain.match import Match
from domain.matches import MatchService
from projections.delay import delayed, now, spectator_feed, spectator_view
from projections.feed import FeedItem, feed
from projections.views import View, view
from server.hub import Hub, channel
from server.problems import Problem, to_problem
from server.schemas import MoveRequest

log = logging.getLogger("igroteka.stream")

PROTOCOL = "igroteka.v1"
CLOSE_POLICY, CLOSE_TOO_BIG, CLOSE_UNAVAILABLE, CLOSE_SLOW = 1008, 1009, 1013, 4008


class Snapshot(msgspec.Struct, tag="snapshot"):
    """The viewer's view of the match now: the first message of a stream opened without ``after``."""

    game: str
    version: int
    view: View


class EventsMessage(msgspec.Struct, tag="events"):
    """What happened since the client's last message, and the viewer's view after it.

    The view carries the table, to_act, status and (once finished) the outcome, so a client renders
    without another request. ``version`` is the match version the message brings the viewer to.
    ``events`` may be empty: the match moved on by steps this viewer may not see (a hidden
    placement, a private deck choice); ``version`` and ``view`` are current all the same."""

    game: str
    version: int
    events: list[FeedItem]
    view: View


class Ack(msgspec.Struct, tag="ack"):
    """A move sent over this socket was committed; its events follow in an ``events`` message."""

    move_id: UUID
    version: int


class Error(msgspec.Struct, tag="error"):
    """A refused message or move (with its ``move_id``); the socket stays open unless a close follows."""

    problem: Problem
    move_id: UUID | None = None


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
ServerMessage = Snapshot | EventsMessage | Ack | Error | Pong | PresenceMessage


def token_from(socket: WebSocket[Any, Any, Any], query_token: str | None) -> tuple[str | None, str | None]:
    """The bearer token (query ``token`` or subprotocol ``bearer.<token>``) and the subprotocol to accept."""
    offered = [p.strip() for p in socket.headers.get("sec-websocket-protocol", "").split(",") if p.strip()]
    token = query_token
    for protocol in offered:
        if protocol.startswith("bearer."):
            token = protocol.removeprefix("bearer.")
    return token, (PROTOCOL if PROTOCOL in offered else None)


class Connection:
    """One client's stream: sends are serialised, each bounded by a timeout. ``delay``: the
    spectators' delay this client watches the match with (None: live), so every message it gets
    stops at the match's released version."""

    delay: SpectatorDelay | None = None

    def __init__(
        self,
        socket: WebSocket[Any, Any, Any],
        hub: Hub,
        match_id: UUID,
        viewer: Viewer,
        token: str | None,
        after: int | None,
    ) -> None:
        self.socket = socket
        self.after = after
        self.hub = hub
        self.service: MatchService = hub.service
        self.match_id = match_id
        self.viewer = viewer
        self.token = token
        self.sent = 0
        self._send_lock = asyncio.Lock()
        self.presence = False  # whether to send ``presence`` messages (asked for with presence=true)

    async def send(self, message: ServerMessage) -> None:
        await self.send_text(msgspec.json.encode(message).decode())

    async def send_text(self, data: str) -> None:
        async with self._send_lock:
            await asyncio.wait_for(self.socket.send_text(data), self.hub.settings.ws_send_timeout)

    async def push(self, after: int | None, notified: int = 0) -> None:
        """Send what happened since the last push (or a snapshot when there is no position yet).

        Frames are shared: viewers alike at the same position (a crowd of spectators) get the
        text the first of them read, as long as it reaches the notified version — on a resume,
        the version current at connect, so a frame cached earlier for the same position is
        never taken for the whole catch-up.
        """
        if after is None and self.sent == 0:
            snapshot = await self.hub.read(self.match_id, self._snapshot)
            self.sent = snapshot.version
            await self.send(snapshot)
            return
        start = self.sent if self.sent else (after or 0)
        if not self.sent:  # resuming: the first message reaches the version current at connect
            notified = max(notified, await self.hub.read(self.match_id, version_of, fresh=True))
        key = (self.match_id, self._lens(), start)
        cached = self.hub.frames.get(key)
        if cached is None or cached[0] < notified:
            cached = await self.hub.read(self.match_id, lambda match: self._events(match, start), notified)
            self.hub.frames.put(key, cached)
        version, text = cached
        if version > self.sent:
            self.sent = version
            await self.send_text(text)

    def _lens(self) -> bytes:
        """Who the frames are for: the viewer, and whether it watches with the spectators' delay
        (the organiser is a live spectator: its frames are never a delayed spectator's)."""
        return msgspec.json.encode(self.viewer) + (b" delayed" if self.delay is not None else b"")

    def _snapshot(self, match: Match) -> Snapshot:
        if self.delay is not None:
            shown = spectator_view(match)
            return Snapshot(game=match.game, version=shown.version, view=shown)
        return Snapshot(game=match.game, version=match.version, view=view(match, self.viewer))

    def _events(self, match: Match, start: int) -> tuple[int, str]:
        if self.delay is not None:
            version, items = spectator_feed(match, start)  # the view at that very version
            shown = EventsMessage(game=match.game, version=version, events=items, view=spectator_view(match, version))
            return version, msgspec.json.encode(shown).decode()
        message = EventsMessage(
            game=match.game,
            version=match.version,
            events=feed(match, self.viewer, start),
            view=view(match, self.viewer),
        )
        return message.version, msgspec.json.encode(message).decode()

    async def follow(self, subscriber: Any) -> None:
        """One push per notice; notices that pile up while a push runs are coalesced by the
        subscriber's bounded backlog. A store hiccup skips a push: the next notice catches up."""
        async for data in subscriber.iter_events():
            notice = msgspec.json.decode(data)
            if "presence" in notice:  # only to a stream opened with presence=true
                if self.presence:
                    await self.send(PresenceMessage(connected=notice["presence"]))
                continue
            try:
                await self.push(self.sent, notice["version"])
            except Unavailable:
                continue
            self.hub.metrics.fanout_lag.observe(max(0.0, time.time() - notice["at"]))

    async def follow_delayed(self, subscriber: Any) -> None:
        """``follow`` for a spectator of a match delayed by seconds: a push on each notice, and one
        when the next held-back event comes of age (scheduled from its stored time, no polling)."""
        notices = subscriber.iter_events().__aiter__()
        notified = await self.hub.read(self.match_id, version_of)
        waiting: asyncio.Future[Any] = asyncio.ensure_future(anext(notices))
        try:
            while True:
                try:  # the version too: a frame cached before the last commit is never taken as current
                    due, version, released = await self.hub.read(self.match_id, timing)
                    notified = max(notified, version)
                except Unavailable:  # the next notice tries again
                    due, released = None, 0
                if released > self.sent:  # released since the last push looked (a timer fires early or late)
                    due = now()
                timeout = None if due is None else max(0.0, (due - now()).total_seconds())
                done, _ = await asyncio.wait({waiting}, timeout=timeout)
                if waiting in done:
                    if waiting.exception() is not None:  # the subscription ended
                        return
                    notified = max(notified, msgspec.json.decode(waiting.result())["version"])
                    waiting = asyncio.ensure_future(anext(notices))
                with contextlib.suppress(Unavailable):
                    await self.push(self.sent, notified)
        finally:
            waiting.cancel()

    async def receive(self) -> None:
        limit = self.hub.settings.max_frame_bytes
        while True:
            data = await self.socket.receive_data(mode="text")
            if len(data) > limit:
                await self.socket.close(code=CLOSE_TOO_BIG, reason="frame too large")
                return
            await self.handle(data)

    async def handle(self, data: str | bytes) -> None:
        try:
            message = msgspec.json.decode(data, type=ClientMessage)
        except (msgspec.ValidationError, msgspec.DecodeError, RecursionError) as error:
            await self.send(Error(problem=to_problem(error)))
            return
        if isinstance(message, Ping):
            await self.send(Pong())
            return
        if isinstance(message, ResignMessage):
            await self.resign()
            return
        if isinstance(message, TakebackMessage):
            await self.takeback(message)
            return
        request = MoveRequest(move_id=message.move_id, move=message.move, expected_version=message.expected_version)
        try:
            accepted = await self.hub.move(self.match_id, self.token, request)
        except Exception as error:
            await self.send(Error(problem=to_problem(error), move_id=message.move_id))
            return
        await self.send(Ack(move_id=message.move_id, version=accepted.version))

    async def resign(self) -> None:
        try:
            match = await self.hub.run(self.hub.lifecycle.resign, self.match_id, self.token)
        except Exception as error:
            await self.send(Error(problem=to_problem(error)))
            return
        self.hub.committed(match.id, match.version)

    async def takeback(self, message: TakebackMessage) -> None:
        lifecycle = self.hub.lifecycle
        command = {
            "request": lifecycle.request_takeback,
            "consent": lifecycle.consent_takeback,
            "decline": lifecycle.decline_takeback,
            "cancel": lifecycle.cancel_takeback,
        }[message.action]
        try:
            match = await self.hub.run(command, self.match_id, self.token)
        except Exception as error:
            await self.send(Error(problem=to_problem(error)))
            return
        self.hub.committed(match.id, match.version)


@websocket("/api/v1/matches/{match_id:str}/stream")
async def stream(
    socket: WebSocket[Any, Any, Any],
    match_id: FromPath[str],
    channels: NamedDependency[ChannelsPlugin],
    after: Annotated[str | None, QueryParameter(description="Resume after this version (a whole number ≥ 0)")] = None,
    token: FromQuery[str | None] = None,
) -> None:
    hub: Hub = socket.app.state.hub
    bearer, subprotocol = token_from(socket, token)
    client = hub.quotas.client(socket)
    await socket.accept(subprotocols=subprotocol)
    try:
        hub.streams.take(client)
    except MatchError as error:
        await socket.send_text(msgspec.json.encode(Error(problem=to_problem(error))).decode())
        await socket.close(code=CLOSE_POLICY, reason=error.code)
        return
    try:
        await serve(socket, hub, channels, match_id, bearer, after)
    finally:
        hub.streams.give_back(client)


async def serve(
    socket: WebSocket[Any, Any, Any],
    hub: Hub,
    channels: ChannelsPlugin,
    path_id: str,
    bearer: str | None,
    after: str | None,
) -> None:
    """One accepted stream, from checking who is watching to its end."""
    try:
        match_id = stream_match_id(path_id)
        position = resume_position(after)
        presence = presence_wanted(socket.query_params.get("presence"))
        viewer = await hub.run(resolve_viewer, hub.service, match_id, bearer)
        delay = await hub.run(delay_of, hub.service, match_id, bearer)
    except MatchError as error:
        await socket.send_text(msgspec.json.encode(Error(problem=to_problem(error))).decode())
        await socket.close(code=CLOSE_POLICY, reason=error.code)
        return
    connection = Connection(socket, hub, match_id, viewer, bearer, position)
    connection.presence = presence
    connection.delay = delay
    hub.metrics.websockets.inc()
    try:
        async with channels.start_subscription([channel(match_id)]) as subscriber, present(hub, match_id, viewer):
            await run(connection, subscriber)
    finally:
        hub.metrics.websockets.dec()


@contextlib.asynccontextmanager
async def present(hub: Hub, match_id: UUID, viewer: Viewer) -> AsyncIterator[None]:
    """A seat's stream counts as its person's presence while it is open (spectators' do not)."""
    if not isinstance(viewer, Seat):
        yield
        return
    await hub.presence.opened(match_id, viewer.n)
    try:
        yield
    finally:
        await hub.presence.closed(match_id, viewer.n)


async def run(connection: Connection, subscriber: Any) -> None:
    """Push and receive until either side stops; a too slow client is closed with 4008."""
    try:
        await connection.push(connection.after)
    except (WebSocketDisconnect, TimeoutError):
        return
    except MatchError as error:  # the store is unavailable: say so, the client reconnects later
        with contextlib.suppress(Exception):
            await connection.send(Error(problem=to_problem(error)))
            await connection.socket.close(code=CLOSE_UNAVAILABLE, reason=error.code)
        return
    timed = connection.delay is not None and connection.delay.seconds > 0
    follow = connection.follow_delayed if timed else connection.follow
    tasks = [asyncio.create_task(follow(subscriber)), asyncio.create_task(connection.receive())]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    error = next((t.exception() for t in done if t.exception() is not None), None)
    if isinstance(error, TimeoutError):
        with contextlib.suppress(Exception):
            await connection.socket.close(code=CLOSE_SLOW, reason="too slow")
    elif error is not None and not isinstance(error, WebSocketDisconnect):
        log.warning("stream of %s failed: %r", connection.match_id, error)
        with contextlib.suppress(Exception):
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


def version_of(match: Match) -> int:
    return match.version


def timing(match: Match) -> tuple[datetime | None, int, int]:
    """When a delayed match's next held-back event is released by time (None: not by time), its
    version, and the version released now."""
    at = now()
    due = match.spectators.next_release(at) if match.spectators is not None else None
    return due, match.version, match.released(at)


def delay_of(service: MatchService, match_id: UUID, token: str | None) -> SpectatorDelay | None:
    """The delay this token's holder watches the match with: the spectators' one, unless a seat or the organiser."""
    with service.reading(match_id) as match:
        return match.spectators.delay if match.spectators and delayed(match, service.caller(match, token)) else None


def resolve_viewer(service: MatchService, match_id: UUID, token: str | None) -> Viewer:
    with service.reading(match_id) as match:
        seat = service.caller(match, token).seat
    return Spectator() if seat is None else Seat(seat)
