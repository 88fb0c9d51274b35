from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.forfeit_table import ForfeitTable
from ...models.problem import Problem
from ...models.table_info import TableInfo
from typing import cast
from uuid import UUID



def _get_kwargs(
    tournament_id: UUID,
    table: int,
    *,
    body: ForfeitTable,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/tournaments/{tournament_id}/tables/{table}/forfeit".format(tournament_id=quote(str(tournament_id), safe=""),table=quote(str(table), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | TableInfo | None:
    if response.status_code == 200:
        response_200 = TableInfo.from_dict(response.json())



        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | TableInfo]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: UUID,
    table: int,
    *,
    client: AuthenticatedClient | Client,
    body: ForfeitTable,

) -> Response[Problem | TableInfo]:
    """ Forfeit an unfinished table of the current tour once the tour's limit has passed (organiser token)

    Args:
        tournament_id (UUID):
        table (int): A table of the current tour, from 1
        body (ForfeitTable):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TableInfo]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
table=table,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: UUID,
    table: int,
    *,
    client: AuthenticatedClient | Client,
    body: ForfeitTable,

) -> Problem | TableInfo | None:
    """ Forfeit an unfinished table of the current tour once the tour's limit has passed (organiser token)

    Args:
        tournament_id (UUID):
        table (int): A table of the current tour, from 1
        body (ForfeitTable):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TableInfo
     """


    return sync_detailed(
        tournament_id=tournament_id,
table=table,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    tournament_id: UUID,
    table: int,
    *,
    client: AuthenticatedClient | Client,
    body: ForfeitTable,

) -> Response[Problem | TableInfo]:
    """ Forfeit an unfinished table of the current tour once the tour's limit has passed (organiser token)

    Args:
        tournament_id (UUID):
        table (int): A table of the current tour, from 1
        body (ForfeitTable):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TableInfo]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
table=table,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: UUID,
    table: int,
    *,
    client: AuthenticatedClient | Client,
    body: ForfeitTable,

) -> Problem | TableInfo | None:
    """ Forfeit an unfinished table of the current tour once the tour's limit has passed (organiser token)

    Args:
        tournament_id (UUID):
        table (int): A table of the current tour, from 1
        body (ForfeitTable):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TableInfo
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
table=table,
client=client,
body=body,

    )).parsed
