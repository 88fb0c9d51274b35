"""Match affinity between the worker processes of one server (``igroteka serve --workers K``).

The K workers accept on one shared socket, so the kernel, not the match, picks a connection's
worker. A match whose streams are spread over two workers costs both: each decides the moves of
its own sockets, first reading what the other stored, and a move's frames reach the other
worker's sockets only through that worker's log follower. So every match has an owner, the
worker in slot ``match id mod K``, and a stream's connection that reaches another worker is handed
to the owner once its request is read and before it is answered: the socket goes over a Unix
socket (SCM_RIGHTS) with the request's bytes, and the owner serves it as if it had accepted it.

A new match is placed on the worker that streams the fewest matches: the creating worker picks
its id so that its owner is that worker (``Owners.new_match_id``), reading each worker's count
from a small file they all map. Ids at random would let the workers' shares drift apart for
good: a worker with more matches plays each of them slower, so they last longer and it keeps more
(in a run at 100 matches, 43 / 57 matches played in the first second, 35 / 79 in the tenth, and
the larger share's moves reached the opponent in twice the time).

The owner is an optimisation, never needed for correctness (instances are safe on one store): a
connection whose owner cannot take it (not listening yet, gone, its queue full) is served where
it landed, and a handed connection is never handed again. Each worker takes its slot with a lock
file, so a worker that uvicorn starts again takes the slot of the one that died. A worker listens
for handed streams from its start (``listen_early``), served by the protocol factory, with the
server's state, that uvicorn serves its own connections with.

What one process of the server does for all of them is done by the worker in slot 0
(``Owners.derives``): the outbox's derivation of notices from the log, which every worker would
otherwise read and judge in full, each pass but one thrown away (docs/architecture.md §41).
"""

from __future__ import annotations

import array
import asyncio
import fcntl
import functools
import logging
import mmap
import os
import random
import re
import socket
import struct
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any
from uuid import UUID

from uvicorn.config import Config
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
from uvicorn.server import Server, ServerState

DIRECTORY = "IGROTEKA_WORKER_DIRECTORY"  # set by ``serve --workers K`` for its workers
COUNT = "IGROTEKA_WORKER_COUNT"
STREAM = re.compile(rb"/api/v1/matches/([0-9A-Fa-f-]{32,36})/stream(?:\?|$)")
MAX_REQUEST = 64 * 1024  # a bigger request is served where it landed
LOADS = "loads"  # each slot's count of the matches it streams, mapped by every worker
LOAD = struct.Struct("<q")
PLACED_FOR = 1.0  # seconds a match this worker placed counts on its slot: its streams may not show yet

log = logging.getLogger("igroteka.affinity")


def match_of(url: bytes) -> UUID | None:
    """The match whose stream the request URL asks for, if it is one."""
    found = STREAM.match(url)
    if found is None:
        return None
    try:
        return UUID(found[1].decode("ascii"))
    except ValueError:
        return None


