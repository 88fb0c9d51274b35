"""Prometheus metrics, readiness, and JSON logs that never carry tokens (issue: operations).

``/metrics`` is for the operator alone: it answers with ``Authorization: Bearer`` and the
``IGROTEKA_METRICS_TOKEN`` only, and is off (404) while none is set. Its counters are of the
whole process (moves by result, streams open), so a viewer holding them could count a delayed
match's moves as they are played: they are never public.
"""

from __future__ import annotations

import hmac
import logging
import re
import threading
import time
from bisect import bisect_left
from collections.abc import Iterator, Sequence
from itertools import accumulate
from math import inf
from typing import Any
from urllib.parse import unquote_plus

import msgspec
from litestar import Request, Response, get
from litestar.openapi.datastructures import ResponseSpec
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, generate_latest
from prometheus_client.core import HistogramMetricFamily, Metric
from prometheus_client.utils import floatToGoString

from igroteka.domain.errors import NotFound, Unauthorized
from igroteka.server.headers import REQUEST_ID
from igroteka.server.schemas import Health


class Seconds:
    """A histogram of durations, read by Prometheus as ``prometheus_client.Histogram``'s are (the
    same ``_bucket``, ``_count``, ``_sum`` and ``_created`` samples), for the ones observed on every
    move and every frame sent: ``Histogram.observe`` adds to its sum and to one bucket, each a
    counter of its own behind its own lock, finding the bucket by walking the bounds in Python
    (3.1–3.7 µs here); this finds it by bisection and adds under one lock (0.7 µs). Thread-safe
    (docs/architecture.md §40)."""

    def __init__(self, name: str, documentation: str, registry: CollectorRegistry, buckets: Sequence[float]) -> None:
        self.name = name
        self.documentation = documentation
        self.bounds = tuple(float(b) for b in buckets)
        self.counts = [0] * (len(self.bounds) + 1)  # an observation's count under the first bound it is <=; last: +Inf
        self.sum = 0.0
        self.created = time.time()
        self._guard = threading.Lock()
        registry.register(self)

    def observe(self, amount: float) -> None:
        slot = bisect_left(self.bounds, amount)
        with self._guard:
            self.counts[slot] += 1
            self.sum += amount

    def collect(self) -> Iterator[Metric]:
        with self._guard:
            counts, total = list(self.counts), self.sum
        family = HistogramMetricFamily(
            self.name,
            self.documentation,
            buckets=[(floatToGoString(b), n) for b, n in zip((*self.bounds, inf), accumulate(counts), strict=True)],
            sum_value=total,
        )
        family.add_sample(f"{self.name}_created", {}, self.created)
        yield family


class Metrics:
    """The server's metrics, in a registry of its own."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.moves = Counter(
            "igroteka_moves",
            "Moves handled, by result (accepted or the refusal code)",
            ["result"],
            registry=self.registry,
        )
        self.move_seconds = Seconds(
            "igroteka_move_seconds",
            "From request to committed move",
            registry=self.registry,
            buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5),
        )
        self.websockets = Gauge("igroteka_websockets_open", "Open WebSocket streams", registry=self.registry)
        self.fanout_lag = Seconds(
            "igroteka_fanout_lag_seconds",
            "From a commit notice to the frame sent to a client",
            registry=self.registry,
            buckets=(0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1),
        )
        self.store_errors = Counter("igroteka_store_errors", "Store failures and timeouts", registry=self.registry)
        self.outbox_matches = Gauge(
            "igroteka_outbox_matches", "Matches the notices' derivation keeps folded in memory", registry=self.registry
        )


@get("/metrics", include_in_schema=False)
async def metrics(request: Request[Any, Any, Any]) -> Response[bytes]:
    hub = request.app.state.hub
    expected = hub.settings.metrics_token
    if not expected:
        raise NotFound("not_found", "No such resource.")
    scheme, _, given = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not hmac.compare_digest(given.strip().encode(), expected.encode()):
        raise Unauthorized("bad_token", "The metrics are read with the operator's token (IGROTEKA_METRICS_TOKEN).")
    return Response(generate_latest(hub.metrics.registry), media_type=CONTENT_TYPE_LATEST)


NOT_READY = ResponseSpec(data_container=Health, description="The event store does not answer (`unavailable`)")


@get(
    "/health/ready",
    operation_id="ready",
    tags=["health"],
    summary="The event store answers",
    responses={503: NOT_READY},
)
async def ready(request: Request[Any, Any, Any]) -> Response[Health]:
    healthy = await request.app.state.hub.ready()
    if healthy:
        return Response(Health(status="ok"))
    return Response(Health(status="unavailable"), status_code=503, headers={"Retry-After": "1"})


TOKEN = re.compile(r"(token=|bearer[ .])[^&\s\"',]+", re.IGNORECASE)
PARAMETER = re.compile(r"([?&;])([^=&;\s\"'?]+)=([^&;\s\"',]*)")


def decoded(name: str) -> str:
    """A parameter's name percent-decoded until nothing changes (``%2574oken`` is ``token`` to a
    client that encoded it twice, though the server reads ``%74oken``), at most 4 times."""
    for _ in range(4):
        name, before = unquote_plus(name), name
        if name == before:
            break
    return name


def redacted(message: str) -> str:
    """``message`` without token values: of a query parameter whose name holds ``token`` once
    percent-decoded (the server decodes ``%74oken`` to ``token``), or decoded again, and after
    ``Bearer``."""

    def parameter(found: re.Match[str]) -> str:
        if "token" in decoded(found[2]).strip().lower():
            return f"{found[1]}{found[2]}=[redacted]"
        return found[0]

    return TOKEN.sub(r"\1[redacted]", PARAMETER.sub(parameter, message))


class JsonFormatter(logging.Formatter):
    """One JSON object per line; ``match``, ``version``, ``seat`` and ``game`` extras included, and
    the id of the request being served.

    Token values are scrubbed from every message: the WebSocket server logs request URLs, and a
    token may ride in the query string.
    """

    FIELDS = ("match", "version", "seat", "game", "code")

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "ts": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)) + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": redacted(record.getMessage()),
        }
        entry.update({f: str(getattr(record, f)) for f in self.FIELDS if hasattr(record, f)})
        if (rid := REQUEST_ID.get()) is not None:
            entry["request_id"] = rid
        if record.exc_info:
            entry["error"] = self.formatException(record.exc_info)
        return msgspec.json.encode(entry).decode()


def log_config(level: str) -> dict[str, Any]:
    """uvicorn's log config, all in JSON; its access log (which would show query tokens) and httpx's
    request lines (which would show push endpoints) are off."""
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"json": {"()": JsonFormatter}},
        "handlers": {"stderr": {"class": "logging.StreamHandler", "formatter": "json", "stream": "ext://sys.stderr"}},
        "root": {"handlers": ["stderr"], "level": level.upper()},
        # httpx logs each request's whole address at INFO: a push endpoint is a capability of its own
        "loggers": {"uvicorn.access": {"level": "WARNING", "propagate": True}, "httpx": {"level": "WARNING"}},
    }
