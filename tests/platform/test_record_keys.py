"""The record-signing keys (server/keys.py) and the chain (projections/signing.py) on their own:
a first start makes one key however many processes race to it, a set from the environment signs,
a set that cannot sign is refused, a rotated file is taken at the next use, and any run of
consecutive events of a record checks on its own."""

from __future__ import annotations

import copy
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import msgspec
import pytest
import rfc8785
from hypothesis import example, given
from hypothesis import strategies as st

from igroteka.domain.matches import MatchService
from igroteka.projections.record import build_record
from igroteka.projections.signing import PrivateKeySet, canonical, check, first_break, genesis
from igroteka.server.keys import KeyFileError, KeyStore, new_key, rotate

ROOT = Path(__file__).resolve().parents[2]


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
    store = KeyStore(str(tmp_path / "unused.json"), msgspec.json.encode(PrivateKeySet(keys=[key])).decode())
    assert msgspec.to_builtins(store.public()) == {
        "keys": [{k: v for k, v in msgspec.to_builtins(key).items() if k != "d"}]
    }
    assert not (tmp_path / "unused.json").exists()


@pytest.mark.parametrize("private", [0, 2])
def test_a_set_without_exactly_one_private_key_is_refused(tmp_path: Path, private: int) -> None:
    keys = [new_key() for _ in range(2)]
    keys = [k if n < private else msgspec.structs.replace(k, d=None) for n, k in enumerate(keys)]
    path = tmp_path / "keys.json"
    path.write_bytes(msgspec.json.encode(PrivateKeySet(keys=keys)))
    with pytest.raises(KeyFileError, match=f"exactly one private key, it has {private}"):
        KeyStore(str(path)).load()


def test_a_private_key_that_does_not_match_its_public_key_is_refused(tmp_path: Path) -> None:
    one, other = new_key(), new_key()
    path = tmp_path / "keys.json"
    path.write_bytes(msgspec.json.encode(PrivateKeySet(keys=[msgspec.structs.replace(one, d=other.d)])))
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


# JSON values as a record may hold them (JSON has no NaN or infinity), with floats, integers past
# 2**53 and characters past U+FFFF, where msgspec's encoding and RFC 8785's differ; a record is
# UTF-8, so it holds no lone surrogate
CHARACTERS = st.characters(exclude_categories=("Cs",))
KEY_CHARACTERS = st.sampled_from(["a", "B", "é", "\x1f", "\ue000", "\uffff", "😀", "\U00010000"]) | CHARACTERS
JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**60), 2**60)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(CHARACTERS),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(KEY_CHARACTERS, max_size=3), inner, max_size=4),
    max_leaves=20,
)


@given(JSON)
@example({"\ue000": 1, "😀": 2})  # U+E000 sorts after U+1F600 in UTF-16, before it by code point
def test_the_canonical_bytes_are_rfc_8785_s(value: object) -> None:
    try:
        expected = rfc8785.dumps(value)
    except rfc8785.CanonicalizationError:
        with pytest.raises(rfc8785.CanonicalizationError):
            canonical(value)
        return
    assert canonical(value) == expected


def test_keys_rotate_makes_a_set_then_its_next_key(tmp_path: Path) -> None:
    path = tmp_path / "signing-keys.json"
    command = [sys.executable, "-m", "igroteka.server.cli", "keys", "rotate", "--file", str(path)]
    first = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert first.returncode == 0 and "new key set" in first.stdout
    assert [k.d is not None for k in KeyStore(str(path)).load().keys] == [True]
    second = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, timeout=60)
    keys = KeyStore(str(path)).load().keys
    assert second.returncode == 0 and keys[0].kid in second.stdout
    assert [k.d is not None for k in keys] == [True, False]


def test_a_key_file_that_cannot_be_made_says_what_to_set(tmp_path: Path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    with pytest.raises(KeyFileError, match="IGROTEKA_SIGNING_KEYS"):
        KeyStore(str(blocked / "signing-keys.json")).load()
