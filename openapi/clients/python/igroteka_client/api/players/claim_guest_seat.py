from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.guest_seat import GuestSeat
from ...models.held_seat import HeldSeat
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: GuestSeat,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/players/me/seats",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> HeldSeat | Problem | None:
    if response.status_code == 201:
        response_201 = HeldSeat.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[HeldSeat | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: GuestSeat,

) -> Response[HeldSeat | Problem]:
    """ Make a seat claimed as a guest the caller's, proved by its seat token

     The player token then acts for the seat as well, and the match is among the player's. A seat already
    a player's, or a second seat of one match, is refused (problem seat_held).

    Args:
        body (GuestSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HeldSeat | Problem]
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
    body: GuestSeat,

) -> HeldSeat | Problem | None:
    """ Make a seat claimed as a guest the caller's, proved by its seat token

     The player token then acts for the seat as well, and the match is among the player's. A seat already
    a player's, or a second seat of one match, is refused (problem seat_held).

    Args:
        body (GuestSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HeldSeat | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: GuestSeat,

) -> Response[HeldSeat | Problem]:
    """ Make a seat claimed as a guest the caller's, proved by its seat token

     The player token then acts for the seat as well, and the match is among the player's. A seat already
    a player's, or a second seat of one match, is refused (problem seat_held).

    Args:
        body (GuestSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HeldSeat | Problem]
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
    body: GuestSeat,

) -> HeldSeat | Problem | None:
    """ Make a seat claimed as a guest the caller's, proved by its seat token

     The player token then acts for the seat as well, and the match is among the player's. A seat already
    a player's, or a second seat of one match, is refused (problem seat_held).

    Args:
        body (GuestSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HeldSeat | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
