"""The callables the composition root (``server.hub``) hands the process's parts: blocking store
work in a worker thread (``StoreThreads.run``), a projection of a match, and the announcement of a
commit."""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
from collections.abc import Awaitable, Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Protocol, TypeVar
from uuid import UUID

from igroteka.domain.errors import Unavailable
from igroteka.domain.match import Match

T = TypeVar("T")

Run = Callable[..., Awaitable[Any]]  # fn(*args) in a worker thread, 503 past the store deadline (``Hub.run``)
Committed = Callable[[UUID, int], None]  # a commit of this process (match, version): announce it


class Read(Protocol):
    def __call__(
        self, match_id: UUID, fn: Callable[[Match], T], at_least: int = 0, fresh: bool = False
    ) -> Awaitable[T]:
        """``fn`` of the match at ``at_least`` or later; ``fresh``: with other instances' appends
        read first (``Hub.read``)."""
        ...


class StoreThreads:
    """Worker threads for blocking store work, each piece answered with 503 when it outlasts
    ``deadline`` seconds (``timed_out`` counts it)."""

    def __init__(self, threads: int, deadline: float, timed_out: Callable[[], None]) -> None:
        self.pool = ThreadPoolExecutor(threads, thread_name_prefix="store")
        self.deadline = deadline
        self.timed_out = timed_out

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)

    def timeout(self) -> Unavailable:
        """The store outlasted the deadline (counted): the request may still complete."""
        self.timed_out()
        return Unavailable(
            "store_timeout", "The event store did not answer in time; retry with the same move_id or claim_id."
        )

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """Run blocking store work in a thread, answering 503 when it outlasts the deadline.

        The thread is abandoned, not killed: a move may still commit after its 503, and the
        client's retry with the same move_id then returns the committed result. A hop is a
        submission to the pool and one callback back on the loop: anyio's ``to_thread`` under
        ``asyncio.wait_for`` took ~0.1 ms more of the loop's CPU (cancel scopes, a capacity
        limiter, a timeout task), and a match's set-up makes six hops or more.
        """
        loop = asyncio.get_running_loop()
        answer: asyncio.Future[T] = loop.create_future()

        def settle(done: Future[T]) -> None:  # on the loop
            if answer.done():  # the deadline passed
                return
            if done.cancelled():  # the hub stopped before the work began
                answer.cancel()
                return
            error = done.exception()
            if error is not None:
                answer.set_exception(error)
            else:
                answer.set_result(done.result())

        def expire() -> None:
            if not answer.done():
                answer.set_exception(self.timeout())

        def hand_back(done: Future[T]) -> None:  # on the worker thread
            with contextlib.suppress(RuntimeError):  # the loop is closed: nobody waits any more
                loop.call_soon_threadsafe(settle, done)

        # the thread's log lines carry the request's id (a context variable)
        work = self.pool.submit(contextvars.copy_context().run, fn, *args)
        work.add_done_callback(hand_back)
        deadline = loop.call_later(self.deadline, expire)  # a timer, not a task cancellation
        try:
            return await answer
        finally:
            deadline.cancel()
