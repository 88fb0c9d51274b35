"""Stored events as MessagePack (store.transcoder): what goes in comes back, an old record is refused."""

from __future__ import annotations

import json

import pytest

from domain.match import Match
from store.transcoder import MsgspecTranscoder, StoredFormatError


def test_event_state_round_trips_with_its_aware_timestamp() -> None:
    transcoder = MsgspecTranscoder()
    state = {
        "timestamp": Match.Event.create_timestamp(),
        "seat": None,
        "fact": {"kind": "дача", "cards": ["a", "b"], "n": 3, "ok": True},
    }
    assert transcoder.decode(transcoder.encode(state)) == state


def test_an_event_stored_by_the_json_transcoder_is_refused_with_a_clear_message() -> None:
    with pytest.raises(StoredFormatError, match="earlier JSON format"):
        MsgspecTranscoder().decode(json.dumps({"seat": 1}).encode())
