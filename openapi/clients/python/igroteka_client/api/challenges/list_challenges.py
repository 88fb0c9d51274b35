from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.challenge import Challenge
from ...models.list_challenges_box import ListChallengesBox
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    box: ListChallengesBox | Unset = ListChallengesBox.RECEIVED,
    limit: int | Unset = 50,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_box: str | Unset = UNSET
    if not isinstance(box, Unset):
        json_box = box.value

    params["box"] = json_box

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/challenges",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | list[Challenge] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in (_response_200):
            response_200_item = Challenge.from_dict(response_200_item_data)



            response_200.append(response_200_item)

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | list[Challenge]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    box: ListChallengesBox | Unset = ListChallengesBox.RECEIVED,
    limit: int | Unset = 50,

) -> Response[Problem | list[Challenge]]:
    """ The challenges the player received (box=received) or sent (box=sent), newest first

    Args:
        box (ListChallengesBox | Unset):  Default: ListChallengesBox.RECEIVED.
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[Challenge]]
     """


    kwargs = _get_kwargs(
        box=box,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    box: ListChallengesBox | Unset = ListChallengesBox.RECEIVED,
    limit: int | Unset = 50,

) -> Problem | list[Challenge] | None:
    """ The challenges the player received (box=received) or sent (box=sent), newest first

    Args:
        box (ListChallengesBox | Unset):  Default: ListChallengesBox.RECEIVED.
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[Challenge]
     """


    return sync_detailed(
        client=client,
box=box,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    box: ListChallengesBox | Unset = ListChallengesBox.RECEIVED,
    limit: int | Unset = 50,

) -> Response[Problem | list[Challenge]]:
    """ The challenges the player received (box=received) or sent (box=sent), newest first

    Args:
        box (ListChallengesBox | Unset):  Default: ListChallengesBox.RECEIVED.
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[Challenge]]
     """


    kwargs = _get_kwargs(
        box=box,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    box: ListChallengesBox | Unset = ListChallengesBox.RECEIVED,
    limit: int | Unset = 50,

) -> Problem | list[Challenge] | None:
    """ The challenges the player received (box=received) or sent (box=sent), newest first

    Args:
        box (ListChallengesBox | Unset):  Default: ListChallengesBox.RECEIVED.
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[Challenge]
     """


    return (await asyncio_detailed(
        client=client,
box=box,
limit=limit,

    )).parsed
