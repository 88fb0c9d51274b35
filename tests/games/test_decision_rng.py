"""A decision's RNG is seeded only when first used, yet draws exactly what ``Random`` seeded with the
same string draws: every stored decision replays and verifies as it did when it was seeded at once."""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

import pytest

from igroteka.domain.engine import decision_rng

USES: dict[str, Callable[[Random], Any]] = {
    "random": lambda r: [r.random() for _ in range(5)],
    "getrandbits": lambda r: [r.getrandbits(k) for k in (1, 31, 32, 33, 200)],
    "randbytes": lambda r: r.randbytes(17),
    "shuffle": lambda r: (deck := list(range(60)), r.shuffle(deck), deck)[2],
    "choice": lambda r: [r.choice("abcdefg") for _ in range(9)],
    "choices": lambda r: r.choices(range(10), weights=range(1, 11), k=12),
    "sample": lambda r: r.sample(range(100), 10),
    "randint": lambda r: [r.randint(1, 6) for _ in range(9)],
    "gauss": lambda r: [r.gauss(0, 1) for _ in range(3)],
    "getstate": lambda r: (r.getstate(), r.random()),
    "setstate": lambda r: (r.setstate(Random(1).getstate()), r.random())[1],
    "seed": lambda r: (r.seed(5), r.random())[1],
}


@pytest.mark.parametrize("use", sorted(USES))
def test_the_lazily_seeded_rng_draws_what_random_seeded_at_once_draws(use: str) -> None:
    for secret, version in [("s" * 64, 0), ("0f" * 32, 17), ("x", -3)]:
        lazy, eager = decision_rng(secret, version), Random(f"{secret}:{version}")
        assert USES[use](lazy) == USES[use](eager)
        assert [lazy.random() for _ in range(3)] == [eager.random() for _ in range(3)]
        assert lazy.getstate() == eager.getstate()
