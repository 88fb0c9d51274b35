"""The record-signing keys (server/keys.py) and the chain (projections/signing.py) on their own:
a first start makes one key however many processes race to it, a set from the environment signs,
a set that cannot sign is refused, a rotated file is taken at the next use, and any run of
consecutive events of a record checks on its own."""

from __future__ import annotations

import copy
import os
import threading
from pathlib import Path
from typing import Any

import msgspec
import pytest

from domain.matches import MatchService
from projections.record import build_record
from projections.signing import KeySet, check, first_break, genesis
from server.keys import KeyFileError, KeyStore, new_key, rotate


def finished_record(service: MatchService) -> list[Any]:
    """The stored events of a finished match that server bots played."""
    match, _ = service.create("pyatiletka", {"rounds": 1}, 2, {0: "random", 1: "random"})
    while service.bot_move(match.id) is not None:
        pass
    return service.history(match.id)


def test_a_first_start_makes_one_key_readable_by_its_owner_only_whoever_races_to_it(tmp_path: Path) -> None:
    path = tmp_path / "var" / "signing-keys.json"
    stores = [KeyStore(str(path)) for _ in range(8)]
    kids: list[str] = []
    gate = threading.Barrier(len(stores))

    def start(store: KeyStore) -> None:
        gate.wait()
        kids.append(store.public().keys[0].kid)

    threads = [threading.Thread(target=start, args=(store,)) for store in stores]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(set(kids)) == 1 and len(kids) == 8
    assert os.stat(path).st_mode & 0o777 == 0o600
    assert [p.name for p in path.parent.iterdir()] == ["signing-keys.json"]  # no temporary file left


def test_a_set_from_the_environment_signs_and_is_never_written(tmp_path: Path) -> None:
    key = new_key()
    store = KeyStore(str(tmp_path / "unused.json"), msgspec.json.encode(KeySet(keys=[key])).decode())
    assert store.public().keys[0].kid == key.kid and store.public().keys[0].d is None
    assert not (tmp_path / "unused.json").exists()


@pytest.mark.parametrize("private", [0, 2])
def test_a_set_without_exactly_one_private_key_is_refused(tmp_path: Path, private: int) -> None:
    keys = [new_key() for _ in range(2)]
    keys = [k if n < private else msgspec.structs.replace(k, d=None) for n, k in enumerate(keys)]
    path = tmp_path / "keys.json"
    path.write_bytes(msgspec.json.encode(KeySet(keys=keys)))
    with pytest.raises(KeyFileError, match=f"exactly one private key, it has {private}"):
        KeyStore(str(path)).load()


def test_a_private_key_that_does_not_match_its_public_key_is_refused(tmp_path: Path) -> None:
    one, other = new_key(), new_key()
    path = tmp_path / "keys.json"
    path.write_bytes(msgspec.json.encode(KeySet(keys=[msgspec.structs.replace(one, d=other.d)])))
    with pytest.raises(KeyFileError, match="does not match"):
        KeyStore(str(path)).load()


def test_a_rotated_file_signs_with_its_new_key_at_the_next_record(service: MatchService, tmp_path: Path) -> None:
    path = tmp_path / "keys.json"
    store = KeyStore(str(path))
    events = finished_record(service)
    first = build_record(events, store.sign)
    fresh = rotate(path)
    second = build_record(events, store.sign)
    assert second.signature is not None and second.signature.kid == fresh.kid
    assert first.signature is not None and first.signature.kid != fresh.kid
    assert check(first, store.public()) is None and check(second, store.public()) is None


def test_any_run_of_consecutive_events_checks_on_its_own(service: MatchService, tmp_path: Path) -> None:
    record = build_record(finished_record(service), KeyStore(str(tmp_path / "keys.json")).sign)
    events = record.events
    assert first_break(events, genesis(record.format, record.match))[0] is None
    excerpt = events[3:9]
    assert first_break(excerpt, excerpt[0].prev)[0] is None
    changed = copy.deepcopy(excerpt)
    changed[2].at = changed[2].at.replace(year=2000)
    assert first_break(changed, changed[0].prev)[0] == 3
    assert first_break(events[3:9], genesis(record.format, record.match))[0] == 0  # not the match's start
