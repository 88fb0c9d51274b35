"""The account tables on both stores (server/accounts.py): the function sign-in calls to find or
make the player of an external identity, and what several instances on one store see."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from domain.errors import Conflict
from server.accounts import Accounts
from server.config import Settings


def settings_for(database_url: str) -> Settings:
    if database_url.startswith("sqlite:///"):
        return Settings(sqlite_path=database_url.removeprefix("sqlite:///"))
    return Settings(database_url=database_url)


@pytest.fixture
def accounts(database_url: str) -> Iterator[Accounts]:
    accounts = Accounts.of(settings_for(database_url))
    yield accounts
    accounts.close()


def test_a_subject_makes_its_player_once_and_finds_it_after(accounts: Accounts, database_url: str) -> None:
    player, token = accounts.player_for_subject("https://id.example", "sub-1", "Зина")
    assert token is not None and accounts.authenticate(token) == player
    assert accounts.player(player).name == "Зина"
    assert accounts.player_for_subject("https://id.example", "sub-1", "Другое имя") == (player, None)
    other = Accounts.of(settings_for(database_url))  # another instance on the same store
    try:
        assert other.player_for_subject("https://id.example", "sub-1", "Зина") == (player, None)
        assert other.authenticate(token) == player
    finally:
        other.close()


def test_a_subject_whose_name_is_taken_gets_a_numbered_one(accounts: Accounts) -> None:
    accounts.register("Alice", "phone")
    player, token = accounts.player_for_subject("https://id.example", "sub-2", "Аlice")  # Cyrillic А
    assert token is not None and accounts.player(player).name == "Аlice 2"
    with pytest.raises(Conflict) as taken:
        accounts.register("Alice", "phone")
    assert taken.value.code == "name_taken"


def test_the_same_subject_of_another_issuer_is_another_player(accounts: Accounts) -> None:
    first, _ = accounts.player_for_subject("https://a.example", "same", "Петя")
    second, token = accounts.player_for_subject("https://b.example", "same", "Вася")
    assert first != second and token is not None
