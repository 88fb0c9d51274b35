"""Rate limits for hostile or buggy clients: a token bucket per caller."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Hashable

from igroteka.domain.errors import TooMany


class RateLimiter:
    """Allows ``rate`` actions a second per key, in bursts of up to ``burst``; remembers the
    ``keys`` most recent callers (an attacker minting keys only evicts its own buckets)."""

    def __init__(self, rate: float, burst: int, keys: int = 100_000) -> None:
        self.rate = rate
        self.burst = burst
        self.keys = keys
        self._buckets: OrderedDict[Hashable, tuple[float, float]] = OrderedDict()

    def take(self, key: Hashable) -> None:
        """Spend one action of ``key``'s budget, or raise ``TooMany`` with the wait."""
        now = time.monotonic()
        tokens, last = self._buckets.pop(key, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - last) * self.rate)
        if tokens < 1:
            self._buckets[key] = (tokens, now)
            raise TooMany(
                "too_many_requests", "Too many moves; slow down.", retry_after=round((1 - tokens) / self.rate, 3)
            )
        self._buckets[key] = (tokens - 1, now)
        while len(self._buckets) > self.keys:
            self._buckets.popitem(last=False)
