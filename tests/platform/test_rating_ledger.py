"""The ledger of rating updates (server/store/ledger.py) on both stores: one row per rated match
however many processes offer it, and an offer unlike the stored row is reported; and a rated
match's update in its record, inside the signed part (projections/record.py, signing.py)."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime

import msgspec
import psycopg
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from igroteka.projections.rating import Glicko2, Rating
from igroteka.projections.ratings import RatingUpdate, SeatRating
from igroteka.projections.record import RECORD_FORMAT, Record, RecordEvent, read_record
from igroteka.projections.signing import KeySet, check, private_jwk, sign
from igroteka.server.config import Settings
from igroteka.server.store.ledger import Ledger

T0 = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def update(match: str, value: float = 1662.3) -> RatingUpdate:
    before = Glicko2.initial
    return RatingUpdate(
        match=match,
        game="den_pobedy",
        system="glicko2",
        at=T0,
        position=7,
        seats=[
            SeatRating(seat=0, player="ann", place=1, before=before, after=Rating(value, 290.3, 0.06, 1)),
            SeatRating(seat=1, player="bob", place=2, before=before, after=Rating(3000 - value, 290.3, 0.06, 1)),
        ],
    )


def settings_for(database_url: str) -> Settings:
    if database_url.startswith("sqlite:///"):
        return Settings(sqlite_path=database_url.removeprefix("sqlite:///"))
    return Settings(database_url=database_url)


def stored(database_url: str) -> list[tuple[str, bytes]]:
    sql = "SELECT match_id, body FROM igroteka_rating_updates ORDER BY match_id"
    if database_url.startswith("sqlite:///"):
        with sqlite3.connect(database_url.removeprefix("sqlite:///")) as conn:
            return [(m, bytes(b)) for m, b in conn.execute(sql).fetchall()]
    with psycopg.connect(database_url) as conn:
        return [(m, bytes(b)) for m, b in conn.execute(sql).fetchall()]


def test_two_processes_offering_the_same_updates_store_one_row_each(database_url: str) -> None:
    first, second = Ledger(settings_for(database_url)), Ledger(settings_for(database_url))
    try:
        for ledger in (first, second, first):
            for match in ("m1", "m2", "m3"):
                ledger.offer(update(match))
            ledger.flush()
            assert not ledger.waiting and ledger.diverged == []
        assert stored(database_url) == [(m, msgspec.json.encode(update(m))) for m in ("m1", "m2", "m3")]
        assert second.stored("m2") == update("m2") and second.stored("m4") is None
        second.offer(update("m2", value=1700.0))  # a fold that came out different
        second.flush()
        assert second.diverged == ["m2"] and stored(database_url)[1][1] == msgspec.json.encode(update("m2"))
    finally:
        first.close()
        second.close()


def signed_record(ratings: RatingUpdate | None) -> tuple[Record, KeySet]:
    key = Ed25519PrivateKey.generate()
    jwk = private_jwk(key, "k1")
    record = Record(
        format=RECORD_FORMAT,
        match="6f1c2a43-2d2f-4d43-9e42-0c8c3c7f5a10",
        game="den_pobedy",
        rules_version=1,
        options={},
        seats=2,
        bots=[],
        bot_levels=[],
        secret="00",
        events=[RecordEvent(version=1, at=T0, kind="created")],
        ratings=msgspec.UNSET if ratings is None else ratings,
    )
    sign(record, key, "k1")
    return record, msgspec.convert(msgspec.to_builtins({"keys": [jwk]}), KeySet)


def test_a_record_without_ratings_encodes_as_before_the_member_existed() -> None:
    record, keys = signed_record(None)
    data = msgspec.json.encode(record)
    assert b"ratings" not in data and check(read_record(data), keys) is None


def test_a_rated_match_s_update_is_signed_with_its_record() -> None:
    record, keys = signed_record(update("6f1c2a43-2d2f-4d43-9e42-0c8c3c7f5a10"))
    downloaded = read_record(msgspec.json.encode(record))
    assert downloaded.ratings == record.ratings and check(downloaded, keys) is None
    whole = msgspec.to_builtins(downloaded)
    whole["ratings"]["seats"][1]["after"]["value"] = 2000.0  # a better rating claimed for bob
    forged = read_record(msgspec.json.encode(whole))
    refusal = check(forged, keys)
    assert refusal is not None and refusal.code == "bad_signature"
