"""The Litestar application factory."""

from __future__ import annotations

import gc
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from functools import partial
from uuid import uuid4

import msgspec
from litestar import Litestar, get
from litestar.config.cors import CORSConfig
from litestar.openapi import OpenAPIConfig
from litestar.openapi.spec import Components, SecurityScheme, Tag

from igroteka.domain.cache import MatchCache
from igroteka.domain.matches import MatchService
from igroteka.server.affinity import listen_early, owners
from igroteka.server.bodies import strict_body
from igroteka.server.challenges import ChallengesController
from igroteka.server.config import Settings
from igroteka.server.docs import docs_assets, docs_plugins
from igroteka.server.fanout import Watchers
from igroteka.server.headers import cors_problems, request_id_middleware, security_headers
from igroteka.server.http import GamesController, MatchesController, game_infos
from igroteka.server.hub import Hub
from igroteka.server.invitations import InvitationsController
from igroteka.server.keys import KeyStore, signing_keys
from igroteka.server.lifecycle import LifecycleController
from igroteka.server.observability import metrics, ready
from igroteka.server.offers import Offers
from igroteka.server.oidc import Verifier
from igroteka.server.player_stream import player_stream
from igroteka.server.players import PlayersController
from igroteka.server.problems import HANDLERS, refuse_nul_paths
from igroteka.server.push_routes import PushSubscriptionsController, push_key
from igroteka.server.ratings import RatingsController
from igroteka.server.rematches import RematchesController
from igroteka.server.reminder_points import RemindersController
from igroteka.server.schemas import Health
from igroteka.server.seeks import SeeksController
from igroteka.server.signin import sign_in, sign_in_issuers
from igroteka.server.store import store_env
from igroteka.server.stream import stream
from igroteka.server.tournaments import TournamentsController
from igroteka.server.web import web_routes
from igroteka.server.webhook_routes import WebhooksController

API_DESCRIPTION = """Igroteka: an event-sourced server for five Russian board and card games.

Every move is an event; each viewer sees only what the rules let them see. Seats act with the
bearer token returned when they are claimed; requests without a token are spectators. A player
account's token (`igp_…`) acts for every seat its player holds. Errors are
RFC 9457 problem details with a stable `code`. The WebSocket stream is described in asyncapi.yaml.
"""


@get("/health/live", operation_id="live", tags=["health"], summary="The process is up")
async def live() -> Health:
    return Health(status="ok")


def openapi_config() -> OpenAPIConfig:
    return OpenAPIConfig(
        title="Igroteka",
        version="1.0.0",
        description=API_DESCRIPTION,
        components=Components(
            security_schemes={
                "seatToken": SecurityScheme(type="http", scheme="bearer", description="Seat, organiser or player token")
            }
        ),
        security=[{}, {"seatToken": []}],
        tags=[
            Tag(name="games", description="The games this server plays: options, move schemas and catalogues."),
            Tag(name="matches", description="Matches: create, seat, play, watch, replay and audit."),
            Tag(name="tournaments", description="Tournaments: register players, seat tours, standings."),
            Tag(
                name="players",
                description="Player accounts and their tokens, sign-in with an identity provider's token,"
                " profiles, my games, histories.",
            ),
            Tag(name="quick play", description="Ask to play and be paired: open requests, their matches."),
            Tag(name="challenges", description="Challenge a player directly: accept, decline, cancel, expiry."),
            Tag(name="invitations", description="Invite someone to a free seat with a one-use code."),
            Tag(name="rematches", description="Offer and accept a rematch of a finished match."),
            Tag(name="health", description="Probes for the process and its event store."),
        ],
        path="/schema",
        render_plugins=docs_plugins(),
    )


def warm_signatures(app: Litestar) -> None:
    """Build msgspec's type information of every route's signature model (the parameters litestar
    converts a request into) now: the first request to each route would pay it, 1–2 ms."""
    for route in app.routes:
        for handler in getattr(route, "route_handlers", None) or [getattr(route, "route_handler", None)]:
            model = getattr(handler, "signature_model", None)
            if model is not None:
                msgspec.json.Decoder(model)


GC_THRESHOLDS = (50_000, 10, 10)  # CPython's are (700, 10, 10)


def settle_heap() -> None:
    """Start-up is over: what it built (modules, routes, schemas, the games' tables) lives as long
    as the process, so the collector stops walking it (``gc.freeze``); and a move allocates
    thousands of short-lived objects (views, frames), so young collections run every 50,000
    allocations kept instead of 700. Under load at 100 matches the first step (10,000) took the
    slowest moves' latency (p99) from ~330 to ~185 ms: the full collections that walked the whole
    heap became rare. The second (docs/architecture.md §40): a move makes no cyclic garbage, and a
    young collection walks every match's current position (~120,000 list items at N = 100) however
    few moves ran since the last, so at 10,000 they cost ~12–20 µs a move, at 50,000 ~2–6."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


def create_app(settings: Settings | None = None) -> Litestar:
    settings = settings or Settings.from_env()
    owned = owners()  # several workers: this one's slot, and where new matches go
    channels = Watchers(owned.streaming if owned is not None else None)
    keys = KeyStore.of(settings)
    identity = Verifier.of(settings)  # refuses to start on a bad IGROTEKA_OIDC_ISSUERS

    @asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        cache = MatchCache(settings.cache_matches, settings.cache_events, settings.cache_idle)
        new_id = uuid4 if owned is None else owned.new_match_id  # several workers: the one placing it
        service = partial(MatchService, store_env(settings.database_url, settings.sqlite_path), cache, new_id=new_id)
        hub = Hub(settings, service, channels, owned.derives if owned is not None else None)
        app.state.hub = hub  # the HTTP routes' parts
        app.state.offers = offers = Offers(hub)  # challenges, invitations, rematches
        app.state.streams = hub.streams  # what the match streams use
        app.state.record_keys = keys
        app.state.identity = identity
        keys.load()  # the embedded default makes its first key now
        await hub.start()
        offers.start()
        listen_early()  # the worker owning a match gets its streams (serve --workers K)
        warm_signatures(app)
        game_infos()  # the catalogue's schemas, derived once
        settle_heap()
        try:
            yield
        finally:
            await offers.stop()
            await hub.stop()
            offers.close()

    origins = settings.cors_origin_list()
    return Litestar(
        cors_config=CORSConfig(
            allow_origins=origins,
            allow_methods=["GET", "POST", "DELETE", "OPTIONS"],  # the methods the API has
            allow_headers=["Authorization", "Content-Type", "X-Request-ID"],
            expose_headers=["X-Request-ID", "Retry-After"],
            max_age=600,
        )
        if origins
        else None,
        route_handlers=[
            GamesController,
            MatchesController,
            LifecycleController,
            TournamentsController,
            RatingsController,
            PlayersController,
            SeeksController,
            RemindersController,
            PushSubscriptionsController,
            push_key,
            ChallengesController,
            InvitationsController,
            RematchesController,
            WebhooksController,
            sign_in,
            sign_in_issuers,
            stream,
            player_stream,
            live,
            ready,
            metrics,
            *web_routes(),
            signing_keys,
            *docs_assets(),
        ],
        middleware=[request_id_middleware, refuse_nul_paths],
        before_send=[security_headers, cors_problems],
        lifespan=[lifespan],
        exception_handlers=HANDLERS,
        before_request=strict_body,
        openapi_config=openapi_config(),
        request_max_body_size=settings.max_body_bytes,
        logging_config=None,  # the process's logging is configured by `igroteka serve` (JSON)
        debug=False,
    )
