"""Issue 42, signed and chained records: a record downloaded from a real server is chained and
signed by a key of its published key set; every tampering — a changed move, a dropped or reordered
event, a truncated chain, a record re-signed with a foreign key — is refused with its reason by
``POST /records/verify`` and by ``igroteka verify --keys URL|FILE``; a record signed before a key
rotation still verifies after it; a tournament match's record names its tournament, tour and table
inside the signed part."""

from __future__ import annotations

import copy
import hashlib
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import rfc8785
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from igroteka.projections.signing import b64, unb64
from tests.api.cli import igroteka
from tests.conftest import STORES, fresh_pg_database
from tests.support.client import Api, play_randomly
from tests.support.server import ServerProcess

ROOT = Path(__file__).resolve().parents[2]
KEYS = "/.well-known/igroteka-keys.json"


@pytest.fixture(scope="module", params=STORES)
def signer(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A server whose key file the test holds (and rotates)."""
    workdir = tmp_path_factory.mktemp("signer")
    if request.param == "sqlite":
        urls: Iterator[str] = iter([f"sqlite:///{workdir / 'igroteka.sqlite'}"])
    else:
        urls = fresh_pg_database(request.getfixturevalue("pg_admin_url"))
    with ServerProcess(next(urls), workdir, signing_key_file=str(workdir / "keys.json")) as process:
        yield process
    next(urls, None)


@pytest.fixture(scope="module")
def api(signer: ServerProcess) -> Iterator[Api]:
    client = Api(signer.url)
    yield client
    client.close()


def key_file(server: ServerProcess) -> Path:
    return Path(server.env["IGROTEKA_SIGNING_KEY_FILE"])


def finished_match(api: Api, seed: int = 5) -> str:
    created = api.create("pyatiletka", 2, {"rounds": 1})
    tokens = {}
    for n in range(2):
        claim = api.claim(created["id"], f"игрок {n}")
        tokens[claim["seat"]] = claim["token"]
    play_randomly(api, created["id"], tokens, seed=seed)
    return created["id"]


@pytest.fixture(scope="module")
def match_id(api: Api) -> str:
    return finished_match(api)


@pytest.fixture
def record(api: Api, match_id: str) -> dict[str, Any]:
    response = api.call("GET", f"/api/v1/matches/{match_id}/record")
    assert response.status_code == 200, response.text
    return response.json()


def canonical_hash(value: Any) -> str:
    return hashlib.sha256(rfc8785.dumps(value)).hexdigest()


def unsigned_bytes(record: dict[str, Any]) -> bytes:
    whole = copy.deepcopy(record)
    del whole["signature"]["value"]
    return rfc8785.dumps(whole)


def rechain(record: dict[str, Any]) -> None:
    """Link the events again as the README says, and set the signed head: what a forger would do."""
    before = canonical_hash({"format": record["format"], "match": record["match"]})
    for event in record["events"]:
        event["prev"] = before
        before = canonical_hash(event)
    record["signature"].update(length=len(record["events"]), head=before)


def resign(record: dict[str, Any], key: Ed25519PrivateKey, kid: str) -> None:
    rechain(record)
    record["signature"]["kid"] = kid
    record["signature"]["value"] = b64(key.sign(unsigned_bytes(record)))


def verdict(api: Api, record: dict[str, Any]) -> dict[str, Any]:
    response = api.call("POST", "/api/v1/records/verify", json=record)
    assert response.status_code == 200, response.text
    return response.json()


def cli_verify(
    record: dict[str, Any], keys: str | None, tmp_path: Path, process: bool = False
) -> subprocess.CompletedProcess[str]:
    """`igroteka verify` on the record, in this process (tests/api/cli.py), or with ``process`` the
    command itself in a fresh Python, as
    test_verify_without_a_key_set_checks_the_chain_and_says_the_signature_is_unchecked runs it."""
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    argv = ["verify", str(path), *(["--keys", keys] if keys else [])]
    if process:
        command = [sys.executable, "-m", "igroteka.server.cli", *argv]
        return subprocess.run(command, capture_output=True, text=True, cwd=ROOT, timeout=60)
    return igroteka(*argv)


def refused(api: Api, record: dict[str, Any], code: str, server: ServerProcess, tmp_path: Path) -> dict[str, Any]:
    """The server's verdict refuses the record with ``code``, and so does the CLI against its key set."""
    found = verdict(api, record)
    assert found["signed"] is False and found["refusal"]["code"] == code, found
    run = cli_verify(record, server.url + KEYS, tmp_path)
    assert run.returncode == 1 and f"refused ({code})" in run.stdout, run.stdout + run.stderr
    return found["refusal"]


def test_a_record_is_chained_and_signed_by_a_published_key(api: Api, record: dict[str, Any]) -> None:
    published = api.call("GET", KEYS)
    assert published.status_code == 200
    keys = published.json()["keys"]
    assert all("d" not in k for k in keys)  # never a private part
    signature = record["signature"]
    key = next(k for k in keys if k["kid"] == signature["kid"])
    assert (key["kty"], key["crv"], key["alg"]) == ("OKP", "Ed25519", "EdDSA")
    # the README's encoding, checked with nothing of ours: hashes over RFC 8785, Ed25519 over the rest
    before = canonical_hash({"format": "igroteka-record/3", "match": record["match"]})
    for event in record["events"]:
        assert event["prev"] == before
        before = canonical_hash(event)
    assert (signature["length"], signature["head"]) == (len(record["events"]), before)
    Ed25519PublicKey.from_public_bytes(unb64(key["x"])).verify(unb64(signature["value"]), unsigned_bytes(record))
    found = verdict(api, record)
    assert found["signed"] is True and found["legal"] is True and found["kid"] == key["kid"]
    assert found["key_created"] == key["created"] and "refusal" not in found


def test_a_changed_move_breaks_the_chain_at_the_next_event(
    api: Api, record: dict[str, Any], signer: ServerProcess, tmp_path: Path
) -> None:
    tampered = copy.deepcopy(record)
    n, move = next((n, e) for n, e in enumerate(tampered["events"]) if e["kind"] == "move")
    move["move"] = {**move["move"], "tampered": True}
    refusal = refused(api, tampered, "broken_chain", signer, tmp_path)
    assert refusal["version"] == tampered["events"][n + 1]["version"]


def test_a_changed_last_move_is_a_chain_that_misses_its_signed_head(
    api: Api, record: dict[str, Any], signer: ServerProcess, tmp_path: Path
) -> None:
    tampered = copy.deepcopy(record)
    tampered["events"][-1]["at"] = "2020-01-01T00:00:00Z"
    refused(api, tampered, "truncated_chain", signer, tmp_path)


def test_a_changed_move_chained_again_does_not_hold_the_signature(
    api: Api, record: dict[str, Any], signer: ServerProcess, tmp_path: Path
) -> None:
    tampered = copy.deepcopy(record)
    move = next(e for e in tampered["events"] if e["kind"] == "move")
    move["move_id"] = "00000000-0000-4000-8000-000000000000"
    rechain(tampered)
    refusal = refused(api, tampered, "bad_signature", signer, tmp_path)
    assert record["signature"]["kid"] in refusal["reason"]


def test_a_dropped_event_breaks_the_chain(
    api: Api, record: dict[str, Any], signer: ServerProcess, tmp_path: Path
) -> None:
    tampered = copy.deepcopy(record)
    n = next(n for n, e in enumerate(tampered["events"]) if e["kind"] == "move")
    dropped = tampered["events"].pop(n)
    refusal = refused(api, tampered, "broken_chain", signer, tmp_path)
    assert refusal["version"] == dropped["version"] + 1


def test_reordered_events_break_the_chain(
    api: Api, record: dict[str, Any], signer: ServerProcess, tmp_path: Path
) -> None:
    tampered = copy.deepcopy(record)
    events = tampered["events"]
    n = next(n for n, e in enumerate(events) if e["kind"] == "move")
    events[n], events[n + 1] = events[n + 1], events[n]
    refusal = refused(api, tampered, "broken_chain", signer, tmp_path)
    assert refusal["version"] == events[n]["version"]


def test_a_truncated_chain_is_refused(api: Api, record: dict[str, Any], signer: ServerProcess, tmp_path: Path) -> None:
    tampered = copy.deepcopy(record)
    del tampered["events"][-3:]
    refusal = refused(api, tampered, "truncated_chain", signer, tmp_path)
    assert refusal["version"] == tampered["events"][-1]["version"]
    assert str(len(record["events"])) in refusal["reason"]


def test_a_record_re_signed_with_a_foreign_key_is_refused(
    api: Api, record: dict[str, Any], signer: ServerProcess, tmp_path: Path
) -> None:
    foreign = Ed25519PrivateKey.generate()
    tampered = copy.deepcopy(record)
    tampered["events"][-1]["outcome"] = {**tampered["events"][-1]["outcome"], "winners": [1]}
    resign(tampered, foreign, record["signature"]["kid"])  # under the server's key id
    refused(api, tampered, "bad_signature", signer, tmp_path)
    resign(tampered, foreign, "forger")  # under its own
    refusal = refused(api, tampered, "unknown_key", signer, tmp_path)
    assert "'forger'" in refusal["reason"]


def test_an_unsigned_record_is_refused(api: Api, record: dict[str, Any], signer: ServerProcess, tmp_path: Path) -> None:
    refused(api, {**record, "signature": None}, "unsigned", signer, tmp_path)


def test_the_rules_are_checked_beside_the_signature(api: Api, record: dict[str, Any], signer: ServerProcess) -> None:
    """A record the server's own key signs is still re-run through the rules: an illegal change
    signed with the server's key is signed and not legal (the key file stands for a stolen key)."""
    keys = json.loads(key_file(signer).read_text())["keys"]
    signing = next(k for k in keys if "d" in k)
    tampered = copy.deepcopy(record)
    tampered["events"][-1]["outcome"] = {**tampered["events"][-1]["outcome"], "winners": [9]}
    resign(tampered, Ed25519PrivateKey.from_private_bytes(unb64(signing["d"])), signing["kid"])
    found = verdict(api, tampered)
    assert found["signed"] is True and found["legal"] is False and "outcome" in found["reason"]


def test_a_record_signed_before_outcomes_carried_their_scoring_still_verifies(
    api: Api, record: dict[str, Any], signer: ServerProcess
) -> None:
    """A record the server signed before the outcome carried the game's scoring (issue 39) has
    none: it is as legal as ever. A scoring a record does carry must be the rules' own."""
    keys = json.loads(key_file(signer).read_text())["keys"]
    signing = next(k for k in keys if "d" in k)
    key = Ed25519PrivateKey.from_private_bytes(unb64(signing["d"]))
    older = copy.deepcopy(record)
    ended = [e["outcome"] for e in older["events"] if e.get("outcome")]
    assert [outcome.pop("scoring")["game"] for outcome in ended] == ["pyatiletka"]
    resign(older, key, signing["kid"])
    found = verdict(api, older)
    assert found["signed"] is True and found["legal"] is True, found
    changed = copy.deepcopy(record)
    changed["events"][-1]["outcome"]["scoring"]["seats"][0][0]["points"] += 1
    resign(changed, key, signing["kid"])
    found = verdict(api, changed)
    assert found["signed"] is True and found["legal"] is False and "outcome" in found["reason"]


def test_a_record_signed_before_a_rotation_still_verifies_after_it(
    api: Api, record: dict[str, Any], match_id: str, signer: ServerProcess, tmp_path: Path
) -> None:
    before = api.call("GET", KEYS).json()["keys"]
    rotated = subprocess.run(
        [sys.executable, "-m", "igroteka.server.cli", "keys", "rotate", "--file", str(key_file(signer))],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert rotated.returncode == 0, rotated.stderr
    after = api.call("GET", KEYS).json()["keys"]
    assert [k["kid"] for k in after[1:]] == [k["kid"] for k in before] and after[0]["kid"] in rotated.stdout
    stored = json.loads(key_file(signer).read_text())["keys"]
    assert ["d" in k for k in stored] == [True] + [False] * len(before)  # only the new key signs
    found = verdict(api, record)
    assert found["signed"] is True and found["legal"] is True and found["kid"] == record["signature"]["kid"]
    published = tmp_path / "keys.json"
    published.write_text(json.dumps({"keys": after}), encoding="utf-8")
    offline = cli_verify(record, str(published), tmp_path)
    assert offline.returncode == 0 and "\nsigned: key" in offline.stdout, offline.stdout + offline.stderr
    again = api.call("GET", f"/api/v1/matches/{match_id}/record").json()
    assert again["signature"]["kid"] == after[0]["kid"] and verdict(api, again)["signed"] is True
    old_set = tmp_path / "old-keys.json"
    old_set.write_text(json.dumps({"keys": before}), encoding="utf-8")
    stale = cli_verify(again, str(old_set), tmp_path)
    assert stale.returncode == 1 and "refused (unknown_key)" in stale.stdout


def test_verify_without_a_key_set_checks_the_chain_and_says_the_signature_is_unchecked(
    record: dict[str, Any], tmp_path: Path
) -> None:
    run = cli_verify(record, None, tmp_path, process=True)
    assert run.returncode == 0 and "not checked without --keys" in run.stdout and "legal:" in run.stdout
    tampered = copy.deepcopy(record)
    del tampered["events"][2]
    broken = cli_verify(tampered, None, tmp_path, process=True)
    assert broken.returncode == 1 and "refused (broken_chain)" in broken.stdout


def test_a_tournament_match_names_its_tournament_tour_and_table_inside_the_signed_part(
    api: Api, signer: ServerProcess, tmp_path: Path
) -> None:
    body = {"game": "pyatiletka", "options": {"rounds": 1}, "table_size": 2, "tours": 1}
    created = api.call("POST", "/api/v1/tournaments", json=body).json()
    base = f"/api/v1/tournaments/{created['id']}"
    tokens = [api.call("POST", f"{base}/players", json={"name": f"игрок {n}"}).json()["token"] for n in range(4)]
    tour = api.call("POST", f"{base}/tours", created["organiser_token"])
    assert tour.status_code == 201, tour.text
    seats: dict[str, dict[int, str]] = {}
    for token in tokens:
        mine = api.call("GET", f"{base}/my-table", token).json()
        seats.setdefault(mine["match"], {})[mine["seat"]] = token
    table = tour.json()["tables"][1]
    play_randomly(api, table["match"], seats[table["match"]], seed=2)
    record = api.call("GET", f"/api/v1/matches/{table['match']}/record").json()
    assert record["tournament"] == {"tournament": created["id"], "tour": 1, "table": 2}
    assert verdict(api, record)["signed"] is True
    moved = copy.deepcopy(record)
    moved["tournament"]["table"] = 1
    refused(api, moved, "bad_signature", signer, tmp_path)
