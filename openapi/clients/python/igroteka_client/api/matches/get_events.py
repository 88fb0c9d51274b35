from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.den_pobedy_events import DenPobedyEvents
from ...models.ecologic_events import EcologicEvents
from ...models.pobeda_events import PobedaEvents
from ...models.problem import Problem
from ...models.pyatiletka_events import PyatiletkaEvents
from ...models.zavody_events import ZavodyEvents
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    match_id: UUID,
    *,
    after: int | Unset = 0,
    upto: int | None | Unset = UNSET,
    audit: bool | Unset = False,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after

    json_upto: int | None | Unset
    if isinstance(upto, Unset):
        json_upto = UNSET
    else:
        json_upto = upto
    params["upto"] = json_upto

    params["audit"] = audit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/matches/{match_id}/events".format(match_id=quote(str(match_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | DenPobedyEvents | EcologicEvents | PobedaEvents | PyatiletkaEvents | ZavodyEvents | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> DenPobedyEvents | EcologicEvents | PobedaEvents | PyatiletkaEvents | ZavodyEvents:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_events_type_0 = PobedaEvents.from_dict(data)



                return componentsschemas_events_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_events_type_1 = PyatiletkaEvents.from_dict(data)



                return componentsschemas_events_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_events_type_2 = ZavodyEvents.from_dict(data)



                return componentsschemas_events_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_events_type_3 = DenPobedyEvents.from_dict(data)



                return componentsschemas_events_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_events_type_4 = EcologicEvents.from_dict(data)



            return componentsschemas_events_type_4

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | DenPobedyEvents | EcologicEvents | PobedaEvents | PyatiletkaEvents | ZavodyEvents | Problem]:
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
    after: int | Unset = 0,
    upto: int | None | Unset = UNSET,
    audit: bool | Unset = False,

) -> Response[Any | DenPobedyEvents | EcologicEvents | PobedaEvents | PyatiletkaEvents | ZavodyEvents | Problem]:
    """ The caller's redacted event feed

     The items after `after` and, with `upto`, up to that version (`version` is then `upto`). A feed up
    to a version, or the whole feed of a match that is over, never changes: it comes with a strong
    `ETag` and is cached for a year (`public` without a token, `private` with one); `If-None-Match` gets
    304.

    Args:
        match_id (UUID):
        after (int | Unset):  Default: 0.
        upto (int | None | Unset): A version of the match, from 1: the match right after its
            stored event of that number
        audit (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DenPobedyEvents | EcologicEvents | PobedaEvents | PyatiletkaEvents | ZavodyEvents | Problem]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
after=after,
upto=upto,
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
    after: int | Unset = 0,
    upto: int | None | Unset = UNSET,
    audit: bool | Unset = False,

) -> Any | DenPobedyEvents | EcologicEvents | PobedaEvents | PyatiletkaEvents | ZavodyEvents | Problem | None:
    """ The caller's redacted event feed

     The items after `after` and, with `upto`, up to that version (`version` is then `upto`). A feed up
    to a version, or the whole feed of a match that is over, never changes: it comes with a strong
    `ETag` and is cached for a year (`public` without a token, `private` with one); `If-None-Match` gets
    304.

    Args:
        match_id (UUID):
        after (int | Unset):  Default: 0.
        upto (int | None | Unset): A version of the match, from 1: the match right after its
            stored event of that number
        audit (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DenPobedyEvents | EcologicEvents | PobedaEvents | PyatiletkaEvents | ZavodyEvents | Problem
     """


    return sync_detailed(
        match_id=match_id,
client=client,
after=after,
upto=upto,
audit=audit,

    ).parsed

async def asyncio_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    upto: int | None | Unset = UNSET,
    audit: bool | Unset = False,

) -> Response[Any | DenPobedyEvents | EcologicEvents | PobedaEvents | PyatiletkaEvents | ZavodyEvents | Problem]:
    """ The caller's redacted event feed

     The items after `after` and, with `upto`, up to that version (`version` is then `upto`). A feed up
    to a version, or the whole feed of a match that is over, never changes: it comes with a strong
    `ETag` and is cached for a year (`public` without a token, `private` with one); `If-None-Match` gets
    304.

    Args:
        match_id (UUID):
        after (int | Unset):  Default: 0.
        upto (int | None | Unset): A version of the match, from 1: the match right after its
            stored event of that number
        audit (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DenPobedyEvents | EcologicEvents | PobedaEvents | PyatiletkaEvents | ZavodyEvents | Problem]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
after=after,
upto=upto,
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
    after: int | Unset = 0,
    upto: int | None | Unset = UNSET,
    audit: bool | Unset = False,

) -> Any | DenPobedyEvents | EcologicEvents | PobedaEvents | PyatiletkaEvents | ZavodyEvents | Problem | None:
    """ The caller's redacted event feed

     The items after `after` and, with `upto`, up to that version (`version` is then `upto`). A feed up
    to a version, or the whole feed of a match that is over, never changes: it comes with a strong
    `ETag` and is cached for a year (`public` without a token, `private` with one); `If-None-Match` gets
    304.

    Args:
        match_id (UUID):
        after (int | Unset):  Default: 0.
        upto (int | None | Unset): A version of the match, from 1: the match right after its
            stored event of that number
        audit (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DenPobedyEvents | EcologicEvents | PobedaEvents | PyatiletkaEvents | ZavodyEvents | Problem
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,
after=after,
upto=upto,
audit=audit,

    )).parsed
