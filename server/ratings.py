"""Ratings routes: a game's leaderboard, page by page, a player's rating in each game and its
history in one game.

They read the ratings read model (projections/ratings.py) as this process has folded the log so
far; the store is read only for the players: whether one exists, and a leaderboard page's names
(one query for the page's ids).
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar

import msgspec
from litestar import Controller, Request, get
from litestar.params import FromPath, QueryParameter

from igroteka.domain.errors import Invalid, NotFound
from igroteka.projections.delay import now
from igroteka.projections.ratings import HISTORY, SYSTEMS, BadCursor, GameRating, LeaderboardPage, RatingHistory
from igroteka.server.http import hub
from igroteka.server.problems import responses

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
        " Each row names its player (`name`; none for an account deleted since). Pages follow each"
        " other by the cursor `next`.",
        responses=responses(404, 422, 503),
    )
    async def leaderboard(
        self,
        request: Request[Any, Any, Any],
        game: FromPath[str],
        cursor: Cursor = None,
        limit: Annotated[int, QueryParameter(ge=1, le=200)] = 50,
    ) -> LeaderboardPage:
        check_game(game)
        h = hub(request)
        try:
            board = h.ratings.page(game, cursor, limit, now())
        except BadCursor as error:
            raise Invalid("bad_cursor", str(error)) from None
        names = await h.run(h.accounts.names, [row.player for row in board.rows])
        board.rows = [msgspec.structs.replace(row, name=names.get(row.player)) for row in board.rows]
        return board

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

    @get(
        "/players/{player_id:str}/ratings/{game:str}",
        operation_id="getPlayerRatingHistory",
        summary="A player's rating in one game after each of their newest rated matches there",
        description="Oldest first, the newest `limit` of them (at most the 200 newest are kept); none"
        " before their first rated match in the game.",
        responses=responses(404, 503),
    )
    async def rating_history(
        self,
        request: Request[Any, Any, Any],
        player_id: FromPath[PlayerId],
        game: FromPath[str],
        limit: Annotated[int, QueryParameter(ge=1, le=HISTORY)] = HISTORY,
    ) -> RatingHistory:
        check_game(game)
        h = hub(request)
        await h.run(h.accounts.player, player_id)
        return h.ratings.history_of(player_id, game, limit, now())


def check_game(game: str) -> None:
    if game not in SYSTEMS:
        raise NotFound("game_not_found", f"No game {game!r}; see /api/v1/games.")
