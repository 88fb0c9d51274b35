"""Rating engines: Glicko-2 for two-seat games, OpenSkill (Plackett–Luce) for the others.

Each engine turns the ratings of a finished match's seats and their places into new ratings, and
grows a rating's deviation over the idle days before a match. Both are pure functions of their
inputs, so the ratings read model (projections/ratings.py) folding the same outcomes in the same
order gets the same floats bit for bit.

Glicko-2 is the ``glicko2`` package's ``Player``, with one correction: its volatility iteration
(step 5 of Glickman's "Example of the Glicko-2 system") computes ``f(x)`` with μ² where the paper
has φ², which changes the volatility of every player not rated 1500. ``Glicko2Player._f`` is the
paper's. OpenSkill is the ``openskill`` package's ``PlackettLuce`` model with its defaults.
"""

from __future__ import annotations

import math
from typing import Any, ClassVar, Literal, Protocol

import glicko2
import msgspec
from openskill.models import PlackettLuce

System = Literal["glicko2", "openskill"]


class Rating(msgspec.Struct, frozen=True):
    """One player's rating in one game: ``value`` (Glicko-2's r, OpenSkill's μ), ``deviation``
    (RD, σ), ``volatility`` (Glicko-2's σ; 0 for OpenSkill) and the rated ``games`` it rests on."""

    value: float
    deviation: float
    volatility: float = 0.0
    games: int = 0


class Engine(Protocol):
    system: ClassVar[System]
    initial: ClassVar[Rating]

    def rate(self, ratings: list[Rating], ranks: list[int], teams: list[int]) -> list[Rating]: ...

    def idle(self, rating: Rating, periods: int) -> Rating: ...

    def conservative(self, rating: Rating) -> float: ...

    def provisional(self, rating: Rating) -> bool: ...


PROVISIONAL_GAMES = 5  # fewer rated games than this: provisional in either system
GLICKO2_SCALE = 173.7178  # Glicko-2's internal scale: φ = RD / 173.7178, as the package converts


class Glicko2Player(glicko2.Player):  # type: ignore[misc]
    """The package's player with step 5's ``f`` as the paper writes it (φ², not μ²)."""

    def _f(self, x: float, delta: float, v: float, a: float) -> float:
        phi = self._Player__rd
        ex = math.exp(x)
        return ex * (delta**2 - phi**2 - v - ex) / (2 * (phi**2 + v + ex) ** 2) - (x - a) / self._tau**2


class Glicko2:
    """Two seats; each rated match is a rating period of its own for both players (as Lichess
    rates game by game). A win scores 1, a draw (equal places) 0.5, a loss 0."""

    system: ClassVar[System] = "glicko2"
    initial: ClassVar[Rating] = Rating(1500.0, 350.0, 0.06)
    provisional_deviation: ClassVar[float] = 110.0  # Lichess's line for a provisional rating

    def rate(self, ratings: list[Rating], ranks: list[int], teams: list[int]) -> list[Rating]:
        if len(ratings) != 2:
            raise ValueError("Glicko-2 rates two seats")
        rated = []
        for me, other in ((0, 1), (1, 0)):
            score = 1.0 if ranks[me] < ranks[other] else 0.0 if ranks[me] > ranks[other] else 0.5
            player = Glicko2Player(ratings[me].value, ratings[me].deviation, ratings[me].volatility)
            player.update_player([ratings[other].value], [ratings[other].deviation], [score])
            rated.append(Rating(player.rating, player.rd, player.vol, ratings[me].games + 1))
        return rated

    def idle(self, rating: Rating, periods: int) -> Rating:
        """Step 6 of the algorithm (the package's ``did_not_compete``, φ² + σ²) once per idle
        period, in closed form (φ² + n·σ²), RD at most 350."""
        if periods <= 0:
            return rating
        phi = rating.deviation / GLICKO2_SCALE
        rd = math.sqrt(phi**2 + periods * rating.volatility**2) * GLICKO2_SCALE
        return Rating(rating.value, min(rd, self.initial.deviation), rating.volatility, rating.games)

    def conservative(self, rating: Rating) -> float:
        return rating.value - 2 * rating.deviation

    def provisional(self, rating: Rating) -> bool:
        return rating.games < PROVISIONAL_GAMES or rating.deviation > self.provisional_deviation


class OpenSkill:
    """Any number of seats in teams of any size (one seat a team when the game has no teams);
    equal places are ties."""

    system: ClassVar[System] = "openskill"
    model: ClassVar[Any] = PlackettLuce()
    initial: ClassVar[Rating] = Rating(25.0, 25.0 / 3.0)

    def rate(self, ratings: list[Rating], ranks: list[int], teams: list[int]) -> list[Rating]:
        order = sorted(set(teams))  # teams in the order of their numbers, seats in seat order
        members = [[seat for seat, team in enumerate(teams) if team == t] for t in order]
        before = [[self.model.rating(mu=ratings[s].value, sigma=ratings[s].deviation) for s in m] for m in members]
        team_ranks = [min(ranks[s] for s in m) for m in members]
        after = self.model.rate(before, ranks=[float(r) for r in team_ranks])
        rated: list[Rating] = list(ratings)
        for seats, new in zip(members, after, strict=True):
            for seat, r in zip(seats, new, strict=True):
                rated[seat] = Rating(float(r.mu), float(r.sigma), 0.0, ratings[seat].games + 1)
        return rated

    def idle(self, rating: Rating, periods: int) -> Rating:
        """Each idle period adds τ² (the model's per-match dynamics) to σ², σ at most its initial."""
        if periods <= 0:
            return rating
        tau = float(self.model.tau)
        sigma = min(math.sqrt(rating.deviation**2 + periods * tau**2), self.initial.deviation)
        return Rating(rating.value, sigma, rating.volatility, rating.games)

    def conservative(self, rating: Rating) -> float:
        return rating.value - 3 * rating.deviation

    def provisional(self, rating: Rating) -> bool:
        """By games alone: σ falls slowly under Plackett–Luce (about 8.3 to 7.2 in ten matches of
        three), and the conservative μ − 3σ already ranks an uncertain rating low."""
        return rating.games < PROVISIONAL_GAMES


ENGINES: dict[System, Engine] = {"glicko2": Glicko2(), "openskill": OpenSkill()}


def ranks_of(keys: list[tuple[Any, ...]]) -> list[int]:
    """Places from 1, higher keys first; equal keys share a place (1, 1, 3)."""
    ordered = sorted(keys, reverse=True)
    return [ordered.index(key) + 1 for key in keys]
