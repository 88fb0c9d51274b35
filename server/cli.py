"""The ``igroteka`` command: serve, write the OpenAPI schema, verify a match record, rotate the signing keys."""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import msgspec

if TYPE_CHECKING:
    from igroteka.projections.signing import KeySet


def serve(args: argparse.Namespace) -> int:
    import uvicorn

    from igroteka.server.affinity import COUNT, DIRECTORY
    from igroteka.server.config import Settings
    from igroteka.server.observability import log_config

    settings = Settings.from_env()
    # uvicorn re-raises the SIGTERM it shut down on; leaving through SystemExit removes the slot folder
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    host, port = args.host or settings.host, args.port or settings.port
    print(f"Igroteka: open http://{host}:{port}/ in a browser to play (the API is under /api/v1)", flush=True)
    # The workers' slots, in a folder of this server's own (inside IGROTEKA_WORKER_DIRECTORY if set)
    with tempfile.TemporaryDirectory(prefix="igroteka-workers-", dir=os.environ.get(DIRECTORY)) as workers:
        os.environ[DIRECTORY], os.environ[COUNT] = workers, str(args.workers)
        uvicorn.run(
            "igroteka.server.app:create_app",
            factory=True,
            host=host,
            port=port,
            # uvicorn's, handing streams to their match's worker, timing out requests that do not
            # arrive whole and capping each client's connections
            http="igroteka.server.connections:BoundedHttpProtocol",
            ws="igroteka.server.wsprotocol:WebSocketProtocol",  # uvicorn's, lighter per idle socket
            ws_max_size=settings.max_frame_bytes,
            ws_ping_interval=settings.ws_ping_interval,
            ws_ping_timeout=None,  # the next ping finds the last unanswered (``WebSocketProtocol``): one timer, not two
            ws_per_message_deflate=False,  # frames are small; compression cost more CPU than it saved
            log_level=args.log_level,
            log_config=log_config(args.log_level),
            access_log=settings.access_log,
            proxy_headers=False,
            workers=args.workers,  # K processes accept on one socket; instances are safe on one store
            timeout_worker_healthcheck=settings.worker_healthcheck,
        )
    return 0


