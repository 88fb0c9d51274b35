from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.den_pobedy_tournament_info import DenPobedyTournamentInfo
from ...models.ecologic_tournament_info import EcologicTournamentInfo
from ...models.pobeda_tournament_info import PobedaTournamentInfo
from ...models.problem import Problem
from ...models.pyatiletka_tournament_info import PyatiletkaTournamentInfo
from ...models.zavody_tournament_info import ZavodyTournamentInfo
from typing import cast
from uuid import UUID



def _get_kwargs(
    tournament_id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/tournaments/{tournament_id}/registration/close".format(tournament_id=quote(str(tournament_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DenPobedyTournamentInfo | EcologicTournamentInfo | PobedaTournamentInfo | PyatiletkaTournamentInfo | ZavodyTournamentInfo | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> DenPobedyTournamentInfo | EcologicTournamentInfo | PobedaTournamentInfo | PyatiletkaTournamentInfo | ZavodyTournamentInfo:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tournament_info_type_0 = PobedaTournamentInfo.from_dict(data)



                return componentsschemas_tournament_info_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tournament_info_type_1 = PyatiletkaTournamentInfo.from_dict(data)



                return componentsschemas_tournament_info_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tournament_info_type_2 = ZavodyTournamentInfo.from_dict(data)



                return componentsschemas_tournament_info_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tournament_info_type_3 = DenPobedyTournamentInfo.from_dict(data)



                return componentsschemas_tournament_info_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_tournament_info_type_4 = EcologicTournamentInfo.from_dict(data)



            return componentsschemas_tournament_info_type_4

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DenPobedyTournamentInfo | EcologicTournamentInfo | PobedaTournamentInfo | PyatiletkaTournamentInfo | ZavodyTournamentInfo | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> Response[DenPobedyTournamentInfo | EcologicTournamentInfo | PobedaTournamentInfo | PyatiletkaTournamentInfo | ZavodyTournamentInfo | Problem]:
    """ Close registration (organiser token); starting the first tour closes it too

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DenPobedyTournamentInfo | EcologicTournamentInfo | PobedaTournamentInfo | PyatiletkaTournamentInfo | ZavodyTournamentInfo | Problem]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> DenPobedyTournamentInfo | EcologicTournamentInfo | PobedaTournamentInfo | PyatiletkaTournamentInfo | ZavodyTournamentInfo | Problem | None:
    """ Close registration (organiser token); starting the first tour closes it too

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DenPobedyTournamentInfo | EcologicTournamentInfo | PobedaTournamentInfo | PyatiletkaTournamentInfo | ZavodyTournamentInfo | Problem
     """


    return sync_detailed(
        tournament_id=tournament_id,
client=client,

    ).parsed

async def asyncio_detailed(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> Response[DenPobedyTournamentInfo | EcologicTournamentInfo | PobedaTournamentInfo | PyatiletkaTournamentInfo | ZavodyTournamentInfo | Problem]:
    """ Close registration (organiser token); starting the first tour closes it too

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DenPobedyTournamentInfo | EcologicTournamentInfo | PobedaTournamentInfo | PyatiletkaTournamentInfo | ZavodyTournamentInfo | Problem]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> DenPobedyTournamentInfo | EcologicTournamentInfo | PobedaTournamentInfo | PyatiletkaTournamentInfo | ZavodyTournamentInfo | Problem | None:
    """ Close registration (organiser token); starting the first tour closes it too

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DenPobedyTournamentInfo | EcologicTournamentInfo | PobedaTournamentInfo | PyatiletkaTournamentInfo | ZavodyTournamentInfo | Problem
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
client=client,

    )).parsed
