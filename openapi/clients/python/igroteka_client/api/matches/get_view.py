from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.den_pobedy_view import DenPobedyView
from ...models.ecologic_view import EcologicView
from ...models.pobeda_view import PobedaView
from ...models.problem import Problem
from ...models.pyatiletka_view import PyatiletkaView
from ...models.zavody_view import ZavodyView
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    match_id: UUID,
    *,
    version: int | None | Unset = UNSET,
    audit: bool | Unset = False,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_version: int | None | Unset
    if isinstance(version, Unset):
        json_version = UNSET
    else:
        json_version = version
    params["version"] = json_version

    params["audit"] = audit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/matches/{match_id}/view".format(match_id=quote(str(match_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | DenPobedyView | EcologicView | PobedaView | PyatiletkaView | ZavodyView | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> DenPobedyView | EcologicView | PobedaView | PyatiletkaView | ZavodyView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_0 = PobedaView.from_dict(data)



                return componentsschemas_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_1 = PyatiletkaView.from_dict(data)



                return componentsschemas_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_2 = ZavodyView.from_dict(data)



                return componentsschemas_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_3 = DenPobedyView.from_dict(data)



                return componentsschemas_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_view_type_4 = EcologicView.from_dict(data)



            return componentsschemas_view_type_4

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | DenPobedyView | EcologicView | PobedaView | PyatiletkaView | ZavodyView | Problem]:
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
    version: int | None | Unset = UNSET,
    audit: bool | Unset = False,

) -> Response[Any | DenPobedyView | EcologicView | PobedaView | PyatiletkaView | ZavodyView | Problem]:
    """ The caller's view, now or at a past version

     A view at a version that is final (a later one exists, or the match is over) never changes: it comes
    with a strong `ETag` and is cached for a year (`public` without a token, `private` with one); `If-
    None-Match` gets 304.

    Args:
        match_id (UUID):
        version (int | None | Unset): A version of the match, from 1: the match right after its
            stored event of that number
        audit (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DenPobedyView | EcologicView | PobedaView | PyatiletkaView | ZavodyView | Problem]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
version=version,
audit=audit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    version: int | None | Unset = UNSET,
    audit: bool | Unset = False,

) -> Any | DenPobedyView | EcologicView | PobedaView | PyatiletkaView | ZavodyView | Problem | None:
    """ The caller's view, now or at a past version

     A view at a version that is final (a later one exists, or the match is over) never changes: it comes
    with a strong `ETag` and is cached for a year (`public` without a token, `private` with one); `If-
    None-Match` gets 304.

    Args:
        match_id (UUID):
        version (int | None | Unset): A version of the match, from 1: the match right after its
            stored event of that number
        audit (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DenPobedyView | EcologicView | PobedaView | PyatiletkaView | ZavodyView | Problem
     """


    return sync_detailed(
        match_id=match_id,
client=client,
version=version,
audit=audit,

    ).parsed

async def asyncio_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    version: int | None | Unset = UNSET,
    audit: bool | Unset = False,

) -> Response[Any | DenPobedyView | EcologicView | PobedaView | PyatiletkaView | ZavodyView | Problem]:
    """ The caller's view, now or at a past version

     A view at a version that is final (a later one exists, or the match is over) never changes: it comes
    with a strong `ETag` and is cached for a year (`public` without a token, `private` with one); `If-
    None-Match` gets 304.

    Args:
        match_id (UUID):
        version (int | None | Unset): A version of the match, from 1: the match right after its
            stored event of that number
        audit (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DenPobedyView | EcologicView | PobedaView | PyatiletkaView | ZavodyView | Problem]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
version=version,
audit=audit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    version: int | None | Unset = UNSET,
    audit: bool | Unset = False,

) -> Any | DenPobedyView | EcologicView | PobedaView | PyatiletkaView | ZavodyView | Problem | None:
    """ The caller's view, now or at a past version

     A view at a version that is final (a later one exists, or the match is over) never changes: it comes
    with a strong `ETag` and is cached for a year (`public` without a token, `private` with one); `If-
    None-Match` gets 304.

    Args:
        match_id (UUID):
        version (int | None | Unset): A version of the match, from 1: the match right after its
            stored event of that number
        audit (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DenPobedyView | EcologicView | PobedaView | PyatiletkaView | ZavodyView | Problem
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,
version=version,
audit=audit,

    )).parsed
