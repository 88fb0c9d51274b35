from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.den_pobedy_legal_moves import DenPobedyLegalMoves
from ...models.ecologic_legal_moves import EcologicLegalMoves
from ...models.pobeda_legal_moves import PobedaLegalMoves
from ...models.problem import Problem
from ...models.pyatiletka_legal_moves import PyatiletkaLegalMoves
from ...models.zavody_legal_moves import ZavodyLegalMoves
from typing import cast
from uuid import UUID



def _get_kwargs(
    match_id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/matches/{match_id}/legal-moves".format(match_id=quote(str(match_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DenPobedyLegalMoves | EcologicLegalMoves | PobedaLegalMoves | PyatiletkaLegalMoves | ZavodyLegalMoves | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> DenPobedyLegalMoves | EcologicLegalMoves | PobedaLegalMoves | PyatiletkaLegalMoves | ZavodyLegalMoves:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_0 = PobedaLegalMoves.from_dict(data)



                return componentsschemas_legal_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_1 = PyatiletkaLegalMoves.from_dict(data)



                return componentsschemas_legal_moves_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_2 = ZavodyLegalMoves.from_dict(data)



                return componentsschemas_legal_moves_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_3 = DenPobedyLegalMoves.from_dict(data)



                return componentsschemas_legal_moves_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_legal_moves_type_4 = EcologicLegalMoves.from_dict(data)



            return componentsschemas_legal_moves_type_4

        response_200 = _parse_response_200(response.json())

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DenPobedyLegalMoves | EcologicLegalMoves | PobedaLegalMoves | PyatiletkaLegalMoves | ZavodyLegalMoves | Problem]:
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

) -> Response[DenPobedyLegalMoves | EcologicLegalMoves | PobedaLegalMoves | PyatiletkaLegalMoves | ZavodyLegalMoves | Problem]:
    """ The caller's legal moves now

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DenPobedyLegalMoves | EcologicLegalMoves | PobedaLegalMoves | PyatiletkaLegalMoves | ZavodyLegalMoves | Problem]
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

) -> DenPobedyLegalMoves | EcologicLegalMoves | PobedaLegalMoves | PyatiletkaLegalMoves | ZavodyLegalMoves | Problem | None:
    """ The caller's legal moves now

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DenPobedyLegalMoves | EcologicLegalMoves | PobedaLegalMoves | PyatiletkaLegalMoves | ZavodyLegalMoves | Problem
     """


    return sync_detailed(
        match_id=match_id,
client=client,

    ).parsed

async def asyncio_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> Response[DenPobedyLegalMoves | EcologicLegalMoves | PobedaLegalMoves | PyatiletkaLegalMoves | ZavodyLegalMoves | Problem]:
    """ The caller's legal moves now

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DenPobedyLegalMoves | EcologicLegalMoves | PobedaLegalMoves | PyatiletkaLegalMoves | ZavodyLegalMoves | Problem]
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

) -> DenPobedyLegalMoves | EcologicLegalMoves | PobedaLegalMoves | PyatiletkaLegalMoves | ZavodyLegalMoves | Problem | None:
    """ The caller's legal moves now

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DenPobedyLegalMoves | EcologicLegalMoves | PobedaLegalMoves | PyatiletkaLegalMoves | ZavodyLegalMoves | Problem
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,

    )).parsed
