"""Stored events as MessagePack, encoded and decoded by msgspec (issue 13).

eventsourcing's default ``JSONTranscoder`` walks every value in Python on the way in and calls an
object hook for every dict on the way out; msgspec does both in C. Events here carry primitive
values (game facts are stored as builtins) plus eventsourcing's own ``timestamp``, which MessagePack
keeps as a timestamp and gives back as an aware ``datetime``. Ids are stored as strings. Selected
with ``TRANSCODER_TOPIC=store.transcoder:MsgspecTranscoder``.
"""

from __future__ import annotations

from typing import Any

import msgspec
from eventsourcing.persistence import Transcoder

JSON_OPENING = b"{"  # every event the JSON transcoder stored begins with its object


class StoredFormatError(ValueError):
    """A stored event this transcoder cannot read."""


class MsgspecTranscoder(Transcoder):
    """Event state to MessagePack bytes and back."""

    def __init__(self) -> None:
        self._encoder = msgspec.msgpack.Encoder()
        self._decoder = msgspec.msgpack.Decoder()

    def encode(self, obj: Any) -> bytes:
        return self._encoder.encode(obj)

    def decode(self, data: bytes) -> Any:
        if data.startswith(JSON_OPENING):
            raise StoredFormatError(
                "This store holds events in the earlier JSON format, which this version no longer reads;"
                " start from an empty store."
            )
        return self._decoder.decode(data)
