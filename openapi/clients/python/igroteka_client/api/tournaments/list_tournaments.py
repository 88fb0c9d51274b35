from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_tournaments_status_type_1 import ListTournamentsStatusType1
from ...models.list_tournaments_status_type_2_type_1 import ListTournamentsStatusType2Type1
from ...models.list_tournaments_status_type_3_type_1 import ListTournamentsStatusType3Type1
from ...models.problem import Problem
from ...models.tournament_row import TournamentRow
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    game: None | str | Unset = UNSET,
    status: ListTournamentsStatusType1 | ListTournamentsStatusType2Type1 | ListTournamentsStatusType3Type1 | None | Unset = UNSET,
    limit: int | Unset = 50,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_game: None | str | Unset
    if isinstance(game, Unset):
        json_game = UNSET
    else:
        json_game = game
    params["game"] = json_game

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, ListTournamentsStatusType1):
        json_status = status.value
    elif isinstance(status, ListTournamentsStatusType2Type1):
        json_status = status.value
    elif isinstance(status, ListTournamentsStatusType3Type1):
        json_status = status.value
    else:
        json_status = status
    params["status"] = json_status

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/tournaments",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | list[TournamentRow] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in (_response_200):
            response_200_item = TournamentRow.from_dict(response_200_item_data)



            response_200.append(response_200_item)

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | list[TournamentRow]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    game: None | str | Unset = UNSET,
    status: ListTournamentsStatusType1 | ListTournamentsStatusType2Type1 | ListTournamentsStatusType3Type1 | None | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[Problem | list[TournamentRow]]:
    """ The tournaments, newest first, by game and status (registering, running, finished)

     A read model of the event log: a tournament's status may trail its last match's end by a moment.
    Each row's standings are at `/api/v1/tournaments/{id}/standings`.

    Args:
        game (None | str | Unset):
        status (ListTournamentsStatusType1 | ListTournamentsStatusType2Type1 |
            ListTournamentsStatusType3Type1 | None | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[TournamentRow]]
     """


    kwargs = _get_kwargs(
        game=game,
status=status,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    game: None | str | Unset = UNSET,
    status: ListTournamentsStatusType1 | ListTournamentsStatusType2Type1 | ListTournamentsStatusType3Type1 | None | Unset = UNSET,
    limit: int | Unset = 50,

) -> Problem | list[TournamentRow] | None:
    """ The tournaments, newest first, by game and status (registering, running, finished)

     A read model of the event log: a tournament's status may trail its last match's end by a moment.
    Each row's standings are at `/api/v1/tournaments/{id}/standings`.

    Args:
        game (None | str | Unset):
        status (ListTournamentsStatusType1 | ListTournamentsStatusType2Type1 |
            ListTournamentsStatusType3Type1 | None | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[TournamentRow]
     """


    return sync_detailed(
        client=client,
game=game,
status=status,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    game: None | str | Unset = UNSET,
    status: ListTournamentsStatusType1 | ListTournamentsStatusType2Type1 | ListTournamentsStatusType3Type1 | None | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[Problem | list[TournamentRow]]:
    """ The tournaments, newest first, by game and status (registering, running, finished)

     A read model of the event log: a tournament's status may trail its last match's end by a moment.
    Each row's standings are at `/api/v1/tournaments/{id}/standings`.

    Args:
        game (None | str | Unset):
        status (ListTournamentsStatusType1 | ListTournamentsStatusType2Type1 |
            ListTournamentsStatusType3Type1 | None | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[TournamentRow]]
     """


    kwargs = _get_kwargs(
        game=game,
status=status,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    game: None | str | Unset = UNSET,
    status: ListTournamentsStatusType1 | ListTournamentsStatusType2Type1 | ListTournamentsStatusType3Type1 | None | Unset = UNSET,
    limit: int | Unset = 50,

) -> Problem | list[TournamentRow] | None:
    """ The tournaments, newest first, by game and status (registering, running, finished)

     A read model of the event log: a tournament's status may trail its last match's end by a moment.
    Each row's standings are at `/api/v1/tournaments/{id}/standings`.

    Args:
        game (None | str | Unset):
        status (ListTournamentsStatusType1 | ListTournamentsStatusType2Type1 |
            ListTournamentsStatusType3Type1 | None | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[TournamentRow]
     """


    return (await asyncio_detailed(
        client=client,
game=game,
status=status,
limit=limit,

    )).parsed
