"""The server's histograms of durations (``server.observability.Seconds``, observed on every move and
every frame sent) read exactly as ``prometheus_client.Histogram``'s did: the same samples, bucket by
bucket, for the same observations (bounds themselves among them, and past the last bound)."""

from __future__ import annotations

import threading
from random import Random

from prometheus_client import CollectorRegistry, Histogram, generate_latest

from igroteka.server.observability import Metrics, Seconds

BOUNDS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5)


def exposition(registry: CollectorRegistry) -> list[str]:
    """The registry's text exposition, without the creation time (it differs by the microsecond)."""
    return [line for line in generate_latest(registry).decode().splitlines() if "_created " not in line]


def test_seconds_read_as_prometheus_histograms_do() -> None:
    theirs, ours = CollectorRegistry(), CollectorRegistry()
    histogram = Histogram("igroteka_move_seconds", "From request to committed move", registry=theirs, buckets=BOUNDS)
    seconds = Seconds("igroteka_move_seconds", "From request to committed move", registry=ours, buckets=BOUNDS)
    rng = Random(41)
    observed = [*BOUNDS, 0.0, 3.0, 1e-9, *(rng.expovariate(20) for _ in range(2000))]
    for amount in observed:
        histogram.observe(amount)
        seconds.observe(amount)
    assert exposition(ours) == exposition(theirs)
    assert any(
        line.startswith("igroteka_move_seconds_created ") for line in generate_latest(ours).decode().splitlines()
    )


def test_seconds_count_every_observation_of_several_threads() -> None:
    seconds = Seconds("lag_seconds", "A lag", registry=CollectorRegistry(), buckets=BOUNDS)

    def observe() -> None:
        for n in range(5000):
            seconds.observe(n / 5000)

    threads = [threading.Thread(target=observe) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sum(seconds.counts) == 20_000


def test_the_servers_histograms_are_exposed() -> None:
    metrics = Metrics()
    metrics.move_seconds.observe(0.003)
    metrics.fanout_lag.observe(0.0002)
    text = generate_latest(metrics.registry).decode()
    assert 'igroteka_move_seconds_bucket{le="0.005"} 1.0' in text
    assert 'igroteka_fanout_lag_seconds_bucket{le="0.0005"} 1.0' in text
    assert "igroteka_fanout_lag_seconds_count 1.0" in text
