from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.den_pobedy_move_accepted import DenPobedyMoveAccepted
from ...models.ecologic_move_accepted import EcologicMoveAccepted
from ...models.move_request import MoveRequest
from ...models.pobeda_move_accepted import PobedaMoveAccepted
from ...models.problem import Problem
from ...models.pyatiletka_move_accepted import PyatiletkaMoveAccepted
from ...models.zavody_move_accepted import ZavodyMoveAccepted
from typing import cast
from uuid import UUID



def _get_kwargs(
    match_id: UUID,
    *,
    body: MoveRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/matches/{match_id}/moves".format(match_id=quote(str(match_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DenPobedyMoveAccepted | EcologicMoveAccepted | PobedaMoveAccepted | PyatiletkaMoveAccepted | ZavodyMoveAccepted | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> DenPobedyMoveAccepted | EcologicMoveAccepted | PobedaMoveAccepted | PyatiletkaMoveAccepted | ZavodyMoveAccepted:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_accepted_type_0 = PobedaMoveAccepted.from_dict(data)



                return componentsschemas_move_accepted_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_accepted_type_1 = PyatiletkaMoveAccepted.from_dict(data)



                return componentsschemas_move_accepted_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_accepted_type_2 = ZavodyMoveAccepted.from_dict(data)



                return componentsschemas_move_accepted_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_accepted_type_3 = DenPobedyMoveAccepted.from_dict(data)



                return componentsschemas_move_accepted_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_move_accepted_type_4 = EcologicMoveAccepted.from_dict(data)



            return componentsschemas_move_accepted_type_4

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DenPobedyMoveAccepted | EcologicMoveAccepted | PobedaMoveAccepted | PyatiletkaMoveAccepted | ZavodyMoveAccepted | Problem]:
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
    body: MoveRequest,

) -> Response[DenPobedyMoveAccepted | EcologicMoveAccepted | PobedaMoveAccepted | PyatiletkaMoveAccepted | ZavodyMoveAccepted | Problem]:
    """ Make a move; idempotent by move_id

    Args:
        match_id (UUID):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DenPobedyMoveAccepted | EcologicMoveAccepted | PobedaMoveAccepted | PyatiletkaMoveAccepted | ZavodyMoveAccepted | Problem]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    body: MoveRequest,

) -> DenPobedyMoveAccepted | EcologicMoveAccepted | PobedaMoveAccepted | PyatiletkaMoveAccepted | ZavodyMoveAccepted | Problem | None:
    """ Make a move; idempotent by move_id

    Args:
        match_id (UUID):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DenPobedyMoveAccepted | EcologicMoveAccepted | PobedaMoveAccepted | PyatiletkaMoveAccepted | ZavodyMoveAccepted | Problem
     """


    return sync_detailed(
        match_id=match_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    body: MoveRequest,

) -> Response[DenPobedyMoveAccepted | EcologicMoveAccepted | PobedaMoveAccepted | PyatiletkaMoveAccepted | ZavodyMoveAccepted | Problem]:
    """ Make a move; idempotent by move_id

    Args:
        match_id (UUID):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DenPobedyMoveAccepted | EcologicMoveAccepted | PobedaMoveAccepted | PyatiletkaMoveAccepted | ZavodyMoveAccepted | Problem]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    body: MoveRequest,

) -> DenPobedyMoveAccepted | EcologicMoveAccepted | PobedaMoveAccepted | PyatiletkaMoveAccepted | ZavodyMoveAccepted | Problem | None:
    """ Make a move; idempotent by move_id

    Args:
        match_id (UUID):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DenPobedyMoveAccepted | EcologicMoveAccepted | PobedaMoveAccepted | PyatiletkaMoveAccepted | ZavodyMoveAccepted | Problem
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,
body=body,

    )).parsed
