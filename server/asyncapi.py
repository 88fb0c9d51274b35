"""The stream's AsyncAPI 3 document, generated from the message types of ``server.stream`` and typed
per game like openapi.json (``server.contract``); committed as openapi/asyncapi.yaml."""

from __future__ import annotations

from typing import Any

import msgspec
import yaml

from igroteka.server.config import Settings
from igroteka.server.contract import REF, typed_components
from igroteka.server.player_stream import NoticeMessage, Ready
from igroteka.server.stream import (
    CLOSE_POLICY,
    CLOSE_SLOW,
    CLOSE_TOO_BIG,
    CLOSE_UNAVAILABLE,
    PROTOCOL,
    Ack,
    Error,
    EventsMessage,
    MoveMessage,
    PatchMessage,
    Ping,
    Pong,
    PresenceMessage,
    ResignMessage,
    Snapshot,
    TakebackMessage,
)

SENT = {
    "snapshot": Snapshot,
    "events": EventsMessage,
    "patch": PatchMessage,
    "ack": Ack,
    "error": Error,
    "pong": Pong,
    "presence": PresenceMessage,
}
RECEIVED = {"move": MoveMessage, "ping": Ping, "resign": ResignMessage, "takeback": TakebackMessage}
PLAYER_SENT = {"notice": NoticeMessage, "ready": Ready, "error": Error, "pong": Pong}  # the player stream's
PLAYER_RECEIVED = {"ping": Ping}
PLAYER_STREAM = """One WebSocket per player: what the server tells them (their turn, a quick-play request paired,
a takeback asked, a match ended, a tour started, a rating changed, their time running out, a
challenge received, answered, cancelled or expired, an invitation of theirs used, a rematch
offered, declined or started), each `notice` as the outbox stores it, on whichever instance. Authentication: a player token only (`bearer.<token>` or
`?token=`); any other gets an `error` (`bad_token`) and close code 1008, as does a token revoked,
rotated away or whose account is deleted while the stream is open. `after=N` resumes after the
notice whose `seq` is N with every later notice of the player, no gap and no duplicate; without
it nothing older is sent. A `ready` message follows what was asked for, with the `seq` to resume
after. `lang` (`ru`, `en`) chooses the words of each notice's `text`. A player stream counts among
its client's open streams with the match streams (`too_many_streams` beyond). Close codes as the
match stream's: 1008, 1013, 4008; a `ping` gets a `pong`."""


