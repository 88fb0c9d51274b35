from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.challenge import Challenge
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    challenge_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/challenges/{challenge_id}/accept".format(challenge_id=quote(str(challenge_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Challenge | Problem | None:
    if response.status_code == 200:
        response_200 = Challenge.from_dict(response.json())



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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Challenge | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    challenge_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Challenge | Problem]:
    """ Accept a challenge (the challenged player): its match starts, both seats claimed

     A challenge is accepted at most once; one already closed answers challenge_accepted,
    challenge_declined, challenge_cancelled or challenge_expired.

    Args:
        challenge_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Challenge | Problem]
     """


    kwargs = _get_kwargs(
        challenge_id=challenge_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    challenge_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Challenge | Problem | None:
    """ Accept a challenge (the challenged player): its match starts, both seats claimed

     A challenge is accepted at most once; one already closed answers challenge_accepted,
    challenge_declined, challenge_cancelled or challenge_expired.

    Args:
        challenge_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Challenge | Problem
     """


    return sync_detailed(
        challenge_id=challenge_id,
client=client,

    ).parsed

async def asyncio_detailed(
    challenge_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Challenge | Problem]:
    """ Accept a challenge (the challenged player): its match starts, both seats claimed

     A challenge is accepted at most once; one already closed answers challenge_accepted,
    challenge_declined, challenge_cancelled or challenge_expired.

    Args:
        challenge_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Challenge | Problem]
     """


    kwargs = _get_kwargs(
        challenge_id=challenge_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    challenge_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Challenge | Problem | None:
    """ Accept a challenge (the challenged player): its match starts, both seats claimed

     A challenge is accepted at most once; one already closed answers challenge_accepted,
    challenge_declined, challenge_cancelled or challenge_expired.

    Args:
        challenge_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Challenge | Problem
     """


    return (await asyncio_detailed(
        challenge_id=challenge_id,
client=client,

    )).parsed
