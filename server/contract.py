"""The typed contract: litestar's OpenAPI document with every game's shapes as named components.

Litestar sees a view's table, a move, a fact and a game's options as open JSON, because one route
serves every game. This module names each game's shapes (``PobedaTable``, ``PobedaMove``,
``PobedaFact``, ``PobedaOptions``, ``PobedaContent``, ``PobedaScoring`` and their parts, all prefixed with the game) and
turns every response or request that carries them into a union over games, discriminated by the
``game`` property the body carries. A generated client narrows on ``game`` and gets the game's
types with no cast: ``if (view.game === "pobeda") view.table.board``.

Inside a game, moves and facts are unions discriminated by ``type``; feed items are unions
discriminated by ``kind``.
"""

from __future__ import annotations

import copy
import importlib
import json
from typing import Any

import msgspec
from litestar import Litestar

from igroteka.domain.games import GAMES
from igroteka.projections.feed import LIFECYCLE_BODIES
from igroteka.server.problems import RETRY_STATUSES, SERVER_CODES, problem

REF = "#/components/schemas/{name}"
EXAMPLE_PROBLEM = problem(409, "version_conflict", "The match moved on; reload and retry.", version=8)
# Requests as the README's tour sends them, the move as a real «Победа!» match offered it.
EXAMPLE_REQUESTS: dict[str, dict[str, Any]] = {
    "CreateMatch": {"game": "pobeda", "seats": 2, "bots": [1]},
    "ClaimSeat": {"name": "Зина"},
    "MoveRequest": {
        "move_id": "5b0f1c9e-8a4d-4c2e-9f3a-2d6e7b1a0c44",
        "move": {"type": "play_event", "card": "k012", "lines": []},
        "expected_version": 7,
    },
    "CreateTournament": {"game": "pyatiletka", "table_size": 2, "tours": 1},
}

# Requests keep their generic ``options`` (a form builds them); every game's options are named
# components all the same (``PobedaOptions``), and the server checks a request's options against them.
# Components that carry one game's shapes: where they sit (a property path from the component's
# root; "[]" steps into array items) and which game part goes there.
SPECIALISED: dict[str, dict[tuple[str, ...], str]] = {
    "Envelope": {("options",): "Options"},
    "View": {("match",): "Envelope", ("table",): "Table?"},
    "LegalMoves": {("moves", "[]"): "Move"},
    "Events": {("events", "[]"): "FeedItem"},
    "MoveAccepted": {("events", "[]"): "FeedItem"},
    "TournamentInfo": {("options",): "Options"},
    "Record": {("options",): "Options", ("events", "[]"): "RecordEvent"},
    "RecordEvent": {("move",): "Move?", ("facts", "[]"): "Fact"},
    "Snapshot": {("view",): "View", ("choices",): "SeatChoices?"},
    "EventsMessage": {("view",): "View", ("events", "[]"): "FeedItem", ("choices",): "SeatChoices?"},
    "PatchMessage": {("events", "[]"): "FeedItem"},
    "SeatChoices": {("moves", "[]"): "Move"},
    "MyMatch": {("last_move", "[]"): "FeedItem"},
}
# Requests that carry a move of whichever game the match plays.
ANY_MOVE = {"MoveRequest", "MoveMessage"}
# Specialised components that do not carry ``game`` themselves: their per-game forms are reached
# only from a per-game parent, so the generic name is dropped.
INNER = {"RecordEvent", "SeatChoices"}


def prefix(game: str) -> str:
    """``den_pobedy`` → ``DenPobedy``."""
    return "".join(part.capitalize() for part in game.split("_"))


def ref(name: str) -> dict[str, str]:
    return {"$ref": REF.format(name=name)}


def nullable(schema: dict[str, Any]) -> dict[str, Any]:
    return {"oneOf": [schema, {"type": "null"}]}