def description(settings: Settings) -> str:
    return f"""One WebSocket per viewer and match. The server pushes the viewer's picture of the match and
then, after every commit, the viewer's redacted events with the viewer's view after them; a seat
may also send moves over it. Every message is a JSON text frame tagged by `type`. The schemas are
those of openapi.json, typed per game: a frame's `game` tells which game's table, facts and
moves it carries.

Authentication: `?token=<seat token>` or the subprotocol `bearer.<token>` (offer `{PROTOCOL}`
too; the server then accepts `{PROTOCOL}`). A player token (`igp_…`) acts as the seat its player
holds in the match, or watches as a spectator where it holds none. No token: spectator. A wrong
token (an unknown or revoked player token too) gets an
`error` message and close code {CLOSE_POLICY}; so does an `after` that is not a whole number from 0
(problem code `bad_after`). A player token is checked again before each `move`, `resign` and
`takeback` sent over the stream; once it is revoked, rotated away or its account deleted, the
stream gets an `error` (`bad_token`) and close code {CLOSE_POLICY} with reason `bad_token`: at
once when it acts, else at once on the instance that revoked it and within
{settings.token_check:g} s on any other.

Versions count the match's stored events: one per lifecycle step and one per accepted move,
whatever number of facts the move brings. Each feed item carries the `version` of its event and
its `index` within that event; items come ordered by (version, index).

Order: without `after`, a `snapshot` first; with `after=N`, `events` messages with every
event after version N up to the version current at connect first (no gap, no duplicate: the
same items as `GET .../events?after=N`). Then one `events` message per commit (notices are
coalesced: one message may cover several commits; `version` is the match version the message
brings the viewer to). Events the viewer may not see are left out.

A seat's own stream: its `snapshot` and `events` messages carry its `choices` (its legal moves and
forms as `GET .../legal-moves` lists them at that version, and `takeback`: whether a request to
take back its last move would be granted now); no other viewer's do. It moves by sending `move`
(`move_id`, `move`, optionally `expected_version`): an `ack` with the version the move brought the
match to follows (the move's `events` message after it), or an `error` naming the `move_id` with
the problem POST /moves would answer (the same `code` and `status`). A `move_id` is applied at most
once: sent again (after a lost connection), it is acknowledged again with the same version.

Bandwidth: `frames=patch` sends each `events` message after the first whole one as a `patch`
message (RFC 6902 operations against the previous message's view and choices); `deflate=true`
takes up permessage-deflate if the client offers it. bench/README.md gives bytes and CPU a move
of each.

Delayed spectators: in a match with a `spectator_delay` (its envelope says so), a stream opened
without a seat's or the organiser's token stops at the match's released version — the snapshot,
every `events` message, its items and its view — and is pushed each release as it comes: on the
commit of a later move (a `moves` delay) or when the next held-back event was stored `seconds`
ago (a timer; no commit needed). Seats and the organiser get every commit live.

When the event store cannot be reached as the stream opens, an `error` message is followed by
close code {CLOSE_UNAVAILABLE} (try again later).

A message that is not valid JSON, not a known message, names a key twice in one object (as a
REST body may not), or is nested too deeply gets an `error` message (problem code `invalid_request` or `too_deep`) and the stream goes on.

Presence: a seat's stream counts as its person's presence while it is open (on any instance),
shown in every envelope (`seats[].connected`) and the lobby (`connected`). A stream opened with
`presence=true` also gets a `presence` message (the seats connected now) whenever that changes;
presence is no event of the match and moves no version.

Limits: a client may hold {settings.ws_per_client} open streams per instance; one more gets an `error`
message (problem code `too_many_streams`) and close code {CLOSE_POLICY}. Frames over
{settings.max_frame_bytes // 1024} KiB close with {CLOSE_TOO_BIG}. A client that does not read
for {settings.ws_send_timeout:g} s while the server has something to send is closed with {CLOSE_SLOW};
reconnect with `after=<last version>`. Every close code, with when it is sent, is listed in the
channel's `x-close-codes`. Protocol-level pings are answered by the server; a `ping`
message gets a `pong` message.
"""


def close_codes(settings: Settings) -> list[dict[str, Any]]:
    """Every code the server closes a stream with, and when (``x-close-codes`` on the channel)."""
    return [
        {
            "code": CLOSE_POLICY,
            "reason": "the problem code",
            "when": "After an `error` message: a wrong token (`bad_token`; also on an open stream whose player "
            "token was revoked, rotated away or its account deleted), a malformed `after` (`bad_after`) "
            "or `presence` (`bad_presence`), `frames` (`bad_frames`) or `deflate` (`bad_deflate`), "
            f"no such match (`match_not_found`), or more than {settings.ws_per_client} open streams of one "
            "client (`too_many_streams`). Do not reconnect unchanged.",
        },
        {
            "code": CLOSE_TOO_BIG,
            "reason": "frame too large",
            "when": f"The client sent a frame over {settings.max_frame_bytes // 1024} KiB.",
        },
        {
            "code": CLOSE_UNAVAILABLE,
            "reason": "the problem code",
            "when": "After an `error` message: the event store could not be reached as the stream opened "
            "(`store_unavailable`, `store_timeout`). Reconnect later with `after`.",
        },
        {
            "code": CLOSE_SLOW,
            "reason": "too slow",
            "when": f"The client did not read for {settings.ws_send_timeout:g} s while the server had something "
            "to send. Reconnect with `after=<last version>`.",
        },
        {
            "code": 1011,
            "reason": "server error",
            "when": "A fault of the server; never expected (the fuzzers fail on it). Reconnect with `after`.",
        },
    ]


