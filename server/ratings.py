"""Ratings routes: a game's leaderboard, page by page, and a player's rating in each game.

Both read the ratings read model (projections/ratings.py) as this process has folded the log so
far; nothing here touches the store.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar

import msgspec
from litestar import Controller, Request, get
from litestar.params import FromPath, QueryParameter

from domain.errors import Invalid, NotFound
from projections.delay import now
from projections.ratings import SYSTEMS, BadCursor, GameRating, LeaderboardPage
from server.http import hub
from server.problems import responses

PlayerId = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
Cursor = Annotated[
    str | None, QueryParameter(max_length=256, description="the `next` of the page before; none: the first")
]


class PlayerRatings(msgspec.Struct):
    """A player's rating in each game they have played rated (none yet: empty)."""

    player: str
    ratings: list[GameRating]


class RatingsController(Controller):
    path = "/api/v1"
    tags: ClassVar[list[str]] = ["ratings"]

    @get(
        "/leaderboards/{game:str}",
        operation_id="getLeaderboard",
        summary="A game's leaderboard, best first, by conservative rating",
        description="Players with at least `min_games` rated matches in the game, ranked by the"
        " conservative rating (Glicko-2: rating − 2·RD; OpenSkill: μ − 3σ), equal ones by player id."
        " Pages follow each other by the cursor `next`.",
        responses=responses(404, 422),
    )
    async def leaderboard(
        self,
        request: Request[Any, Any, Any],
        game: FromPath[str],
        cursor: Cursor = None,
        limit: Annotated[int, QueryParameter(ge=1, le=200)] = 50,
    ) -> LeaderboardPage:
        if game not in SYSTEMS:
            raise NotFound("game_not_found", f"No game {game!r}; see /api/v1/games.")
        try:
            return hub(request).ratings.page(game, cursor, limit, now())
        except BadCursor as error:
            raise Invalid("bad_cursor", str(error)) from None

    @get(
        "/players/{player_id:str}/ratings",
        operation_id="getPlayerRatings",
        summary="A player's rating in each game, as of their last rated match there",
        responses=responses(404, 503),
    )
    async def player_ratings(self, request: Request[Any, Any, Any], player_id: FromPath[PlayerId]) -> PlayerRatings:
        h = hub(request)
        await h.run(h.accounts.player, player_id)  # player_not_found for none (or a deleted one)
        return PlayerRatings(player=player_id, ratings=h.ratings.of_player(player_id, now()))
