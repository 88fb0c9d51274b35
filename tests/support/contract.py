"""Every answer checked against the committed contract: the schema openapi.json gives for its
path, method and status, and the schema asyncapi.yaml gives a stream message of its type, typed
per game (validated by jsonschema-rs, JSON Schema 2020-12)."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import httpx
import jsonschema_rs
import yaml

ROOT = Path(__file__).resolve().parents[2]
OPENAPI = ROOT / "openapi" / "openapi.json"
ASYNCAPI = ROOT / "openapi" / "asyncapi.yaml"


@cache
def document() -> dict[str, Any]:
    return json.loads(OPENAPI.read_text(encoding="utf-8"))


@cache
def validator(schema: str) -> Any:
    """A validator of one schema in the document, its ``$ref``s resolved inside the document."""
    return jsonschema_rs.Draft202012Validator({**json.loads(schema), "components": document()["components"]})


def component(name: str) -> Any:
    return validator(json.dumps({"$ref": f"#/components/schemas/{name}"}))


def route(method: str, path: str) -> dict[str, Any]:
    """The operation of the document that serves ``method path``."""
    for template, operations in document()["paths"].items():
        pattern = "^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(template)) + "$"
        if re.match(pattern, path) and method.lower() in operations:
            return operations[method.lower()]
    raise AssertionError(f"{method} {path} is not in openapi.json")


def check(response: httpx.Response) -> None:
    """Fail unless the answer's status is documented for its route and its body fits the schema."""
    request = response.request
    operation = route(request.method, request.url.path)
    documented = operation["responses"].get(str(response.status_code))
    assert documented, f"{request.method} {request.url.path} answered an undocumented {response.status_code}"
    media = response.headers.get("content-type", "").split(";")[0]
    schema = documented.get("content", {}).get(media, {}).get("schema")
    assert schema is not None, f"{request.method} {request.url.path} {response.status_code}: undocumented {media}"
    errors = [
        f"{e.instance_path}: {e.message}"[:300] for e in validator(json.dumps(schema)).iter_errors(response.json())
    ]
    assert not errors, f"{request.method} {request.url.path} {response.status_code} breaks the contract: {errors[:5]}"


@cache
def stream_document() -> dict[str, Any]:
    return yaml.safe_load(ASYNCAPI.read_text(encoding="utf-8"))


@cache
def message_validator(kind: str) -> Any:
    document = stream_document()
    payload = document["components"]["messages"][kind]["payload"]
    return jsonschema_rs.Draft202012Validator({**payload, "components": document["components"]})


def check_frame(frame: dict[str, Any]) -> None:
    """Fail unless a stream message is documented by its ``type`` and fits its schema."""
    assert frame.get("type") in stream_document()["components"]["messages"], f"undocumented message {frame}"
    errors = [f"{e.instance_path}: {e.message}"[:300] for e in message_validator(frame["type"]).iter_errors(frame)]
    assert not errors, f"a {frame['type']} message breaks asyncapi.yaml: {errors[:5]}"
