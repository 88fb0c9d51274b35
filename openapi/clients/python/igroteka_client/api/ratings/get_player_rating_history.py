from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.rating_history import RatingHistory
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    player_id: str,
    game: str,
    *,
    limit: int | Unset = 200,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/players/{player_id}/ratings/{game}".format(player_id=quote(str(player_id), safe=""),game=quote(str(game), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | RatingHistory | None:
    if response.status_code == 200:
        response_200 = RatingHistory.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | RatingHistory]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player_id: str,
    game: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 200,

) -> Response[Problem | RatingHistory]:
    """ A player's rating in one game after each of their newest rated matches there

     Oldest first, the newest `limit` of them (at most the 200 newest are kept); none before their first
    rated match in the game.

    Args:
        player_id (str):
        game (str):
        limit (int | Unset):  Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RatingHistory]
     """


    kwargs = _get_kwargs(
        player_id=player_id,
game=game,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    player_id: str,
    game: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 200,

) -> Problem | RatingHistory | None:
    """ A player's rating in one game after each of their newest rated matches there

     Oldest first, the newest `limit` of them (at most the 200 newest are kept); none before their first
    rated match in the game.

    Args:
        player_id (str):
        game (str):
        limit (int | Unset):  Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RatingHistory
     """


    return sync_detailed(
        player_id=player_id,
game=game,
client=client,
limit=limit,

    ).parsed

async def asyncio_detailed(
    player_id: str,
    game: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 200,

) -> Response[Problem | RatingHistory]:
    """ A player's rating in one game after each of their newest rated matches there

     Oldest first, the newest `limit` of them (at most the 200 newest are kept); none before their first
    rated match in the game.

    Args:
        player_id (str):
        game (str):
        limit (int | Unset):  Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RatingHistory]
     """


    kwargs = _get_kwargs(
        player_id=player_id,
game=game,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    player_id: str,
    game: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 200,

) -> Problem | RatingHistory | None:
    """ A player's rating in one game after each of their newest rated matches there

     Oldest first, the newest `limit` of them (at most the 200 newest are kept); none before their first
    rated match in the game.

    Args:
        player_id (str):
        game (str):
        limit (int | Unset):  Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RatingHistory
     """


    return (await asyncio_detailed(
        player_id=player_id,
game=game,
client=client,
limit=limit,

    )).parsed
