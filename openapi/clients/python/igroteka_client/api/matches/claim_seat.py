from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.claim_seat import ClaimSeat
from ...models.problem import Problem
from ...models.seat_claimed import SeatClaimed
from typing import cast
from uuid import UUID



def _get_kwargs(
    match_id: UUID,
    *,
    body: ClaimSeat,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/matches/{match_id}/seats".format(match_id=quote(str(match_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SeatClaimed | None:
    if response.status_code == 201:
        response_201 = SeatClaimed.from_dict(response.json())



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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SeatClaimed]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    body: ClaimSeat,

) -> Response[Problem | SeatClaimed]:
    """ Claim a seat; returns its token once. With a player token the seat is the player's too

     With `Authorization: Bearer <player token>` the seat belongs to that player: the player token acts
    for it as its seat token does, and it is among the player's matches. A player holds one seat a match
    (problem player_seated). Any other token in the header is ignored, as before accounts. With a
    `claim_id` the claim may be retried safely, as a move is with its `move_id`.

    Args:
        match_id (UUID):
        body (ClaimSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatClaimed]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    body: ClaimSeat,

) -> Problem | SeatClaimed | None:
    """ Claim a seat; returns its token once. With a player token the seat is the player's too

     With `Authorization: Bearer <player token>` the seat belongs to that player: the player token acts
    for it as its seat token does, and it is among the player's matches. A player holds one seat a match
    (problem player_seated). Any other token in the header is ignored, as before accounts. With a
    `claim_id` the claim may be retried safely, as a move is with its `move_id`.

    Args:
        match_id (UUID):
        body (ClaimSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatClaimed
     """


    return sync_detailed(
        match_id=match_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    body: ClaimSeat,

) -> Response[Problem | SeatClaimed]:
    """ Claim a seat; returns its token once. With a player token the seat is the player's too

     With `Authorization: Bearer <player token>` the seat belongs to that player: the player token acts
    for it as its seat token does, and it is among the player's matches. A player holds one seat a match
    (problem player_seated). Any other token in the header is ignored, as before accounts. With a
    `claim_id` the claim may be retried safely, as a move is with its `move_id`.

    Args:
        match_id (UUID):
        body (ClaimSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatClaimed]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    body: ClaimSeat,

) -> Problem | SeatClaimed | None:
    """ Claim a seat; returns its token once. With a player token the seat is the player's too

     With `Authorization: Bearer <player token>` the seat belongs to that player: the player token acts
    for it as its seat token does, and it is among the player's matches. A player holds one seat a match
    (problem player_seated). Any other token in the header is ignored, as before accounts. With a
    `claim_id` the claim may be retried safely, as a move is with its `move_id`.

    Args:
        match_id (UUID):
        body (ClaimSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatClaimed
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,
body=body,

    )).parsed
