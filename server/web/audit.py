"""Verify a match record posted by anyone: the page's audit view proves a downloaded record the
server's own (its chain and signature, against the server's key set) and legal (the rules)."""

from __future__ import annotations

from typing import Any

import msgspec
from litestar import Request, post
from litestar.params import JSONBody

from igroteka.projections.notes import Lang
from igroteka.projections.record import Record, unreadable, verify
from igroteka.projections.signing import KeySet, Refusal
from igroteka.projections.signing import check as check_signature
from igroteka.projections.words import reader_language
from igroteka.server.http import hub
from igroteka.server.keys import keys_of
from igroteka.server.problems import responses

# A record holds every event of a match: far more than a move body (a long «Победа!» is ~300 KB).
RECORD_MAX_BYTES = 8 * 1024 * 1024


class Verification(msgspec.Struct, omit_defaults=True):
    """Two findings. ``signed``: the record's chain is whole and its signature holds for key
    ``kid`` of this server's key set, made at ``key_created``; else ``refusal`` says why
    (``unsigned``, ``broken_chain``, ``truncated_chain``, ``unknown_key``, ``bad_signature``,
    ``not_canonical``). ``legal``: re-running every move through the rules gives the recorded facts
    and outcome; else ``version`` and ``reason`` name the first divergence, ``reason`` a sentence in
    the reader's language (a seat in it counted from 1). A record is this server's true account of
    a match when both hold."""

    legal: bool
    game: str
    match: str
    moves: int
    signed: bool
    kid: str | None = None
    key_created: str | None = None
    refusal: Refusal | None = None
    version: int | None = None
    reason: str | None = None


def check(record: Record, keys: KeySet, lang: Lang = "en") -> Verification:
    refusal = check_signature(record, keys)
    kid = record.signature.kid if record.signature else None
    key = next((k for k in keys.keys if k.kid == kid), None)
    try:
        divergence = verify(record)
    except Exception as error:  # a tampered record may break the fold anywhere: that too is a divergence
        divergence = unreadable(error)
    return Verification(
        legal=divergence is None,
        game=record.game,
        match=record.match,
        moves=sum(1 for e in record.events if e.kind == "move"),
        signed=refusal is None,
        kid=kid,
        key_created=key.created if key else None,
        refusal=refusal,
        version=None if divergence is None else divergence.version,
        reason=None if divergence is None else divergence.reason_in(lang),
    )


@post(
    "/api/v1/records/verify",
    operation_id="verifyRecord",
    tags=["matches"],
    summary="Check a match record's chain and signature against this server's keys, and re-run it"
    " through the rules: say whether it is this server's and whether it is legal",
    status_code=200,
    responses=responses(413, 422),
    request_max_body_size=RECORD_MAX_BYTES,
)
async def verify_record(request: Request[Any, Any, Any], data: JSONBody[Record]) -> Verification:
    keys = keys_of(request).public()
    return await hub(request).run(check, data, keys, reader_language(request.headers))
