from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.den_pobedy_content import DenPobedyContent
from ...models.ecologic_content import EcologicContent
from ...models.pobeda_content import PobedaContent
from ...models.problem import Problem
from ...models.pyatiletka_content import PyatiletkaContent
from ...models.zavody_content import ZavodyContent
from typing import cast



def _get_kwargs(
    game: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/games/{game}/content".format(game=quote(str(game), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DenPobedyContent | EcologicContent | PobedaContent | PyatiletkaContent | ZavodyContent | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> DenPobedyContent | EcologicContent | PobedaContent | PyatiletkaContent | ZavodyContent:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_content_type_0 = PobedaContent.from_dict(data)



                return componentsschemas_content_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_content_type_1 = PyatiletkaContent.from_dict(data)



                return componentsschemas_content_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_content_type_2 = ZavodyContent.from_dict(data)



                return componentsschemas_content_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_content_type_3 = DenPobedyContent.from_dict(data)



                return componentsschemas_content_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_content_type_4 = EcologicContent.from_dict(data)



            return componentsschemas_content_type_4

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DenPobedyContent | EcologicContent | PobedaContent | PyatiletkaContent | ZavodyContent | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[DenPobedyContent | EcologicContent | PobedaContent | PyatiletkaContent | ZavodyContent | Problem]:
    """ A game's public catalogue of cards, boards and tiles

    Args:
        game (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DenPobedyContent | EcologicContent | PobedaContent | PyatiletkaContent | ZavodyContent | Problem]
     """


    kwargs = _get_kwargs(
        game=game,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game: str,
    *,
    client: AuthenticatedClient | Client,

) -> DenPobedyContent | EcologicContent | PobedaContent | PyatiletkaContent | ZavodyContent | Problem | None:
    """ A game's public catalogue of cards, boards and tiles

    Args:
        game (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DenPobedyContent | EcologicContent | PobedaContent | PyatiletkaContent | ZavodyContent | Problem
     """


    return sync_detailed(
        game=game,
client=client,

    ).parsed

async def asyncio_detailed(
    game: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[DenPobedyContent | EcologicContent | PobedaContent | PyatiletkaContent | ZavodyContent | Problem]:
    """ A game's public catalogue of cards, boards and tiles

    Args:
        game (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DenPobedyContent | EcologicContent | PobedaContent | PyatiletkaContent | ZavodyContent | Problem]
     """


    kwargs = _get_kwargs(
        game=game,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game: str,
    *,
    client: AuthenticatedClient | Client,

) -> DenPobedyContent | EcologicContent | PobedaContent | PyatiletkaContent | ZavodyContent | Problem | None:
    """ A game's public catalogue of cards, boards and tiles

    Args:
        game (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DenPobedyContent | EcologicContent | PobedaContent | PyatiletkaContent | ZavodyContent | Problem
     """


    return (await asyncio_detailed(
        game=game,
client=client,

    )).parsed
