"""Storage adapters for eventsourcing: the SQL and settings the domain never sees (docs/architecture.md §1: domain
has no SQL). ``store_env`` turns the configured database URL into eventsourcing's settings."""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

TRANSCODER = "igroteka.server.store.transcoder:MsgspecTranscoder"  # stored events as JSON, by msgspec


def store_env(database_url: str | None, sqlite_path: str = "var/igroteka.sqlite") -> dict[str, str]:
    """eventsourcing settings for a PostgreSQL URL, or the embedded SQLite file."""
    if not database_url:
        Path(sqlite_path).parent.mkdir(parents=True, exist_ok=True)
        return {
            "PERSISTENCE_MODULE": "eventsourcing.sqlite",
            "SQLITE_DBNAME": sqlite_path,
            "TRANSCODER_TOPIC": TRANSCODER,
        }
    if database_url.startswith("sqlite:///"):
        return store_env(None, database_url.removeprefix("sqlite:///"))
    url = urlsplit(database_url)
    if url.scheme not in ("postgresql", "postgres"):
        raise ValueError(f"unsupported database URL scheme {url.scheme!r}")
    query = {key: values[-1] for key, values in parse_qs(url.query).items()}  # libpq's URI parameters
    return {
        "PERSISTENCE_MODULE": "igroteka.server.store.postgres:Factory",  # eventsourcing's, without its table lock per insert
        "TRANSCODER_TOPIC": TRANSCODER,
        "POSTGRES_DBNAME": url.path.lstrip("/") or "postgres",
        "POSTGRES_HOST": query.get("host") or url.hostname or "127.0.0.1",  # a directory: its Unix socket
        "POSTGRES_PORT": query.get("port") or str(url.port or 5432),
        "POSTGRES_USER": unquote(url.username or "postgres"),
        "POSTGRES_PASSWORD": unquote(url.password or ""),
        "POSTGRES_CONNECT_TIMEOUT": os.environ.get("IGROTEKA_DB_CONNECT_TIMEOUT", "1"),
        "POSTGRES_POOL_SIZE": os.environ.get("IGROTEKA_DB_POOL_SIZE", "8"),
        "POSTGRES_MAX_OVERFLOW": os.environ.get("IGROTEKA_DB_MAX_OVERFLOW", "8"),
        "POSTGRES_PRE_PING": "n",  # a dead pooled connection fails once and is replaced by the retry
    }
