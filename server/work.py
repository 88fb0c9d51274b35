"""The callables the composition root (``server.hub``) hands the process's parts: blocking store
work in a worker thread, a projection of a match, and the announcement of a commit."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Protocol, TypeVar
from uuid import UUID

from domain.match import Match

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
