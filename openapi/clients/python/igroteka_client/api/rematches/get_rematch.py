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
        "method": "get",
        "url": "/api/v1/matches/{match_id}/rematch".format(match_id=quote(str(match_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> None | Rematch | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> None | Rematch:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = Rematch.from_dict(data)



                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Rematch, data)

        response_200 = _parse_response_200(response.json())

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[None | Rematch | Problem]:
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

) -> Response[None | Rematch | Problem]:
    """ The match's latest rematch offer (null before any); once started, the caller's seat and seat token
    there

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[None | Rematch | Problem]
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

) -> None | Rematch | Problem | None:
    """ The match's latest rematch offer (null before any); once started, the caller's seat and seat token
    there

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        None | Rematch | Problem
     """


    return sync_detailed(
        match_id=match_id,
client=client,

    ).parsed

async def asyncio_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> Response[None | Rematch | Problem]:
    """ The match's latest rematch offer (null before any); once started, the caller's seat and seat token
    there

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[None | Rematch | Problem]
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

) -> None | Rematch | Problem | None:
    """ The match's latest rematch offer (null before any); once started, the caller's seat and seat token
    there

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        None | Rematch | Problem
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,

    )).parsed