def openapi(args: argparse.Namespace) -> int:
    """Write the contract: the OpenAPI document of the HTTP API and the AsyncAPI one of the stream."""
    from igroteka.server import asyncapi
    from igroteka.server.app import create_app
    from igroteka.server.contract import contract

    schema = contract(create_app())
    text = json.dumps(schema, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
    if args.output == "-":
        sys.stdout.write(text)
        return 0
    Path(args.output).write_text(text, encoding="utf-8")
    Path(args.asyncapi).write_text(asyncapi.text(), encoding="utf-8")
    return 0


def key_set(source: str) -> KeySet:
    """A public key set from a file or an http(s) URL (the server's /.well-known/igroteka-keys.json)."""
    from urllib.request import urlopen

    from igroteka.projections.signing import KeySet

    if source.startswith(("http://", "https://")):
        with urlopen(source, timeout=30) as response:
            data = response.read()
    else:
        data = Path(source).read_bytes()
    return msgspec.json.decode(data, type=KeySet)


def verify(args: argparse.Namespace) -> int:
    """Re-run the record through the rules, and check its chain (and its signature, given a key
    set). Exit 0 when everything checked holds, 1 when something does not, 2 on unreadable input."""
    from igroteka.projections.record import UnsupportedRecord, read_record, unreadable, verify
    from igroteka.projections.signing import KeySet, check

    try:
        record = read_record(Path(args.record).read_bytes())
    except UnsupportedRecord as error:
        print(f"cannot verify {args.record}: {error}", file=sys.stderr)
        return 2
    except (OSError, msgspec.DecodeError, msgspec.ValidationError) as error:
        print(f"cannot read {args.record}: {error}", file=sys.stderr)
        return 2
    try:
        keys = key_set(args.keys) if args.keys else None
    except (OSError, ValueError, msgspec.DecodeError, msgspec.ValidationError) as error:
        print(f"cannot read the key set {args.keys}: {error}", file=sys.stderr)
        return 2
    try:
        divergence = verify(record)
    except Exception as error:  # a tampered record may break the fold anywhere: that too is a divergence
        divergence = unreadable(error)
    if divergence is None:
        moves = sum(1 for e in record.events if e.kind == "move")
        print(f"legal: {record.game} match {record.match}, {moves} moves re-run through the rules")
    else:
        print(f"divergence at version {divergence.version}: {divergence.reason}")
    # without a key set every key is unknown: the chain is checked, the signature is not
    refusal = check(record, keys or KeySet(keys=[]))
    kid = record.signature.kid if record.signature else ""
    unchecked = keys is None and refusal is not None and refusal.code == "unknown_key"
    if unchecked:
        print(f"chain whole ({len(record.events)} events); the signature by key {kid!r} is not checked without --keys")
    elif refusal is not None:
        print(f"refused ({refusal.code}): {refusal.reason}")
    else:
        print(f"signed: key {kid!r} holds over a whole chain of {len(record.events)} events")
    return 0 if (refusal is None or unchecked) and divergence is None else 1


def keys(args: argparse.Namespace) -> int:
    """``rotate``: a new signing key in the key file, the earlier ones kept public only;
    ``public``: print the public key set (what /.well-known/igroteka-keys.json serves)."""
    from igroteka.server.config import Settings
    from igroteka.server.keys import KeyFileError, KeyStore, rotate

    settings = Settings.from_env()
    path = Path(args.file or settings.signing_key_file)
    inline = "" if args.file else settings.signing_keys
    if not inline and not path.exists() and args.action == "public":
        print(f"no key file {path}: a server makes it on its first start", file=sys.stderr)
        return 2
    if inline and args.action == "rotate":
        print(
            "the keys come from IGROTEKA_SIGNING_KEYS: rotate a copy with --file, then store it there", file=sys.stderr
        )
        return 2
    try:
        if args.action == "public":
            public = KeyStore(str(path), inline).public()
            sys.stdout.write(msgspec.json.format(msgspec.json.encode(public)).decode() + "\n")
            return 0
        if not path.exists():  # a new set: its first key, as a first start would make it
            first = KeyStore(str(path)).load().keys[0]
            print(f"new key set in {path}, signing key {first.kid}")
            return 0
        fresh = rotate(path)
    except (OSError, KeyFileError) as error:
        print(f"cannot {args.action} the keys: {error}", file=sys.stderr)
        return 2
    print(f"new signing key {fresh.kid} in {path}; earlier keys stay public only")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="igroteka", description="Igroteka game server")
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("serve", help="run the server (IGROTEKA_* environment settings)")
    run.add_argument("--host")
    run.add_argument("--port", type=int)
    run.add_argument("--log-level", default="info")
    run.add_argument(
        "--workers", type=int, default=1, help="server processes sharing the port (use PostgreSQL when more than 1)"
    )
    run.set_defaults(func=serve)
    schema = commands.add_parser("openapi", help="write the OpenAPI and AsyncAPI documents")
    schema.add_argument("--output", default="openapi/openapi.json", help="the OpenAPI document ('-': stdout only)")
    schema.add_argument("--asyncapi", default="openapi/asyncapi.yaml", help="the AsyncAPI document")
    schema.set_defaults(func=openapi)
    check = commands.add_parser(
        "verify", help="check a match record's chain and signature, re-run it through the rules"
    )
    check.add_argument("record")
    check.add_argument("--keys", help="the server's public key set: a file or URL (…/.well-known/igroteka-keys.json)")
    check.set_defaults(func=verify)
    signing = commands.add_parser("keys", help="the record-signing keys: rotate them, print the public set")
    signing.add_argument("action", choices=["rotate", "public"])
    signing.add_argument("--file", help="the key file (default: IGROTEKA_SIGNING_KEY_FILE or var/signing-keys.json)")
    signing.set_defaults(func=keys)
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
