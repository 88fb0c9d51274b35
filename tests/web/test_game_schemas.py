"""The per-game documents the web client's types are generated from describe what the server sends."""

from __future__ import annotations

import random

import msgspec
import pytest

from domain.engine import Seat, Spectator
from domain.games import GAMES
from server.web.schemas import game_document


def resolve(document: dict, schema: dict) -> dict:
    while "$ref" in schema:
        schema = document["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    return schema


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_document_names_table_moves_facts_and_content(game: str) -> None:
    document = game_document(game)
    schemas = document["components"]["schemas"]
    assert {"Table", "Move", "Fact", "Content"} <= set(schemas)
    for schema in schemas.values():
        for tail in msgspec.json.encode(schema).decode().split('"$ref":"')[1:]:
            name = tail.split('"')[0].rsplit("/", 1)[1]
            assert name in schemas, f"{game}: a reference to a missing {name}"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_field_of_a_real_table_is_in_the_schema(game: str) -> None:
    rules = GAMES[game]
    state = None
    for fact in rules.setup(rules.Options(), rules.players.start, random.Random(0)):
        state = rules.evolve(state, fact)
    document = game_document(game)
    table = resolve(document, document["components"]["schemas"]["Table"])
    for viewer in (Seat(0), Spectator()):
        sent = msgspec.to_builtins(rules.view(state, viewer))
        assert set(sent) <= set(table["properties"]), f"{game}: the schema lacks {set(sent) - set(table['properties'])}"
    content = resolve(document, document["components"]["schemas"]["Content"])
    assert set(msgspec.to_builtins(rules.content())) == set(content["properties"])
