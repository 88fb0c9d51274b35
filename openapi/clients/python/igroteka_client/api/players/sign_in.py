from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.sign_in import SignIn
from ...models.signed_in import SignedIn
from typing import cast



def _get_kwargs(
    *,
    body: SignIn,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/players/sign-in",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SignedIn | None:
    if response.status_code == 200:
        response_200 = SignedIn.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SignedIn]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SignIn,

) -> Response[Problem | SignedIn]:
    """ Sign in with an ID token or JWT access token of an identity provider this server trusts

     The token's signature is checked with its issuer's published keys (`kid`), then `iss`, `aud`, `exp`,
    `nbf` and `iat` (with a small leeway); `alg: none`, HMAC tokens naming an asymmetric key and
    algorithms the issuer is not configured for are refused. Each refusal is a 401 problem with its own
    `code`; an issuer whose keys cannot be fetched answers 503. The first token of a subject makes its
    player (one of the client's account budget, quota_exceeded); each sign-in answers a player token of
    the label asked for, replacing one of that label.

    Args:
        body (SignIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SignedIn]
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
    body: SignIn,

) -> Problem | SignedIn | None:
    """ Sign in with an ID token or JWT access token of an identity provider this server trusts

     The token's signature is checked with its issuer's published keys (`kid`), then `iss`, `aud`, `exp`,
    `nbf` and `iat` (with a small leeway); `alg: none`, HMAC tokens naming an asymmetric key and
    algorithms the issuer is not configured for are refused. Each refusal is a 401 problem with its own
    `code`; an issuer whose keys cannot be fetched answers 503. The first token of a subject makes its
    player (one of the client's account budget, quota_exceeded); each sign-in answers a player token of
    the label asked for, replacing one of that label.

    Args:
        body (SignIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SignedIn
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SignIn,

) -> Response[Problem | SignedIn]:
    """ Sign in with an ID token or JWT access token of an identity provider this server trusts

     The token's signature is checked with its issuer's published keys (`kid`), then `iss`, `aud`, `exp`,
    `nbf` and `iat` (with a small leeway); `alg: none`, HMAC tokens naming an asymmetric key and
    algorithms the issuer is not configured for are refused. Each refusal is a 401 problem with its own
    `code`; an issuer whose keys cannot be fetched answers 503. The first token of a subject makes its
    player (one of the client's account budget, quota_exceeded); each sign-in answers a player token of
    the label asked for, replacing one of that label.

    Args:
        body (SignIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SignedIn]
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
    body: SignIn,

) -> Problem | SignedIn | None:
    """ Sign in with an ID token or JWT access token of an identity provider this server trusts

     The token's signature is checked with its issuer's published keys (`kid`), then `iss`, `aud`, `exp`,
    `nbf` and `iat` (with a small leeway); `alg: none`, HMAC tokens naming an asymmetric key and
    algorithms the issuer is not configured for are refused. Each refusal is a 401 problem with its own
    `code`; an issuer whose keys cannot be fetched answers 503. The first token of a subject makes its
    player (one of the client's account budget, quota_exceeded); each sign-in answers a player token of
    the label asked for, replacing one of that label.

    Args:
        body (SignIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SignedIn
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
