"""Settings, read from IGROTEKA_* environment variables."""

from __future__ import annotations

import os

import msgspec


class Settings(msgspec.Struct, frozen=True):
    database_url: str | None = None
    sqlite_path: str = "var/igroteka.sqlite"
    host: str = "127.0.0.1"
    port: int = 8000
    max_body_bytes: int = 64 * 1024
    max_frame_bytes: int = 64 * 1024
    ws_send_timeout: float = 10.0
    ws_backlog: int = 64
    bot_delay: float = 0.0
    follow_interval: float = 0.25
    store_deadline: float = 2.0
    moves_per_second: float = 100.0
    move_burst: int = 200
    # Origins whose pages may call the API ("*": any; a comma-separated list otherwise; "" none).
    # Any is safe by default: the API is authorised by bearer tokens, never by cookies.
    cors_origins: str = "*"
    access_log: bool = False  # one log line per request and WebSocket (JSON, with its request id)

    def cors_origin_list(self) -> list[str]:
        return [origin.strip() for origin in self.cors_origins.split(",") if origin.strip()]

    @classmethod
    def from_env(cls) -> Settings:
        env = {
            field: os.environ[f"IGROTEKA_{field.upper()}"]
            for field in cls.__struct_fields__
            if f"IGROTEKA_{field.upper()}" in os.environ
        }
        return msgspec.convert(env, cls, strict=False)
