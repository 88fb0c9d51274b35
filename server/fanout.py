"""This process's open match streams, by channel (one per match): what a commit's notice reaches.

A notice is handed straight to each stream's ``notify`` on the event loop: no per-socket
subscription, queue, JSON decode or task while a stream is idle. A stream that is behind starts one
short push of its own (``server.stream.Connection``), so an idle crowd costs memory only.
"""

from __future__ import annotations

from typing import Any, Protocol


class Watcher(Protocol):
    def notify(self, version: int, at: float) -> None:
        """The match reached ``version`` (committed at ``at``, epoch seconds); must not block."""
        ...

    def present(self, seats: list[int]) -> None:
        """The seats whose persons are connected changed; must not block."""
        ...


class Watchers:
    """Streams by channel; ``publish`` has the shape of litestar's ``ChannelsPlugin.publish``, so
    the hub publishes a notice the same way whoever listens (event-loop use only)."""

    def __init__(self) -> None:
        self._by_channel: dict[str, set[Watcher]] = {}

    def watch(self, channel: str, watcher: Watcher) -> None:
        self._by_channel.setdefault(channel, set()).add(watcher)

    def unwatch(self, channel: str, watcher: Watcher) -> None:
        watchers = self._by_channel.get(channel)
        if watchers is not None:
            watchers.discard(watcher)
            if not watchers:
                del self._by_channel[channel]

    def publish(self, data: dict[str, Any], channel: str) -> None:
        """Hand a notice (``version``, ``at``; or ``presence``: the connected seats) to every stream
        of the channel."""
        for watcher in tuple(self._by_channel.get(channel, ())):
            if "presence" in data:
                watcher.present(data["presence"])
            else:
                watcher.notify(data["version"], data["at"])
