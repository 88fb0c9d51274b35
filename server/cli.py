"""The ``igroteka`` command: serve, write the OpenAPI schema, verify a match record."""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import tempfile
from pathlib import Path

import msgspec


def serve(args: argparse.Namespace) -> int:
    import uvicorn

    from server.affinity import COUNT, DIRECTORY
    from server.config import Settings
    from server.observability import log_config

    settings = Settings.from_env()
    # uvicorn re-raises the SIGTERM it shut down on; leaving through SystemExit removes the slot folder
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    host, port = args.host or settings.host, args.port or settings.port
    print(f"Igroteka: open http://{host}:{port}/ in a browser to play (the API is under /api/v1)", flush=True)
    # The workers' slots, in a folder of this server's own (inside IGROTEKA_WORKER_DIRECTORY if set)
    with tempfile.TemporaryDirectory(prefix="igroteka-workers-", dir=os.environ.get(DIRECTORY)) as workers:
        os.environ[DIRECTORY], os.environ[COUNT] = workers, str(args.workers)
        uvicorn.run(
            "server.app:create_app",
            factory=True,
            host=host,
            port=port,
            # uvicorn's, handing streams to their match's worker, timing out requests that do not
            # arrive whole and capping each client's connections
            http="server.connections:BoundedHttpProtocol",
            ws="server.wsprotocol:WebSocketProtocol",  # uvicorn's, lighter per idle socket
            ws_max_size=settings.max_frame_bytes,
            ws_per_message_deflate=False,  # frames are small; compression cost more CPU than it saved
            log_level=args.log_level,
            log_config=log_config(args.log_level),
            access_log=settings.access_log,
            proxy_headers=False,
            workers=args.workers,  # K processes accept on one socket; instances are safe on one store
        )
    return 0


def openapi(args: argparse.Namespace) -> int:
    """Write the contract: the OpenAPI document of the HTTP API and the AsyncAPI one of the stream."""
    from server import asyncapi
    from server.app import create_app
    from server.contract import contract

    schema = contract(create_app())
    text = json.dumps(schema, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
    if args.output == "-":
        sys.stdout.write(text)
        return 0
    Path(args.output).write_text(text, encoding="utf-8")
    Path(args.asyncapi).write_text(asyncapi.text(), encoding="utf-8")
    return 0


def verify(args: argparse.Namespace) -> int:
    from projections.record import UnsupportedRecord, read_record, verify

    try:
        record = read_record(Path(args.record).read_bytes())
    except UnsupportedRecord as error:
        print(f"cannot verify {args.record}: {error}", file=sys.stderr)
        return 2
    except (OSError, msgspec.DecodeError, msgspec.ValidationError) as error:
        print(f"cannot read {args.record}: {error}", file=sys.stderr)
        return 2
    divergence = verify(record)
    if divergence is None:
        moves = sum(1 for e in record.events if e.kind == "move")
        print(f"legal: {record.game} match {record.match}, {moves} moves re-run through the rules")
        return 0
    print(f"divergence at version {divergence.version}: {divergence.reason}")
    return 1


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
    check = commands.add_parser("verify", help="re-run a match record through the rules")
    check.add_argument("record")
    check.set_defaults(func=verify)
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
