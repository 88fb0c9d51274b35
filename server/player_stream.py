"""The player stream: one WebSocket per player (``/api/v1/players/me/stream``) that tells them what
the outbox holds for them, as it is stored, on whichever instance.

Opened with a player token (the subprotocol ``bearer.<token>`` or ``?token=``); any other token is
refused (``bad_token``, close 1008), and the stream is closed when its token is revoked, rotated
away or its account deleted, as match streams are. Every ``notice`` message carries ``seq``, the
notice's id: ids are given in commit order, so ``after=N`` resumes with every notice of the
player after ``N`` and no gap. Without ``after``, nothing older is sent. A ``ready`` message says
where the stream stands once what was asked for is sent: with ``after``, every notice stored when
the stream opened, on whichever instance it was stored and whether or not this instance's feed has
read it yet.

The stream listens to the feed before it reads the newest stored id: the feed hands on every notice
past its own mark, which is never past that id, so the notices read from the store up to it and
those the feed hands on overlap and leave no gap, and a notice already sent (by its ``seq``) is not
sent again.

While it is open, the player is counted as streaming (``server.push_presence``, written before
``ready``), so Web Push sends them nothing: the stream tells them.
"""

from __future__ import annotations

import asyncio
import contextlib
from functools import partial
from typing import Any

import msgspec
from litestar import WebSocket, websocket
from litestar.exceptions import WebSocketDisconnect
from litestar.params import FromQuery

from igroteka.domain.errors import Invalid, MatchError, Unauthorized
from igroteka.domain.players import is_player_token, split_token
from igroteka.projections.notes import Lang
from igroteka.projections.notices import Notice, notice_text
from igroteka.projections.words import language
from igroteka.server.outbox import NoticeRow
from igroteka.server.problems import to_problem
from igroteka.server.stream import (
    CLOSE_POLICY,
    CLOSE_SLOW,
    Error,
    Ping,
    Pong,
    forget,
    resume_position,
    revoked,
    token_from,
)

PAGE = 500  # notices read a query when resuming


class NoticeMessage(msgspec.Struct, tag="notice"):
    """A notice for the stream's player: ``seq`` (resume after it with ``after``), its sentence in the
    stream's language (``text``) and the notice itself (its ``kind``, ``key`` and what it names)."""

    seq: int
    text: str
    notice: Notice


class Ready(msgspec.Struct, tag="ready"):
    """Every notice asked for is sent (with ``after``: all after it; without: none older); ``seq`` is
    where the stream stands: reconnect with ``after=seq`` (or the last ``notice``'s) to miss none."""

    seq: int


PlayerMessage = NoticeMessage | Ready | Error | Pong
RECEIVED = msgspec.json.Decoder(Ping)


class PlayerConnection:
    """One open player stream: what is to send, in order and once."""

    def __init__(self, socket: WebSocket[Any, Any, Any], lang: Lang, timeout: float) -> None:
        self.socket = socket
        self.lang = lang
        self.timeout = timeout
        self.sent = 0  # the newest notice id sent
        self.queue: asyncio.Queue[NoticeRow] = asyncio.Queue()

    async def send(self, message: PlayerMessage) -> None:
        await asyncio.wait_for(self.socket.send_text(msgspec.json.encode(message).decode()), self.timeout)

    async def notice(self, row: NoticeRow) -> None:
        if row.id <= self.sent:
            return
        self.sent = row.id
        await self.send(NoticeMessage(row.id, notice_text(row.notice, self.lang), row.notice))

    async def pushing(self) -> None:
        while True:
            await self.notice(await self.queue.get())

    async def receiving(self) -> None:
        while True:
            data = await self.socket.receive_data(mode="text")
            try:
                RECEIVED.decode(data)
            except msgspec.DecodeError:
                problem = to_problem(Invalid("invalid_request", "Only `ping` may be sent here."), self.lang)
                await self.send(Error(problem=problem))
                continue
            await self.send(Pong())


@websocket("/api/v1/players/me/stream")
async def player_stream(
    socket: WebSocket[Any, Any, Any], after: FromQuery[str | None] = None, token: FromQuery[str | None] = None
) -> None:
    try:
        await serve(socket, after, token)
    finally:
        forget(socket)


async def serve(socket: WebSocket[Any, Any, Any], after_text: str | None, query_token: str | None) -> None:
    """One player stream, counted among its client's open streams (``ws_per_client``) as match
    streams are."""
    h = socket.app.state.hub
    bearer, subprotocol = token_from(socket, query_token)
    lang = language(socket.headers.get("accept-language"), socket.query_params.get("lang"))
    client = h.quotas.client(socket)
    await socket.accept(subprotocols=subprotocol)
    socket.scope["headers"] = []
    try:
        h.streams.slots.take(client)
    except MatchError as error:
        await socket.send_text(msgspec.json.encode(Error(problem=to_problem(error, lang))).decode())
        await socket.close(code=CLOSE_POLICY, reason=error.code)
        return
    try:
        await opened(socket, h, bearer, after_text, lang)
    finally:
        h.streams.slots.give_back(client)


async def opened(
    socket: WebSocket[Any, Any, Any], h: Any, bearer: str | None, after_text: str | None, lang: Lang
) -> None:
    """An accepted player stream: its token and ``after`` checked, then its notices until it ends."""
    try:
        after = resume_position(after_text)
        if bearer is None or not is_player_token(bearer):
            raise Unauthorized("bad_token", "The player stream takes a player token.")
        player = await h.player_of(bearer)
        parts = split_token(bearer)
        assert parts is not None
    except MatchError as error:
        await socket.send_text(msgspec.json.encode(Error(problem=to_problem(error, lang))).decode())
        await socket.close(code=CLOSE_POLICY, reason=error.code)
        return
    connection = PlayerConnection(socket, lang, h.settings.ws_send_timeout)
    noticing = h.noticing
    with (
        noticing.feed.listening(player, connection.queue.put_nowait),
        h.tokens.opened(parts[0], bearer, connection, partial(revoked, connection)),
    ):
        try:
            await h.run(noticing.streams.write, player, len(noticing.feed.listeners[player]))  # before ready
            await resume(connection, h, player, after)
            await run(connection)
        except (WebSocketDisconnect, TimeoutError) as error:
            if isinstance(error, TimeoutError):
                with contextlib.suppress(Exception):
                    await socket.close(code=CLOSE_SLOW, reason="too slow")
        except MatchError as error:
            with contextlib.suppress(Exception):
                await connection.send(Error(problem=to_problem(error, lang)))
                await socket.close(code=1013, reason=error.code)
    with contextlib.suppress(Exception):  # a failed write is made right by the next heartbeat
        await h.run(noticing.streams.write, player, len(noticing.feed.listeners.get(player, ())))


async def resume(connection: PlayerConnection, h: Any, player: str, after: int | None) -> None:
    """Send the player's notices after ``after`` up to the newest notice stored now, then ``ready``
    (the feed, listened to already, hands on what follows; the connection drops what it sent)."""
    outbox = h.noticing.outbox
    last = await h.run(outbox.last)
    connection.sent = last if after is None else after
    while connection.sent < last:
        rows = await h.run(outbox.after, player, connection.sent, last, PAGE)
        for row in rows:
            await connection.notice(row)
        if len(rows) < PAGE:
            break
    connection.sent = max(connection.sent, last)
    await connection.send(Ready(connection.sent))


async def run(connection: PlayerConnection) -> None:
    """Push and receive until either side stops."""
    tasks = [asyncio.ensure_future(connection.pushing()), asyncio.ensure_future(connection.receiving())]
    try:
        done, _ = await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
        for task in done:
            task.result()
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
