"""The contract's examples are real: each one fits the schema it illustrates (a move as a real
match offered it, a problem as the server words it)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema_rs

from igroteka.server.contract import EXAMPLE_PROBLEM

SCHEMA = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"


def examples(document: dict[str, Any]) -> list[tuple[str, Any]]:
    return [
        (name, example)
        for name, schema in document["components"]["schemas"].items()
        for example in schema.get("examples", [])
    ]


def test_every_component_example_fits_its_schema() -> None:
    document = json.loads(SCHEMA.read_text(encoding="utf-8"))
    found = examples(document)
    assert {name for name, _ in found} >= {"Problem", "CreateMatch", "ClaimSeat", "MoveRequest", "CreateTournament"}
    for name, example in found:
        validator = jsonschema_rs.validator_for(
            {"components": document["components"], "$ref": f"#/components/schemas/{name}"}
        )
        assert validator.is_valid(example), (name, example)


def test_the_problem_example_is_worded_as_the_server_words_it() -> None:
    source = (SCHEMA.parents[1] / "domain" / "commands.py").read_text(encoding="utf-8")
    assert f'"{EXAMPLE_PROBLEM.code}", "{EXAMPLE_PROBLEM.detail}"' in source
