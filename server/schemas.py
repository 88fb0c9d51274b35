"""Request and response bodies of the public API (msgspec Structs, docs/architecture.md §7)."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from igroteka.domain.abandon import Abandonment
from igroteka.domain.bots import BotLevel
from igroteka.domain.clocks import TimeControl
from igroteka.domain.delay import SpectatorDelay
from igroteka.domain.engine import MoveForm
from igroteka.domain.errors import Invalid
from igroteka.projections.feed import FeedItem
from igroteka.projections.notes import MoveNote
from igroteka.projections.views import MatchStatus

Name = Annotated[
    str,
    msgspec.Meta(
        min_length=1,
        description=(
            "A player's name, stored NFC-normalised: no control, direction-override or invisible characters "
            "(problem name_invisible), 1–32 characters that show and at most 128 code points as sent (name_empty, "
            "name_too_long), and no other seat "
            "of the match or player of the tournament with the same name regardless of case and width (name_taken)."
        ),
    ),
]
SeatNo = Annotated[int, msgspec.Meta(ge=0, le=63)]


class GameInfo(msgspec.Struct):
    id: str
    title: str
    title_en: str
    min_players: int
    max_players: int
    rules_version: int
    bot_levels: list[BotLevel]
    options_schema: dict[str, Any]
    move_schema: dict[str, Any]
    fact_schema: dict[str, Any]


LEVEL_RULE = (
    "A bot seat with no level named plays at level `competent` when the game has a competent bot, "
    "else `random` (GET /api/v1/games lists each game's `bot_levels`)."
)


class BotSeat(msgspec.Struct, forbid_unknown_fields=True):
    """A seat played by a server bot, at the level named (problem bot_level_unavailable for a level
    the game lacks)."""

    seat: SeatNo
    level: Annotated[BotLevel | None, msgspec.Meta(description=LEVEL_RULE)] = None


BotSeats = Annotated[
    list[SeatNo | BotSeat],
    msgspec.Meta(
        max_length=64,
        description="Seats played by server bots: a seat number, or {seat, level}. Each seat once (problem bad_bots). "
        + LEVEL_RULE,
    ),
]


def bot_request(bots: list[int | BotSeat]) -> dict[int, BotLevel | None]:
    """Seat -> level named (None: the game's default); a seat named twice is refused."""
    request: dict[int, BotLevel | None] = {}
    for bot in bots:
        seat, level = (bot, None) if isinstance(bot, int) else (bot.seat, bot.level)
        if seat in request:
            raise Invalid("bad_bots", f"Seat {seat + 1} is named twice among the bots.", seat=seat)
        request[seat] = level
    return request


class CreateMatch(msgspec.Struct, forbid_unknown_fields=True):
    game: Annotated[str, msgspec.Meta(max_length=32)]
    seats: Annotated[int, msgspec.Meta(ge=1, le=64)]
    options: dict[str, Any] = {}
    bots: BotSeats = []
    time_control: TimeControl | None = None  # none by default: casual play has no clocks
    abandon: Abandonment | None = None  # none by default: a casual seat may stay away as long as it likes
    spectator_delay: SpectatorDelay | None = None  # none by default: spectators see casual play live
    # true: the result counts for the players' ratings (people only: no bot seats); absent or false: casual
    rated: bool | msgspec.UnsetType = msgspec.UNSET
    # seconds each server bot waits before a move, so people at the table can follow it; absent: the
    # deployment's (IGROTEKA_BOT_DELAY, 1.5 s); a match of bots only plays at once
    bot_delay: Annotated[float, msgspec.Meta(ge=0, le=30)] | msgspec.UnsetType = msgspec.UNSET


class SeatBots(msgspec.Struct, forbid_unknown_fields=True):
    """The seats to give server bots (every free seat when empty); each must be free (problem seat_taken)."""

    bots: BotSeats = []


class MatchCreated(msgspec.Struct):
    id: UUID
    organiser_token: str
    game: str
    seats: int
    status: MatchStatus
    version: int


ClaimId = Annotated[
    UUID,
    msgspec.Meta(
        description=(
            "The client's key of this claim, making it safe to retry: a random UUID (version 4, else problem "
            "bad_claim_id), new for each claim. A retry with the same key, name and player token on the same match "
            "answers the seat and token the first try took, taking no second seat, whether the first answered, "
            "failed (503 store_timeout) or never arrived; the same key with another name, seat or player is refused "
            "(claim_id_reused). The key gives its seat's token to whoever sends it: keep it as secret as the token."
        )
    ),
]


class ClaimSeat(msgspec.Struct, forbid_unknown_fields=True):
    name: Name
    seat: SeatNo | None = None
    claim_id: ClaimId | None = None


class SeatClaimed(msgspec.Struct):
    seat: int
    token: str
    version: int


class MoveRequest(msgspec.Struct, forbid_unknown_fields=True):
    move_id: UUID
    move: dict[str, Any]
    expected_version: Annotated[int, msgspec.Meta(ge=0)] | None = None


class MoveAccepted(msgspec.Struct):
    game: str
    version: int
    events: list[FeedItem]


class LegalMoves(msgspec.Struct):
    """The caller's legal moves: every move in ``moves``, and every member of each form in ``forms``
    (a family of moves too large to list, such as a whole deck; see ``MoveForm``)."""

    game: str
    version: int
    moves: list[Any]
    forms: list[MoveForm] = []
    notes: Annotated[
        list[MoveNote],
        msgspec.Meta(
            description="One note a move, in the order of `moves`: its label in the reader's language, and its consequence"
        ),
    ] = []
    form_notes: Annotated[list[MoveNote], msgspec.Meta(description="One note a form, in the order of `forms`")] = []


class Events(msgspec.Struct):
    game: str
    version: int
    events: list[FeedItem]


class Health(msgspec.Struct):
    status: str


class Autoplay(msgspec.Struct, forbid_unknown_fields=True):
    """The level of the server bot that plays the caller's seat until they take it back."""

    level: Annotated[BotLevel | None, msgspec.Meta(description=LEVEL_RULE)] = None
