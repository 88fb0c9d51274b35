"""Each game's table, move and fact schemas as a small OpenAPI document, for the web client's types.

The public OpenAPI schema carries a view's ``table`` as an open object; the client's game modules
are typed by these per-game documents instead (``make web`` turns them into TypeScript with
openapi-typescript), so no module keeps a hand-written copy of a game's shapes.

    python -m server.web.schemas DIR    writes DIR/<game>.openapi.json for every game
"""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path
from typing import Any

import msgspec

from domain.games import GAMES

REF = "#/components/schemas/{name}"


def shapes_only(schema: Any) -> Any:
    """The schema without its titles and descriptions: the types change only when a shape does."""
    if isinstance(schema, dict):
        return {
            k: shapes_only(v) for k, v in schema.items() if not (k in ("title", "description") and isinstance(v, str))
        }
    if isinstance(schema, list):
        return [shapes_only(item) for item in schema]
    return schema


def game_document(game: str) -> dict[str, Any]:
    """The document of one game: ``Table`` (what a viewer sees), ``Move``, ``Fact`` and ``Content``
    (its public catalogue), with their parts."""
    rules = GAMES[game]
    table = importlib.import_module(f"domain.games.{game}.view").TableView
    (table_schema, move, fact, content), components = msgspec.json.schema_components(
        [table, rules.Move, rules.Fact, type(rules.content())], ref_template=REF
    )
    components.update({"Table": table_schema, "Move": move, "Fact": fact, "Content": content})
    return {
        "openapi": "3.1.0",
        "info": {"title": f"{rules.title_en}: table, moves, facts and content", "version": str(rules.version)},
        "paths": {},
        "components": {"schemas": shapes_only(dict(sorted(components.items())))},
    }


def main(argv: list[str]) -> int:
    target = Path(argv[1] if len(argv) > 1 else ".")
    target.mkdir(parents=True, exist_ok=True)
    for game in GAMES:
        text = json.dumps(game_document(game), indent=2, ensure_ascii=False, sort_keys=True) + "\n"
        (target / f"{game}.openapi.json").write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