def bindings() -> dict[str, Any]:
    """The opening request: its query (``token``, ``after``, ``presence``, ``lang``) and the
    subprotocols it may offer."""
    return {
        "ws": {
            "method": "GET",
            "query": {
                "type": "object",
                "properties": {
                    "token": {"type": "string", "description": "A seat's token; none: a spectator's stream."},
                    "after": {
                        "type": "string",
                        "pattern": "^[0-9]{1,10}$",
                        "description": "Resume after this version (the last one the client has): the first "
                        "messages bring every event after it. Absent: a `snapshot` first.",
                    },
                    "presence": {
                        "type": "string",
                        "enum": ["true", "false", "1", "0"],
                        "description": "`true`: also send a `presence` message whenever a seat's person connects "
                        "or goes (on any instance). Absent: no `presence` messages.",
                    },
                    "lang": {
                        "type": "string",
                        "description": "The language of the words in the frames (feed items' `text`, "
                        "`outcome_words`, problems' `detail`): `ru` or `en`. Absent or another: the "
                        "handshake's `Accept-Language`, else `en`.",
                    },
                    "frames": {
                        "type": "string",
                        "enum": ["whole", "patch"],
                        "description": "`patch`: after the first message (sent whole), each `events` message comes"
                        " as a `patch` message, its view and choices as RFC 6902 operations against the previous"
                        " message's. Absent or `whole`: every message whole.",
                    },
                    "deflate": {
                        "type": "string",
                        "enum": ["true", "false", "1", "0"],
                        "description": "`true`: the server takes up permessage-deflate (RFC 7692) if the client"
                        " offers it in `Sec-WebSocket-Extensions`. Absent: no compression, whatever is offered"
                        " (browsers offer it on every socket).",
                    },
                },
                "additionalProperties": False,
            },
            "headers": {
                "type": "object",
                "properties": {
                    "Sec-WebSocket-Protocol": {
                        "type": "string",
                        "description": f"`{PROTOCOL}`, and `bearer.<token>` to pass the token out of the address "
                        f"(the server accepts `{PROTOCOL}`).",
                    }
                },
            },
            "bindingVersion": "0.1.0",
        }
    }


