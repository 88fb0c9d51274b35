from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.seek_created import SeekCreated
from ...models.seek_request import SeekRequest
from typing import cast



def _get_kwargs(
    *,
    body: SeekRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/seeks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SeekCreated | None:
    if response.status_code == 201:
        response_201 = SeekCreated.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SeekCreated]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SeekRequest,

) -> Response[Problem | SeekCreated]:
    """ Ask to play: a player (player token) or a guest (no token; casual only)

     Requests of the same game, options, seats, time control and `rated` are paired into one match, a
    rated one's players each within the other's rating window (100 points either side, 50 more every 5 s
    of waiting, at most 500, never beyond `rating_range`). Poll `GET /seeks/{id}` with the returned
    token for the match. Problems: guest_rated, name_required, rated_with_bots, the game's and time
    control's as for a new match; counted per client and minute as seats.

    Args:
        body (SeekRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeekCreated]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: SeekRequest,

) -> Problem | SeekCreated | None:
    """ Ask to play: a player (player token) or a guest (no token; casual only)

     Requests of the same game, options, seats, time control and `rated` are paired into one match, a
    rated one's players each within the other's rating window (100 points either side, 50 more every 5 s
    of waiting, at most 500, never beyond `rating_range`). Poll `GET /seeks/{id}` with the returned
    token for the match. Problems: guest_rated, name_required, rated_with_bots, the game's and time
    control's as for a new match; counted per client and minute as seats.

    Args:
        body (SeekRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeekCreated
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SeekRequest,

) -> Response[Problem | SeekCreated]:
    """ Ask to play: a player (player token) or a guest (no token; casual only)

     Requests of the same game, options, seats, time control and `rated` are paired into one match, a
    rated one's players each within the other's rating window (100 points either side, 50 more every 5 s
    of waiting, at most 500, never beyond `rating_range`). Poll `GET /seeks/{id}` with the returned
    token for the match. Problems: guest_rated, name_required, rated_with_bots, the game's and time
    control's as for a new match; counted per client and minute as seats.

    Args:
        body (SeekRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeekCreated]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SeekRequest,

) -> Problem | SeekCreated | None:
    """ Ask to play: a player (player token) or a guest (no token; casual only)

     Requests of the same game, options, seats, time control and `rated` are paired into one match, a
    rated one's players each within the other's rating window (100 points either side, 50 more every 5 s
    of waiting, at most 500, never beyond `rating_range`). Poll `GET /seeks/{id}` with the returned
    token for the match. Problems: guest_rated, name_required, rated_with_bots, the game's and time
    control's as for a new match; counted per client and minute as seats.

    Args:
        body (SeekRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeekCreated
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
