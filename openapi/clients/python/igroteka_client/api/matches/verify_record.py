from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.den_pobedy_record import DenPobedyRecord
from ...models.ecologic_record import EcologicRecord
from ...models.pobeda_record import PobedaRecord
from ...models.problem import Problem
from ...models.pyatiletka_record import PyatiletkaRecord
from ...models.verification import Verification
from ...models.zavody_record import ZavodyRecord
from typing import cast



def _get_kwargs(
    *,
    body: DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/records/verify",
    }

    
    if isinstance(body, PobedaRecord):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PyatiletkaRecord):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ZavodyRecord):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DenPobedyRecord):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Verification | None:
    if response.status_code == 200:
        response_200 = Verification.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Verification]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord,

) -> Response[Problem | Verification]:
    """ Check a match record's chain and signature against this server's keys, and re-run it through the
    rules: say whether it is this server's and whether it is legal

    Args:
        body (DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Verification]
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
    body: DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord,

) -> Problem | Verification | None:
    """ Check a match record's chain and signature against this server's keys, and re-run it through the
    rules: say whether it is this server's and whether it is legal

    Args:
        body (DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Verification
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord,

) -> Response[Problem | Verification]:
    """ Check a match record's chain and signature against this server's keys, and re-run it through the
    rules: say whether it is this server's and whether it is legal

    Args:
        body (DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Verification]
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
    body: DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord,

) -> Problem | Verification | None:
    """ Check a match record's chain and signature against this server's keys, and re-run it through the
    rules: say whether it is this server's and whether it is legal

    Args:
        body (DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Verification
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
