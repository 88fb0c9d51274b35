from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.key_set import KeySet
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/.well-known/igroteka-keys.json",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> KeySet | None:
    if response.status_code == 200:
        response_200 = KeySet.from_dict(response.json())



        return response_200

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[KeySet]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[KeySet]:
    """ The public keys that sign match records, current and earlier (a JWK set)

     Every key that ever signed a record of this server, as an Ed25519 JWK set: a record's
    `signature.kid` names one. Check a record offline with `igroteka verify RECORD --keys URL`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KeySet]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,

) -> KeySet | None:
    """ The public keys that sign match records, current and earlier (a JWK set)

     Every key that ever signed a record of this server, as an Ed25519 JWK set: a record's
    `signature.kid` names one. Check a record offline with `igroteka verify RECORD --keys URL`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KeySet
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[KeySet]:
    """ The public keys that sign match records, current and earlier (a JWK set)

     Every key that ever signed a record of this server, as an Ed25519 JWK set: a record's
    `signature.kid` names one. Check a record offline with `igroteka verify RECORD --keys URL`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KeySet]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,

) -> KeySet | None:
    """ The public keys that sign match records, current and earlier (a JWK set)

     Every key that ever signed a record of this server, as an Ed25519 JWK set: a record's
    `signature.kid` names one. Check a record offline with `igroteka verify RECORD --keys URL`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KeySet
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
