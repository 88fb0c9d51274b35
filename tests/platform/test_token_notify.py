"""Open streams' player tokens checked when told (issue 41, docs/architecture.md §36): on
PostgreSQL a revocation, a rotation or an account's deletion NOTIFYs the token ids in its
transaction, and another instance checks only the ids named that its streams hold (no query for
others); a listener that connects again checks every id; while it listens, no periodic query."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from contextlib import ExitStack

import psycopg
import pytest

from igroteka.server.accounts import Accounts
from igroteka.server.config import Settings
from igroteka.server.revocation import TokenStreams, existing
from tests.conftest import fresh_pg_database


@pytest.fixture
def url(pg_admin_url: str) -> Iterator[str]:
    yield from fresh_pg_database(pg_admin_url)


class Asked:
    """``existing`` of the accounts, noting the ids each look asked about."""

    def __init__(self, accounts: Accounts) -> None:
        self.accounts = accounts
        self.looks: list[set[str]] = []

    async def __call__(self, token_ids: list[str]) -> set[str]:
        alive = await asyncio.to_thread(existing, self.accounts, token_ids)
        self.looks.append(set(token_ids))  # once answered: a test goes on after the look is made
        return alive


async def until(condition: Callable[[], bool], within: float = 5.0) -> None:
    for _ in range(int(within / 0.02)):
        if condition():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("not within the time")


def stream(tokens: TokenStreams, streams: ExitStack, token_id: str, name: str, closed: list[str]) -> None:
    """A stream opened with the token; its close (its token gone) noted and the stream ended."""
    held = ExitStack()

    async def close() -> None:
        closed.append(name)
        held.close()

    held.enter_context(tokens.opened(token_id, name, object(), close))
    streams.callback(held.close)


def test_a_revocation_elsewhere_is_heard_and_only_its_ids_are_checked(url: str) -> None:
    """Instance B holds streams of four tokens; A revokes one, rotates another away and deletes a
    third one's account: B closes each token's stream on its NOTIFY, asking only of that id, and
    asks nothing of the fourth, nor of a revoked token it holds no stream of until a stream of it
    opens (its token checked just before the revocation): that one is checked as it opens. Its
    listener's connection cut, it connects again and checks every id its streams hold."""

    async def scenario() -> None:
        here, there = Accounts.of(Settings(database_url=url)), Accounts.of(Settings(database_url=url))
        asked = Asked(there)
        tokens = TokenStreams(asked, 600.0, 600.0, url)
        _, _, first = here.register("Аня", "phone")
        anya = here.authenticate(first.token)
        tablet, _ = here.issue(anya, "tablet")
        laptop, _ = here.issue(anya, "laptop")
        borya, boris_token, _ = here.register("Боря", "phone")
        closed: list[str] = []
        with ExitStack() as streams:
            for token_id, name in (
                (tablet.id, "tablet"),
                (laptop.id, "laptop"),
                (boris_token.id, "boris"),
                (first.id, "kept"),
            ):
                stream(tokens, streams, token_id, name, closed)
            tokens.start()
            await until(lambda: tokens.listening and len(asked.looks) == 1)  # the first connection: every id
            assert asked.looks == [{tablet.id, laptop.id, boris_token.id, first.id}]
            await asyncio.to_thread(here.revoke, anya, tablet.id)
            await until(lambda: closed == ["tablet"])
            await asyncio.to_thread(here.rotate, anya, laptop.id)
            await until(lambda: closed == ["tablet", "laptop"])
            await asyncio.to_thread(here.delete, borya.id)
            await until(lambda: closed == ["tablet", "laptop", "boris"])
            other = here.authenticate(here.register("Гоша", "phone")[2].token)
            spare, _ = here.issue(other, "spare")
            await asyncio.to_thread(here.revoke, other, spare.id)  # no stream of it here: no query
            await asyncio.sleep(0.3)
            stream(tokens, streams, spare.id, "late", closed)  # checked before its revocation, opened after it
            await until(lambda: closed == ["tablet", "laptop", "boris", "late"])
            listener = tokens.listener
            assert listener is not None
            with psycopg.connect(url, autocommit=True) as conn:  # the listener's connection cut: it connects again
                conn.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                    " WHERE application_name = %s AND datname = current_database()",
                    (listener.name,),
                )
            await until(lambda: len(asked.looks) == 6)  # and checks every id, as it may have missed a NOTIFY
            await tokens.stop()
        assert closed == ["tablet", "laptop", "boris", "late"]
        assert asked.looks[1:] == [{tablet.id}, {laptop.id}, {boris_token.id}, {spare.id}, {first.id}]
        here.close()
        there.close()

    asyncio.run(scenario())