def lone_refs(schema: Any) -> Any:
    """The schema with every ``$ref`` alone in its object (AsyncAPI schemas ignore a ref's
    siblings): a ``$ref`` with a default or a description becomes an ``allOf`` of one."""
    if isinstance(schema, list):
        return [lone_refs(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {key: lone_refs(value) for key, value in schema.items()}
    if "$ref" in out and len(out) > 1:
        out["allOf"] = [{"$ref": out.pop("$ref")}]
    return out


def summary(message: type[msgspec.Struct]) -> str:
    return " ".join((message.__doc__ or "").strip().split("\n\n")[0].split()).replace("``", "`")


def player_channel() -> dict[str, Any]:
    """The player stream's channel: its address, messages and opening request."""
    return {
        "address": "/api/v1/players/me/stream",
        "description": PLAYER_STREAM,
        "messages": {tag: {"$ref": f"#/components/messages/{tag}"} for tag in {**PLAYER_SENT, **PLAYER_RECEIVED}},
        "bindings": player_bindings(),
    }


def player_bindings() -> dict[str, Any]:
    """The player stream's opening request: ``token``, ``after``, ``lang`` and the subprotocols."""
    ws = bindings()["ws"]
    after = ws["query"]["properties"]["after"]["pattern"]
    properties = {
        "token": {"type": "string", "description": "A player token (`igp_…`); any other is refused."},
        "after": {
            "type": "string",
            "pattern": after,
            "description": "Resume after the notice whose `seq` this is: every later notice of the player first.",
        },
        "lang": {
            "type": "string",
            "description": "The language of each notice's `text` (and problems' `detail`): `ru` or `en`. Absent or"
            " another: the handshake's `Accept-Language`, else `en`.",
        },
    }
    return {"ws": {**ws, "query": {**ws["query"], "properties": properties}}}


def player_operations() -> dict[str, Any]:
    channel = "#/channels/playerStream/messages/{tag}"
    security = [
        {"$ref": "#/components/securitySchemes/seatToken"},
        {"$ref": "#/components/securitySchemes/seatTokenSubprotocol"},
    ]
    return {
        "receiveNotices": {
            "action": "receive",
            "channel": {"$ref": "#/channels/playerStream"},
            "summary": "What the server tells the player.",
            "security": security,
            "messages": [{"$ref": channel.format(tag=tag)} for tag in PLAYER_SENT],
        },
        "sendToPlayerStream": {
            "action": "send",
            "channel": {"$ref": "#/channels/playerStream"},
            "summary": "What a player's client may send.",
            "security": security,
            "messages": [{"$ref": channel.format(tag=tag)} for tag in PLAYER_RECEIVED],
        },
    }


def document() -> dict[str, Any]:
    messages = {**SENT, **RECEIVED, **PLAYER_SENT}
    schemas, components = msgspec.json.schema_components(list(messages.values()), ref_template=REF)
    names = {tag: schema["$ref"].rsplit("/", 1)[1] for tag, schema in zip(messages, schemas, strict=True)}
    channel = "#/channels/stream/messages/{tag}"
    security = [
        {"$ref": "#/components/securitySchemes/seatToken"},
        {"$ref": "#/components/securitySchemes/seatTokenSubprotocol"},
    ]
    settings = Settings()
    return {
        "asyncapi": "3.0.0",
        "info": {"title": "Igroteka match stream", "version": "1.0.0", "description": description(settings)},
        "servers": {"local": {"host": "127.0.0.1:8000", "protocol": "ws"}},
        "channels": {
            "stream": {
                "address": "/api/v1/matches/{match_id}/stream",
                "parameters": {"match_id": {"description": "The match id (UUID)."}},
                "messages": {tag: {"$ref": f"#/components/messages/{tag}"} for tag in messages},
                "bindings": bindings(),
                "x-close-codes": close_codes(settings),
            },
            "playerStream": player_channel(),
        },
        "operations": {
            "receiveUpdates": {
                "action": "receive",
                "channel": {"$ref": "#/channels/stream"},
                "summary": "What the server sends.",
                "security": security,
                "messages": [{"$ref": channel.format(tag=tag)} for tag in SENT],
            },
            "sendCommands": {
                "action": "send",
                "channel": {"$ref": "#/channels/stream"},
                "summary": "What a client may send.",
                "security": security,
                "messages": [{"$ref": channel.format(tag=tag)} for tag in RECEIVED],
            },
            **player_operations(),
        },
        "components": {
            "messages": {
                tag: {"name": tag, "summary": summary(message), "payload": {"$ref": REF.format(name=names[tag])}}
                for tag, message in messages.items()
            },
            "schemas": lone_refs(typed_components(components)),
            "securitySchemes": {
                "seatToken": {
                    "type": "httpApiKey",
                    "name": "token",
                    "in": "query",
                    "description": "A seat's token (or the subprotocol `bearer.<token>`). Optional: a stream "
                    "opened without one is a spectator's; moves need it.",
                },
                "seatTokenSubprotocol": {
                    "type": "httpApiKey",
                    "name": "Sec-WebSocket-Protocol",
                    "in": "header",
                    "description": f"The same token as the subprotocol `bearer.<token>`, offered beside `{PROTOCOL}` "
                    "(a browser cannot set headers on a WebSocket; this keeps the token out of logged addresses).",
                },
            },
        },
    }


class Dumper(yaml.SafeDumper):
    """Multi-line strings as literal blocks, so the committed file reads like prose."""


def literal(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style="|" if "\n" in value else None)


Dumper.add_representer(str, literal)


def text() -> str:
    return yaml.dump(document(), Dumper=Dumper, sort_keys=False, allow_unicode=True, width=100)
