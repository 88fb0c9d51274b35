from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.my_matches import MyMatches
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    to_act: bool | Unset = False,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 20,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["to_act"] = to_act

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
        "url": "/api/v1/players/me/matches",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MyMatches | Problem | None:
    if response.status_code == 200:
        response_200 = MyMatches.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[MyMatches | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    to_act: bool | Unset = False,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[MyMatches | Problem]:
    """ My games: the caller's open and running matches, newest first; to_act=true: those where the caller
    is to act

    Args:
        to_act (bool | Unset): Only the matches where the caller's seat is to act Default: False.
        cursor (None | str | Unset): The `next` of the page before (problem bad_cursor otherwise)
        limit (int | Unset): Rows a page holds at most Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MyMatches | Problem]
     """


    kwargs = _get_kwargs(
        to_act=to_act,
cursor=cursor,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    to_act: bool | Unset = False,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 20,

) -> MyMatches | Problem | None:
    """ My games: the caller's open and running matches, newest first; to_act=true: those where the caller
    is to act

    Args:
        to_act (bool | Unset): Only the matches where the caller's seat is to act Default: False.
        cursor (None | str | Unset): The `next` of the page before (problem bad_cursor otherwise)
        limit (int | Unset): Rows a page holds at most Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MyMatches | Problem
     """


    return sync_detailed(
        client=client,
to_act=to_act,
cursor=cursor,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    to_act: bool | Unset = False,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[MyMatches | Problem]:
    """ My games: the caller's open and running matches, newest first; to_act=true: those where the caller
    is to act

    Args:
        to_act (bool | Unset): Only the matches where the caller's seat is to act Default: False.
        cursor (None | str | Unset): The `next` of the page before (problem bad_cursor otherwise)
        limit (int | Unset): Rows a page holds at most Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MyMatches | Problem]
     """


    kwargs = _get_kwargs(
        to_act=to_act,
cursor=cursor,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    to_act: bool | Unset = False,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 20,

) -> MyMatches | Problem | None:
    """ My games: the caller's open and running matches, newest first; to_act=true: those where the caller
    is to act

    Args:
        to_act (bool | Unset): Only the matches where the caller's seat is to act Default: False.
        cursor (None | str | Unset): The `next` of the page before (problem bad_cursor otherwise)
        limit (int | Unset): Rows a page holds at most Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MyMatches | Problem
     """


    return (await asyncio_detailed(
        client=client,
to_act=to_act,
cursor=cursor,
limit=limit,

    )).parsed
