from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.rematch import Rematch
from typing import cast
from uuid import UUID



def _get_kwargs(
    match_id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/matches/{match_id}/rematch".format(match_id=quote(str(match_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Rematch | None:
    if response.status_code == 201:
        response_201 = Rematch.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Rematch]:
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

) -> Response[Problem | Rematch]:
    """ Offer a rematch of a finished match (a seat's or player's token)

     One at a time: rematch_offered while one is open, rematch_accepted once one was. With no other
    person seated it starts at once.

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Rematch]
     """


    kwargs = _get_kwargs(
        match_id=match_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> Problem | Rematch | None:
    """ Offer a rematch of a finished match (a seat's or player's token)

     One at a time: rematch_offered while one is open, rematch_accepted once one was. With no other
    person seated it starts at once.

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Rematch
     """


    return sync_detailed(
        match_id=match_id,
client=client,

    ).parsed

async def asyncio_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Problem | Rematch]:
    """ Offer a rematch of a finished match (a seat's or player's token)

     One at a time: rematch_offered while one is open, rematch_accepted once one was. With no other
    person seated it starts at once.

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Rematch]
     """


    kwargs = _get_kwargs(
        match_id=match_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> Problem | Rematch | None:
    """ Offer a rematch of a finished match (a seat's or player's token)

     One at a time: rematch_offered while one is open, rematch_accepted once one was. With no other
    person seated it starts at once.

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Rematch
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,

    )).parsed
