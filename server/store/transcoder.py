"""Stored events as JSON, encoded and decoded by msgspec (issue 13; docs/architecture.md §5: events stay readable JSON).

eventsourcing's default ``JSONTranscoder`` walks every value in Python on the way in and calls an
object hook for every dict on the way out; msgspec does both in C. Events here carry primitive
values (game facts are stored as builtins) plus eventsourcing's own ``timestamp``, stored as an
RFC 3339 string and given back as an aware ``datetime``. Ids are stored as strings. Selected with
``TRANSCODER_TOPIC=server.store.transcoder:MsgspecTranscoder``.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import msgspec
from eventsourcing.persistence import Transcoder


class StoredFormatError(ValueError):
    """A stored event this transcoder cannot read."""


class MsgspecTranscoder(Transcoder):
    """Event state to JSON bytes and back."""

    def __init__(self) -> None:
        self._encoder = msgspec.json.Encoder()
        self._decoder = msgspec.json.Decoder()

    def encode(self, obj: Any) -> bytes:
        return self._encoder.encode(obj)

    def decode(self, data: bytes) -> Any:
        state = self._decoder.decode(data)
        timestamp = state.get("timestamp") if isinstance(state, dict) else None
        if isinstance(timestamp, str):
            state["timestamp"] = datetime.fromisoformat(timestamp)
        elif timestamp is not None:  # eventsourcing's own transcoder wrapped it as {"_type_": ...}
            raise StoredFormatError(
                "This store holds events in the earlier format of eventsourcing's JSON transcoder, which this"
                " version no longer reads; start from an empty store."
            )
        return state
