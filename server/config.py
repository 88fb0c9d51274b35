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
    # Seconds a closing stream waits for its client's close frame before the socket is cut off
    # (uvicorn's fixed 10); a stream closed for not reading (4008) is cut off after it too.
    ws_close_timeout: float = 10.0
    # Seconds between the server's pings on each stream (RFC 6455 ping frames): what keeps a quiet
    # stream alive through NATs and proxies that cut idle connections after 60 s; a stream whose
    # client has not answered a ping by the next is closed (1011). Each costs every socket a write
    # and a read, so an idle server's CPU is the sockets ÷ this.
    ws_ping_interval: float = 30.0
    bot_delay: float = 1.5  # seconds a server bot waits before a move, unless its match chose (0: at once)
    follow_interval: float = 0.25
    clock_sweep: float = 0.2  # seconds between looks for unjoined matches; a failed time-out retries after it
    clock_min_seconds: float = 5.0  # the least time a new match's clock may give a seat to act
    lobby_expiry: float = 86400.0  # seconds an open match nobody joins stays in the lobby (0: forever)
    store_deadline: float = 2.0
    # `serve --workers K`: the supervisor replaces a worker that does not answer its ping within this
    # many seconds (uvicorn's own default, 5, replaced live workers starved of CPU for a few seconds)
    worker_healthcheck: int = 60
    moves_per_second: float = 100.0
    move_burst: int = 200
    # Origins whose pages may call the API ("*": any; a comma-separated list otherwise; "" none).
    # Any is safe by default: the API is authorised by bearer tokens, never by cookies.
    cors_origins: str = "*"
    # Per client and minute (0: the action is off). All-bot matches play themselves, so they have
    # their own, smaller budget. Behind a proxy, client_header names the header carrying the client.
    quota_matches: int = 30
    quota_bot_matches: int = 5
    quota_tournaments: int = 10
    quota_seats: int = 60
    quota_accounts: int = 5  # player accounts made, signing up or first signing in
    client_header: str = ""
    ws_per_client: int = 32
    # The HTTP listener: a request arrives whole within request_timeout seconds, and one client
    # address holds at most connections_per_client connections (0: no cap; behind a proxy, which
    # every client reaches the server through, the proxy bounds its clients instead).
    request_timeout: float = 10.0
    connections_per_client: int = 64
    # The matches a process keeps in memory: at most this many, holding at most this many stored
    # events in all (a proxy of their memory), each dropped after this many idle seconds.
    cache_matches: int = 10_000
    cache_events: int = 2_000_000
    cache_idle: float = 3600.0
    access_log: bool = False
    metrics_token: str = ""  # /metrics answers this bearer token only; off while empty
    # Presence: an instance renews its streams' rows this often (seconds); another instance's rows
    # count as connected while renewed within presence_timeout.
    presence_heartbeat: float = 2.0
    presence_timeout: float = 6.0  # one log line per request and WebSocket (JSON, with its request id)
    # The keys that sign match records (server/keys.py): the JWK set's JSON itself, else its file,
    # made on first start when missing. Every instance on one store shares the same set.
    signing_keys: str = ""
    signing_key_file: str = "var/signing-keys.json"
    # Sign-in with ID tokens / JWT access tokens (server/oidc.py): the trusted issuers as a JSON
    # list (empty: sign-in is off), the clock skew allowed on exp/nbf/iat, and how each issuer's
    # key set is fetched: within fetch_timeout seconds, again on an unknown kid at most once per
    # refresh_interval seconds, and again at its next use once older than max_age seconds.
    oidc_issuers: str = ""
    oidc_leeway: float = 60.0
    oidc_fetch_timeout: float = 3.0
    oidc_refresh_interval: float = 30.0
    oidc_max_age: float = 3600.0
    # Streams opened with a player token are closed once it is revoked: at once on the instance
    # that revoked it, and on the others when its NOTIFY reaches them (PostgreSQL); a full check of
    # every open stream's token every token_check seconds while an instance's listener is away
    # (SQLite: always), every token_backstop seconds while it listens.
    token_check: float = 5.0
    token_backstop: float = 300.0
    # Quick play (server/pairing.py): seconds between pairing passes, and a request's wait before it expires (0: never).
    pairing_interval: float = 0.5
    seek_timeout: float = 600.0
    challenge_timeout: float = 86_400.0  # seconds an unanswered challenge stands before it expires
    invitation_timeout: float = 86_400.0  # seconds an invitation to a seat can be used
    rematch_timeout: float = 600.0  # seconds the other seats have to accept a rematch
    leaderboard_min_games: int = 5  # rated matches a player needs to appear on a game's leaderboard
    # Web Push (server/vapid.py, server/webpush.py): the deployment's VAPID key (a PEM, or its 32
    # bytes base64url) itself, else its file, made on first start; the contact push services see
    # (`sub`: mailto: or https:); each push's deadline in seconds; whether a subscription may name
    # an http endpoint or a loopback or private address (tests; never on a public deployment).
    vapid_key: str = ""
    vapid_key_file: str = "var/vapid-key.pem"
    vapid_subject: str = "mailto:igroteka@localhost"
    push_timeout: float = 10.0
    push_private_targets: bool = False
    # Notices (server/outbox.py, server/dispatcher.py): seconds between derivations and dispatch
    # passes; the deployment's webhooks (a JSON list of {"id", "url", "kinds", "secret"}); whether
    # a webhook may target a loopback or private address (tests; never on a public deployment);
    # consecutive failed attempts after which a webhook is disabled: a delivery is retried with a
    # backoff doubling from 2 s (server/dispatcher.py), so 20 failures in a row span minutes (many
    # deliveries failing at once) to hours (one at a time) of a receiver not answering: past a
    # restart or a deploy of it, short of a day of silence.
    notice_interval: float = 0.25
    # Seconds a dispatch pass holds the notices and deliveries it claimed: a crashed instance's are
    # claimed again by another once it passes (more than an attempt's 5 s, so two live instances do
    # not send one delivery twice; tests that kill an instance shorten it).
    notice_lease: float = 30.0
    webhooks: str = ""
    webhook_private_targets: bool = False
    webhook_disable_after: int = 20
    # Seconds a notice, its deliveries and the delivery log's lines are kept once done with (a
    # delivery delivered, gone or given up; a notice whose deliveries are all deleted; a log line
    # from its attempt), then deleted by each instance's sweeper (server/retention.py); 0: for ever.
    notice_retention: float = 30 * 86_400.0
    # Matches whose state the notices' derivation keeps folded in memory (least recently used
    # dropped; one it lacks is read from the store at its next event).
    notice_matches: int = 2_000

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
