from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.new_webhook import NewWebhook
from ...models.problem import Problem
from ...models.webhook_made import WebhookMade
from typing import cast



def _get_kwargs(
    *,
    body: NewWebhook,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/players/me/webhooks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | WebhookMade | None:
    if response.status_code == 201:
        response_201 = WebhookMade.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | WebhookMade]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NewWebhook,

) -> Response[Problem | WebhookMade]:
    """ A webhook for the caller's notices (player token); its secret is returned once

     The URL's host must resolve to public addresses only (problem webhook_target_refused), unless the
    deployment allows private targets. Disabled after `webhook_disable_after` (20) failed attempts in a
    row; POST …/enable turns it on again.

    Args:
        body (NewWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookMade]
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
    body: NewWebhook,

) -> Problem | WebhookMade | None:
    """ A webhook for the caller's notices (player token); its secret is returned once

     The URL's host must resolve to public addresses only (problem webhook_target_refused), unless the
    deployment allows private targets. Disabled after `webhook_disable_after` (20) failed attempts in a
    row; POST …/enable turns it on again.

    Args:
        body (NewWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookMade
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NewWebhook,

) -> Response[Problem | WebhookMade]:
    """ A webhook for the caller's notices (player token); its secret is returned once

     The URL's host must resolve to public addresses only (problem webhook_target_refused), unless the
    deployment allows private targets. Disabled after `webhook_disable_after` (20) failed attempts in a
    row; POST …/enable turns it on again.

    Args:
        body (NewWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookMade]
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
    body: NewWebhook,

) -> Problem | WebhookMade | None:
    """ A webhook for the caller's notices (player token); its secret is returned once

     The URL's host must resolve to public addresses only (problem webhook_target_refused), unless the
    deployment allows private targets. Disabled after `webhook_disable_after` (20) failed attempts in a
    row; POST …/enable turns it on again.

    Args:
        body (NewWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookMade
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
