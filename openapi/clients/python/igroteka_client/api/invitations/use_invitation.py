from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.invitation_used import InvitationUsed
from ...models.problem import Problem
from ...models.use_invitation import UseInvitation
from typing import cast



def _get_kwargs(
    *,
    body: UseInvitation,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/invitations/use",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> InvitationUsed | Problem | None:
    if response.status_code == 200:
        response_200 = InvitationUsed.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[InvitationUsed | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UseInvitation,

) -> Response[InvitationUsed | Problem]:
    """ Take the seat an invitation is for: as a guest (`name`) or with a player token

     The code is used once: invitation_used, invitation_revoked or invitation_expired after;
    invitation_not_found for a code that is none. A claim refused for the claimer's sake (a name that
    looks like another seat's, a player seated already) leaves the invitation open.

    Args:
        body (UseInvitation):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvitationUsed | Problem]
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
    body: UseInvitation,

) -> InvitationUsed | Problem | None:
    """ Take the seat an invitation is for: as a guest (`name`) or with a player token

     The code is used once: invitation_used, invitation_revoked or invitation_expired after;
    invitation_not_found for a code that is none. A claim refused for the claimer's sake (a name that
    looks like another seat's, a player seated already) leaves the invitation open.

    Args:
        body (UseInvitation):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvitationUsed | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UseInvitation,

) -> Response[InvitationUsed | Problem]:
    """ Take the seat an invitation is for: as a guest (`name`) or with a player token

     The code is used once: invitation_used, invitation_revoked or invitation_expired after;
    invitation_not_found for a code that is none. A claim refused for the claimer's sake (a name that
    looks like another seat's, a player seated already) leaves the invitation open.

    Args:
        body (UseInvitation):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvitationUsed | Problem]
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
    body: UseInvitation,

) -> InvitationUsed | Problem | None:
    """ Take the seat an invitation is for: as a guest (`name`) or with a player token

     The code is used once: invitation_used, invitation_revoked or invitation_expired after;
    invitation_not_found for a code that is none. A claim refused for the claimer's sake (a name that
    looks like another seat's, a player seated already) leaves the invitation open.

    Args:
        body (UseInvitation):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvitationUsed | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
