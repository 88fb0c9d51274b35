"""Verify a match record posted by anyone: the page's audit view proves a downloaded record legal."""

from __future__ import annotations

from typing import Any

import msgspec
from litestar import Request, post
from litestar.params import JSONBody

from projections.record import Divergence, Record, verify
from server.http import hub
from server.problems import responses

# A record holds every event of a match: far more than a move body (a long «Победа!» is ~300 KB).
RECORD_MAX_BYTES = 8 * 1024 * 1024


class Verification(msgspec.Struct, omit_defaults=True):
    """``legal`` when re-running every move through the rules gives the recorded facts and outcome;
    otherwise ``version`` and ``reason`` name the first divergence."""

    legal: bool
    game: str
    match: str
    moves: int
    version: int | None = None
    reason: str | None = None


def check(record: Record) -> Verification:
    try:
        divergence = verify(record)
    except Exception as error:  # a tampered record may break the fold anywhere: that too is a divergence
        divergence = Divergence(0, f"the record cannot be re-run: {type(error).__name__}")
    moves = sum(1 for e in record.events if e.kind == "move")
    if divergence is None:
        return Verification(legal=True, game=record.game, match=record.match, moves=moves)
    return Verification(
        legal=False,
        game=record.game,
        match=record.match,
        moves=moves,
        version=divergence.version,
        reason=divergence.reason,
    )


@post(
    "/api/v1/records/verify",
    operation_id="verifyRecord",
    tags=["matches"],
    summary="Re-run a match record through the rules and say whether it is legal",
    status_code=200,
    responses=responses(413, 422),
    request_max_body_size=RECORD_MAX_BYTES,
)
async def verify_record(request: Request[Any, Any, Any], data: JSONBody[Record]) -> Verification:
    return await hub(request).run(check, data)
