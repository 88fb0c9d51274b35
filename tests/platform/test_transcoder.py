"""Stored events as JSON (server.store.transcoder): readable, what goes in comes back, an old store is refused."""

from __future__ import annotations

import json

import pytest

from igroteka.domain.match import Match
from igroteka.server.store.transcoder import MsgspecTranscoder, StoredFormatError


def test_event_state_round_trips_with_its_aware_timestamp_as_readable_json() -> None:
    transcoder = MsgspecTranscoder()
    state = {
        "timestamp": Match.Event.create_timestamp(),
        "seat": None,
        "fact": {"kind": "дача", "cards": ["a", "b"], "n": 3, "ok": True},
    }
    stored = transcoder.encode(state)
    assert json.loads(stored)["fact"]["kind"] == "дача"  # plain JSON any tool can read
    assert transcoder.decode(stored) == state


def test_an_event_stored_by_eventsourcings_json_transcoder_is_refused_with_a_clear_message() -> None:
    old = {"timestamp": {"_type_": "datetime_iso", "_data_": "2026-11-24T00:00:00+00:00"}, "seat": 1}
    with pytest.raises(StoredFormatError, match="earlier format"):
        MsgspecTranscoder().decode(json.dumps(old).encode())