def take_slot(directory: Path, count: int) -> tuple[int, int] | None:
    """The first of the ``count`` slots no live worker holds, with its lock file's descriptor
    (kept open: the lock lasts as long as this process)."""
    for slot in range(count):
        fd = os.open(directory / f"{slot}.lock", os.O_CREAT | os.O_RDWR, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            continue
        return slot, fd
    return None


def map_loads(path: Path, count: int) -> mmap.mmap:
    """The slots' counts of streamed matches: one file, made by the first worker, mapped by all."""
    fd = os.open(path, os.O_CREAT | os.O_RDWR, 0o600)
    try:
        if os.fstat(fd).st_size < count * LOAD.size:
            os.ftruncate(fd, count * LOAD.size)
        return mmap.mmap(fd, count * LOAD.size)
    finally:
        os.close(fd)


class Owners:
    """This worker's slot, the hand-over of streams to their match's owner, and the inbox of the
    streams handed to this worker. Streams go over a connected SEQPACKET socket per owner: a
    datagram socket's queue holds 10 messages (``net.unix.max_dgram_qlen``), fewer than the
    streams a crowd reconnecting at once hands over."""

    def __init__(self, directory: Path, count: int) -> None:
        self.directory = directory
        self.count = count
        taken = take_slot(directory, count)
        self.slot = taken[0] if taken is not None else None  # None: it only hands streams over
        self._lock = taken[1] if taken is not None else None  # held open: the slot is ours while it is
        self._owners: dict[int, socket.socket] = {}  # connected to each owner handed a stream so far
        self._inbox: socket.socket | None = None
        self._arriving: set[asyncio.Task[None]] = set()
        self._loads = map_loads(directory / LOADS, count)
        self._placed: deque[tuple[float, int]] = deque()  # (when, slot) of each match placed lately
        self._placing = threading.Lock()  # matches are created in worker threads
        self.streaming(0)  # the count a dead predecessor in this slot left is not ours
        if self.slot is not None:  # who holds the slot now, for the others to tell it is alive
            (directory / f"{self.slot}.pid").write_text(str(os.getpid()))

    @property
    def listening(self) -> bool:
        """Whether handed streams are taken (or this worker can take none)."""
        return self._inbox is not None or self.slot is None

    def derives(self) -> bool:
        """Whether this worker runs the outbox's derivation, which one worker of the server does for
        all: the worker in slot 0, another only while no live process holds slot 0 (its worker died
        and its successor has not started yet), and a worker holding no slot always. Two deriving
        at once is safe (the position row decides), only wasteful."""
        if self.slot in (0, None):
            return True
        try:
            leader = int((self.directory / "0.pid").read_text())
            os.kill(leader, 0)
        except (OSError, ValueError):  # no slot 0 yet, or its holder is gone
            return True
        return False

    def streaming(self, matches: int) -> None:
        """This worker now streams ``matches`` matches: what placing new ones weighs."""
        if self.slot is not None:
            LOAD.pack_into(self._loads, self.slot * LOAD.size, matches)

    def loads(self) -> list[int]:
        """How many matches each slot's worker streams, as each last told."""
        return [LOAD.unpack_from(self._loads, slot * LOAD.size)[0] for slot in range(self.count)]

    def new_match_id(self) -> UUID:
        """A new match's id, owned by the slot streaming the fewest matches, counting those this
        worker placed in the last ``PLACED_FOR`` seconds (their streams may not be open yet)."""
        with self._placing:
            now = time.monotonic()
            while self._placed and self._placed[0][0] < now - PLACED_FOR:
                self._placed.popleft()
            loads = self.loads()
            for _, slot in self._placed:
                loads[slot] += 1
            target = random.choice([slot for slot, load in enumerate(loads) if load == min(loads)])
            self._placed.append((now, target))
        while (match_id := uuid.uuid4()).int % self.count != target:
            pass
        return match_id

    def path(self, slot: int) -> str:
        return str(self.directory / f"{slot}.sock")

    def hand(self, url: bytes, request: bytes, transport: asyncio.BaseTransport) -> bool:
        """Hand the connection of a stream request to the worker owning its match: True once
        sent (the caller closes its end), False when it is served here."""
        match_id = match_of(url)
        if match_id is None or len(request) > MAX_REQUEST:
            return False
        owner = match_id.int % self.count
        connection = transport.get_extra_info("socket")
        if owner == self.slot or connection is None:
            return False
        to_owner = self._owners.get(owner) or self._connect(owner)
        if to_owner is None:
            return False
        rights = [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", [connection.fileno()]))]
        try:
            to_owner.sendmsg([request], rights)
        except BlockingIOError:  # the owner is behind: this one stays here
            return False
        except OSError:  # the owner is gone: its successor is connected to next time
            self._owners.pop(owner, None)
            to_owner.close()
            return False
        return True

    def _connect(self, owner: int) -> socket.socket | None:
        to_owner = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        to_owner.setblocking(False)
        try:
            to_owner.connect(self.path(owner))
        except OSError:  # not listening (yet, or any more), or its backlog is full
            to_owner.close()
            return None
        self._owners[owner] = to_owner
        return to_owner

    def listen(self, protocol: Callable[[], asyncio.Protocol], loop: asyncio.AbstractEventLoop) -> None:
        """Take the streams handed to this worker from now on, each served by a new ``protocol``."""
        if self.listening:
            return
        assert self.slot is not None
        path = self.path(self.slot)
        inbox = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            Path(path).unlink(missing_ok=True)  # the socket of the slot's previous holder
            inbox.bind(path)
            inbox.listen(self.count * 4)
        except OSError as error:  # a path too long for a Unix socket, a folder not ours: no owner here
            log.warning("worker slot %s takes no streams: %s", self.slot, error)
            inbox.close()
            self.slot = None
            return
        inbox.setblocking(False)
        loop.add_reader(inbox.fileno(), self._accept, protocol, loop)
        self._inbox = inbox

    def _accept(self, protocol: Callable[[], asyncio.Protocol], loop: asyncio.AbstractEventLoop) -> None:
        """Another worker connected: read the streams it hands over."""
        assert self._inbox is not None
        while True:
            try:
                worker, _ = self._inbox.accept()
            except BlockingIOError:
                return
            worker.setblocking(False)
            loop.add_reader(worker.fileno(), self._receive, worker, protocol, loop)

    def _receive(
        self, worker: socket.socket, protocol: Callable[[], asyncio.Protocol], loop: asyncio.AbstractEventLoop
    ) -> None:
        while True:
            try:
                request, fds, flags, _ = socket.recv_fds(worker, MAX_REQUEST, 1)
            except BlockingIOError:
                return
            except OSError:
                request, fds, flags = b"", [], 0
            if not request and not fds:  # that worker is gone
                loop.remove_reader(worker.fileno())
                worker.close()
                return
            if len(fds) != 1 or flags & (socket.MSG_TRUNC | socket.MSG_CTRUNC):
                for fd in fds:
                    os.close(fd)
                continue
            task = loop.create_task(self._serve(socket.socket(fileno=fds[0]), request, protocol, loop))
            self._arriving.add(task)
            task.add_done_callback(self._arriving.discard)

    async def _serve(
        self,
        connection: socket.socket,
        request: bytes,
        protocol: Callable[[], asyncio.Protocol],
        loop: asyncio.AbstractEventLoop,
    ) -> None:
        connection.setblocking(False)
        try:
            _, served = await loop.connect_accepted_socket(protocol, connection)
        except OSError as error:  # the client went away meanwhile
            log.info("a handed stream was gone", extra={"code": type(error).__name__})
            connection.close()
            return
        served.data_received(request)  # type: ignore[attr-defined]


@functools.cache
def owners() -> Owners | None:
    """This worker's ``Owners`` when the server runs several workers, else None."""
    directory, count = os.environ.get(DIRECTORY), int(os.environ.get(COUNT) or 1)
    return Owners(Path(directory), count) if directory and count > 1 else None


def listen_early() -> None:
    """Take handed streams from the worker's start, not from its first connection: the protocol
    factory is built here from the worker's uvicorn ``Server``, whose ``serve`` is the coroutine
    of the loop's main task. Where that is not found (another layout of uvicorn), the first
    connection starts listening. Called from the app's start-up, once the server has its state
    and its lifespan's."""
    owned = owners()
    if owned is None:
        return
    for task in asyncio.all_tasks():
        frame = getattr(task.get_coro(), "cr_frame", None)
        server = frame.f_locals.get("self") if frame is not None else None
        if isinstance(server, Server) and getattr(server, "lifespan", None) is not None:
            handed = handed_protocol(server.config, server.server_state, server.lifespan.state)
            owned.listen(handed, asyncio.get_running_loop())
            return


def handed_protocol(
    config: Config, server_state: ServerState, app_state: dict[str, Any]
) -> Callable[[], asyncio.Protocol]:
    """What serves a handed stream: the server's own HTTP protocol, with its state, never handing on."""
    return functools.partial(
        config.http_protocol_class, config=config, server_state=server_state, app_state=app_state, handed=True
    )


def request_bytes(method: str, url: bytes, headers: list[tuple[bytes, bytes]]) -> bytes:
    """The request again, as uvicorn hands it to its WebSocket protocol."""
    lines = [method.encode(), b" ", url, b" HTTP/1.1\r\n"]
    for name, value in headers:
        lines += [name, b": ", value, b"\r\n"]
    lines.append(b"\r\n")
    return b"".join(lines)


class HttpProtocol(HttpToolsProtocol):
    """uvicorn's HTTP protocol, handing a stream's connection to its match's owner (``Owners``);
    with one worker it is uvicorn's."""

    def __init__(
        self,
        config: Config,
        server_state: ServerState,
        app_state: dict[str, Any],
        _loop: asyncio.AbstractEventLoop | None = None,
        handed: bool = False,
    ) -> None:
        super().__init__(config, server_state, app_state, _loop)
        self.handed = handed
        self.owners = owners()
        if self.owners is not None and not self.owners.listening:
            self.owners.listen(handed_protocol(config, server_state, app_state), self.loop)

    def handle_websocket_upgrade(self) -> None:
        if self.owners is not None and not self.handed:
            request = request_bytes(self.scope["method"], self.url, self.scope["headers"])
            if self.owners.hand(self.url, request, self.transport):
                self.connections.discard(self)
                self.transport.close()
                return
        super().handle_websocket_upgrade()
