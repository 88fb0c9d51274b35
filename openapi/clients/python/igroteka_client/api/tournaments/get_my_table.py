from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.my_table import MyTable
from ...models.problem import Problem
from typing import cast
from uuid import UUID



def _get_kwargs(
    tournament_id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/tournaments/{tournament_id}/my-table".format(tournament_id=quote(str(tournament_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MyTable | Problem | None:
    if response.status_code == 200:
        response_200 = MyTable.from_dict(response.json())



        return response_200

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[MyTable | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> Response[MyTable | Problem]:
    """ The caller's match and seat in the current tour (player token)

     With the token registration gave, or with the player token (`igp_…`) of the account that registered:
    the account's player in this tournament.

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MyTable | Problem]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> MyTable | Problem | None:
    """ The caller's match and seat in the current tour (player token)

     With the token registration gave, or with the player token (`igp_…`) of the account that registered:
    the account's player in this tournament.

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MyTable | Problem
     """


    return sync_detailed(
        tournament_id=tournament_id,
client=client,

    ).parsed

async def asyncio_detailed(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> Response[MyTable | Problem]:
    """ The caller's match and seat in the current tour (player token)

     With the token registration gave, or with the player token (`igp_…`) of the account that registered:
    the account's player in this tournament.

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MyTable | Problem]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> MyTable | Problem | None:
    """ The caller's match and seat in the current tour (player token)

     With the token registration gave, or with the player token (`igp_…`) of the account that registered:
    the account's player in this tournament.

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MyTable | Problem
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
client=client,

    )).parsed
