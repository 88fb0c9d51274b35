from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.leaderboard_page import LeaderboardPage
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game: str,
    *,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/leaderboards/{game}".format(game=quote(str(game), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> LeaderboardPage | Problem | None:
    if response.status_code == 200:
        response_200 = LeaderboardPage.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[LeaderboardPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[LeaderboardPage | Problem]:
    """ A game's leaderboard, best first, by conservative rating

     Players with at least `min_games` rated matches in the game, ranked by the conservative rating
    (Glicko-2: rating − 2·RD; OpenSkill: μ − 3σ), equal ones by player id. Each row names its player
    (`name`; none for an account deleted since). Pages follow each other by the cursor `next`.

    Args:
        game (str):
        cursor (None | str | Unset): the `next` of the page before; none: the first
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LeaderboardPage | Problem]
     """


    kwargs = _get_kwargs(
        game=game,
cursor=cursor,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> LeaderboardPage | Problem | None:
    """ A game's leaderboard, best first, by conservative rating

     Players with at least `min_games` rated matches in the game, ranked by the conservative rating
    (Glicko-2: rating − 2·RD; OpenSkill: μ − 3σ), equal ones by player id. Each row names its player
    (`name`; none for an account deleted since). Pages follow each other by the cursor `next`.

    Args:
        game (str):
        cursor (None | str | Unset): the `next` of the page before; none: the first
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LeaderboardPage | Problem
     """


    return sync_detailed(
        game=game,
client=client,
cursor=cursor,
limit=limit,

    ).parsed

async def asyncio_detailed(
    game: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[LeaderboardPage | Problem]:
    """ A game's leaderboard, best first, by conservative rating

     Players with at least `min_games` rated matches in the game, ranked by the conservative rating
    (Glicko-2: rating − 2·RD; OpenSkill: μ − 3σ), equal ones by player id. Each row names its player
    (`name`; none for an account deleted since). Pages follow each other by the cursor `next`.

    Args:
        game (str):
        cursor (None | str | Unset): the `next` of the page before; none: the first
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LeaderboardPage | Problem]
     """


    kwargs = _get_kwargs(
        game=game,
cursor=cursor,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> LeaderboardPage | Problem | None:
    """ A game's leaderboard, best first, by conservative rating

     Players with at least `min_games` rated matches in the game, ranked by the conservative rating
    (Glicko-2: rating − 2·RD; OpenSkill: μ − 3σ), equal ones by player id. Each row names its player
    (`name`; none for an account deleted since). Pages follow each other by the cursor `next`.

    Args:
        game (str):
        cursor (None | str | Unset): the `next` of the page before; none: the first
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LeaderboardPage | Problem
     """


    return (await asyncio_detailed(
        game=game,
client=client,
cursor=cursor,
limit=limit,

    )).parsed
