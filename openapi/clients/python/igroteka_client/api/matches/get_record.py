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
from ...models.zavody_record import ZavodyRecord
from typing import cast
from uuid import UUID



def _get_kwargs(
    match_id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/matches/{match_id}/record".format(match_id=quote(str(match_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_record_type_0 = PobedaRecord.from_dict(data)



                return componentsschemas_record_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_record_type_1 = PyatiletkaRecord.from_dict(data)



                return componentsschemas_record_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_record_type_2 = ZavodyRecord.from_dict(data)



                return componentsschemas_record_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_record_type_3 = DenPobedyRecord.from_dict(data)



                return componentsschemas_record_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_record_type_4 = EcologicRecord.from_dict(data)



            return componentsschemas_record_type_4

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord | Problem]:
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

) -> Response[Any | DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord | Problem]:
    """ A finished match's full record, chained and signed by the server

     Each event's `prev` names the hash of the one before; `signature` is the server's Ed25519 signature
    by the key `signature.kid` of the key set at /.well-known/igroteka-keys.json (the encoding is in the
    README's audit section). A tournament match names its `tournament`, tour and table inside the signed
    part; a rated match its `ratings`: every seat's player and rating before and after, signed too. The
    record of a match that is over never changes: it comes with a strong `ETag` and is cached for a year
    (`public`); `If-None-Match` gets 304.

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord | Problem]
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

) -> Any | DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord | Problem | None:
    """ A finished match's full record, chained and signed by the server

     Each event's `prev` names the hash of the one before; `signature` is the server's Ed25519 signature
    by the key `signature.kid` of the key set at /.well-known/igroteka-keys.json (the encoding is in the
    README's audit section). A tournament match names its `tournament`, tour and table inside the signed
    part; a rated match its `ratings`: every seat's player and rating before and after, signed too. The
    record of a match that is over never changes: it comes with a strong `ETag` and is cached for a year
    (`public`); `If-None-Match` gets 304.

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord | Problem
     """


    return sync_detailed(
        match_id=match_id,
client=client,

    ).parsed

async def asyncio_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Any | DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord | Problem]:
    """ A finished match's full record, chained and signed by the server

     Each event's `prev` names the hash of the one before; `signature` is the server's Ed25519 signature
    by the key `signature.kid` of the key set at /.well-known/igroteka-keys.json (the encoding is in the
    README's audit section). A tournament match names its `tournament`, tour and table inside the signed
    part; a rated match its `ratings`: every seat's player and rating before and after, signed too. The
    record of a match that is over never changes: it comes with a strong `ETag` and is cached for a year
    (`public`); `If-None-Match` gets 304.

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord | Problem]
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

) -> Any | DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord | Problem | None:
    """ A finished match's full record, chained and signed by the server

     Each event's `prev` names the hash of the one before; `signature` is the server's Ed25519 signature
    by the key `signature.kid` of the key set at /.well-known/igroteka-keys.json (the encoding is in the
    README's audit section). A tournament match names its `tournament`, tour and table inside the signed
    part; a rated match its `ratings`: every seat's player and rating before and after, signed too. The
    record of a match that is over never changes: it comes with a strong `ETag` and is cached for a year
    (`public`); `If-None-Match` gets 304.

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DenPobedyRecord | EcologicRecord | PobedaRecord | PyatiletkaRecord | ZavodyRecord | Problem
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,

    )).parsed