def retarget(schema: Any, renames: dict[str, str]) -> Any:
    """The schema with its ``$ref`` targets renamed and each discriminated ``anyOf`` a ``oneOf``."""
    if isinstance(schema, list):
        return [retarget(item, renames) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {key: retarget(value, renames) for key, value in schema.items()}
    if isinstance(out.get("$ref"), str):
        out["$ref"] = REF.format(name=renames.get(out["$ref"].rsplit("/", 1)[1], out["$ref"].rsplit("/", 1)[1]))
    if "discriminator" in out:
        if "anyOf" in out:
            out["oneOf"] = out.pop("anyOf")
        mapping = out["discriminator"].get("mapping", {})
        for tag, target in mapping.items():
            mapping[tag] = REF.format(name=renames.get(target.rsplit("/", 1)[1], target.rsplit("/", 1)[1]))
    return out


def game_parts(game: str) -> dict[str, Any]:
    """One game's own components: its table, move, fact, options and catalogue, with their parts,
    every name prefixed with the game's."""
    rules = GAMES[game]
    table = importlib.import_module(f"igroteka.domain.games.{game}.view").TableView
    named = {"Table": table, "Move": rules.Move, "Fact": rules.Fact, "Options": rules.Options, "Scoring": rules.Scoring}
    named["Content"] = type(rules.content())
    schemas, parts = msgspec.json.schema_components(list(named.values()), ref_template=REF)
    p = prefix(game)
    renames = {name: p + name for name in parts}
    # A part that is a single struct takes the part's name (PobedaTable, not PobedaTableView).
    for part, schema in zip(named, schemas, strict=True):
        if "$ref" in schema:
            renames[schema["$ref"].rsplit("/", 1)[1]] = p + part
    out = {renames[name]: retarget(schema, renames) for name, schema in parts.items()}
    for part, schema in zip(named, schemas, strict=True):
        if "$ref" not in schema:
            out[p + part] = retarget(schema, renames)
    for name, schema in out.items():
        if "title" in schema:
            schema["title"] = name  # generators name classes by title: one game's Card is not another's
    content = out[p + "Content"]
    content["properties"]["game"] = {"const": game, "type": "string"}
    content["required"] = sorted({*content.get("required", []), "game"})
    return out


def lifecycle_bodies() -> dict[str, Any]:
    """The components of the lifecycle items' bodies."""
    types = [body for body in LIFECYCLE_BODIES.values() if body is not None]
    _, components = msgspec.json.schema_components(types, ref_template=REF)
    return components


def feed_items(game: str, generic: dict[str, Any]) -> dict[str, Any]:
    """``<Game>FeedItem``: a union over the feed's kinds, a fact's body being the game's fact."""
    p = prefix(game)
    variants: dict[str, str] = {}
    out: dict[str, Any] = {}
    bodies = {kind: body.__name__ if body else None for kind, body in LIFECYCLE_BODIES.items()}
    for kind, body in {"fact": p + "Fact", **bodies}.items():
        item = copy.deepcopy(generic)
        item["properties"]["kind"] = {"const": kind, "type": "string"}
        item["properties"]["body"] = ref(body) if body else {"type": "null"}
        item["title"] = name = (p if kind == "fact" else "") + "".join(w.capitalize() for w in kind.split("_")) + "Item"
        out[name] = item
        variants[kind] = name
    out[p + "FeedItem"] = {
        "oneOf": [ref(name) for name in variants.values()],
        "discriminator": {"propertyName": "kind", "mapping": {k: REF.format(name=n) for k, n in variants.items()}},
    }
    return out


def place(schema: dict[str, Any], path: tuple[str, ...], target: dict[str, Any]) -> None:
    """Put ``target`` at ``path`` in ``schema`` (a component's properties, array items)."""
    node = schema
    for step in path[:-1]:
        node = node["items"] if step == "[]" else node["properties"][step]
    last = path[-1]
    if last == "[]":
        node["items"] = target
    else:
        node["properties"][last] = target


def specialise(name: str, generic: dict[str, Any], game: str) -> dict[str, Any]:
    p = prefix(game)
    schema = copy.deepcopy(generic)
    schema["title"] = p + name
    for path, part in SPECIALISED[name].items():
        target = ref(p + part.rstrip("?"))
        place(schema, path, nullable(target) if part.endswith("?") else target)
    if name not in INNER:
        schema["properties"]["game"] = {"const": game, "type": "string"}
        schema["required"] = sorted({*schema.get("required", []), "game"})
    return schema


def versions_from_one(schema: dict[str, Any]) -> dict[str, Any]:
    """A match's versions count its stored events from 1: say so wherever a ``version`` is answered."""
    version = schema.get("properties", {}).get("version")
    if version is None:
        return schema
    out = copy.deepcopy(schema)
    out["properties"]["version"] = {"type": "integer", "minimum": 1} if version.get("type") == "integer" else version
    return out


def by_game(variants: dict[str, str]) -> dict[str, Any]:
    return {
        "oneOf": [ref(name) for name in variants.values()],
        "discriminator": {"propertyName": "game", "mapping": {g: REF.format(name=n) for g, n in variants.items()}},
    }


def typed_components(components: dict[str, Any]) -> dict[str, Any]:
    """The components with every game's shapes named and the game-carrying ones made unions."""
    components = {name: versions_from_one(schema) for name, schema in components.items()}
    out = {**lifecycle_bodies(), **components}
    generic_feed_item = components.get("FeedItem")
    for game in GAMES:
        out.update(game_parts(game))
        if generic_feed_item is not None:
            out.update(feed_items(game, generic_feed_item))
    for name in SPECIALISED:
        if name not in components:
            continue
        variants = {game: prefix(game) + name for game in GAMES}
        for game, variant in variants.items():
            out[variant] = specialise(name, components[name], game)
        if name in INNER:
            del out[name]
        else:
            out[name] = by_game(variants)
    out.pop("FeedItem", None)
    for name in ANY_MOVE & set(out):
        request = copy.deepcopy(out[name])
        request["properties"]["move"] = {
            "anyOf": [ref(prefix(game) + "Move") for game in GAMES],
            "description": "A move of the match's game, as `legal-moves` lists them.",
        }
        out[name] = request
    if "GameInfo" in out:
        out["Content"] = by_game({game: prefix(game) + "Content" for game in GAMES})
    for game in GAMES:  # a record keeps the outcome as the JSON it was signed as; it is an Outcome
        event = out.get(prefix(game) + "RecordEvent")
        if event is not None and "Outcome" in out:
            event["properties"]["outcome"] = nullable(ref("Outcome"))
    if "Scoring" in out:  # an outcome's scoring names its game itself
        out["Scoring"] = by_game({game: prefix(game) + "Scoring" for game in GAMES})
        out["Scoring"]["description"] = (
            "The game's end-of-game scoring: per seat, the points of each of the game's categories, "
            "adding up to the seat's score."
        )
    return dict(sorted(out.items()))


def contract(app: Litestar) -> dict[str, Any]:
    """The app's typed OpenAPI document, as committed in openapi/openapi.json."""
    return typed(json.loads(msgspec.json.encode(app.openapi_schema.to_schema())))


def problem_code() -> dict[str, Any]:
    listed = "\n".join(f"- `{code}`: {meaning}" for code, meaning in sorted(SERVER_CODES.items()))
    return {
        "anyOf": [
            {"type": "string", "enum": sorted(SERVER_CODES), "description": "The server's own codes."},
            {
                "type": "string",
                "pattern": "^[a-z][a-z0-9_]*$",
                "description": "A move the game's rules refuse (422) carries the game's own code "
                "(e.g. `not_your_turn`), with a sentence in `detail`.",
            },
        ],
        "description": "Stable and machine readable. The server's own codes:\n" + listed,
        "examples": ["version_conflict", "name_taken"],
    }


def with_limits(operation: dict[str, Any]) -> None:
    """Every body may be too large (413) or not sent as JSON (415); a 429 or 503 says when to retry."""
    responses = operation["responses"]
    for status in ("413", "415"):
        if "requestBody" in operation and status not in responses:
            responses[status] = copy.deepcopy(responses["400"])
    for status in map(str, RETRY_STATUSES):
        if status in responses:
            responses[status]["headers"] = {
                "Retry-After": {
                    "description": "Seconds to wait before trying again.",
                    "schema": {"type": "integer", "minimum": 1},
                }
            }


def token_by_scheme_only(operation: dict[str, Any]) -> None:
    """The token is declared once, as the ``seatToken`` security scheme: the ``Authorization``
    header a route reads is not also a parameter (OpenAPI ignores such a parameter, but generated
    clients would offer it beside the scheme). An operation that reads no token needs none."""
    parameters = operation.get("parameters", [])
    kept = [p for p in parameters if not (p.get("in") == "header" and p.get("name", "").lower() == "authorization")]
    if len(kept) == len(parameters):
        operation["security"] = []
        return
    if kept:
        operation["parameters"] = kept
    else:
        operation.pop("parameters")


def typed(document: dict[str, Any]) -> dict[str, Any]:
    """The OpenAPI document with typed per-game components (see the module's docstring), the
    problem codes listed, versions counted from 1, and the limits' answers declared."""
    out = dict(document)
    out["components"] = dict(document.get("components", {}))
    out["components"]["schemas"] = typed_components(document["components"]["schemas"])
    out["components"]["schemas"]["Problem"]["properties"]["code"] = problem_code()
    out["components"]["schemas"]["Problem"]["examples"] = [msgspec.to_builtins(EXAMPLE_PROBLEM)]
    for name, example in EXAMPLE_REQUESTS.items():
        out["components"]["schemas"][name]["examples"] = [example]
    for operations in out["paths"].values():
        for operation in operations.values():
            if isinstance(operation, dict) and "responses" in operation:
                with_limits(operation)
                token_by_scheme_only(operation)
    catalogue = document["paths"]["/api/v1/games/{game}/content"]["get"]["responses"]["200"]
    catalogue["content"]["application/json"]["schema"] = ref("Content")
    return out
