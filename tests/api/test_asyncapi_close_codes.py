"""The stream's contract lists every close code the server sends and models the opening request:
the codes in ``x-close-codes`` are exactly those ``igroteka.server.stream`` closes with, and the query
(``token``, ``after``) and both ways of passing the token are described."""

from __future__ import annotations

import ast
import inspect
import re

import yaml

import igroteka.server.stream
from igroteka.server.asyncapi import text


def closes_in_stream() -> set[int]:
    """The codes of every ``close(code=...)`` call in server/stream.py, names resolved."""
    tree = ast.parse(inspect.getsource(igroteka.server.stream))
    codes = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "close":
            for keyword in node.keywords:
                if keyword.arg == "code":
                    value = keyword.value
                    codes.add(
                        value.value if isinstance(value, ast.Constant) else getattr(igroteka.server.stream, value.id)
                    )
    return codes


def test_every_close_code_of_the_stream_is_documented_with_when_it_is_sent() -> None:
    channel = yaml.safe_load(text())["channels"]["stream"]
    documented = {entry["code"]: entry for entry in channel["x-close-codes"]}
    assert set(documented) == closes_in_stream()
    assert all(entry["when"] and entry["reason"] for entry in documented.values())


def test_the_opening_request_is_modelled() -> None:
    document = yaml.safe_load(text())
    ws = document["channels"]["stream"]["bindings"]["ws"]
    assert set(ws["query"]["properties"]) == {"token", "after", "presence", "lang", "frames", "deflate"}
    assert re.fullmatch(ws["query"]["properties"]["after"]["pattern"], "43")
    assert not re.fullmatch(ws["query"]["properties"]["after"]["pattern"], "-1")
    assert "Sec-WebSocket-Protocol" in ws["headers"]["properties"]
    schemes = document["components"]["securitySchemes"]
    assert {(s["in"], s["name"]) for s in schemes.values()} == {
        ("query", "token"),
        ("header", "Sec-WebSocket-Protocol"),
    }
    for operation in document["operations"].values():
        assert len(operation["security"]) == 2
