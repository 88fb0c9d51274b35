"""Seating a tournament tour: which players share a table, and in which seat order.

Players are numbered 0..n-1 (registration order); a table is a list of player numbers in seat
order; a tour is a list of tables. ``seat_tour`` is deterministic: the same players, table sizes,
past tours and seed give the same tour, so a tournament's seating can be recomputed and audited.

The cost of a table is, compared lexicographically:
1. whether its line-up (the set of players, seat order aside) already sat together in a past tour;
2. how many of its pairs of players have met before: fewer means more different opponents;
3. the sum over its pairs of the squared number of past meetings: unavoidable repeats are spread
   instead of piled on the same pairs.
A tour's cost is the element-wise sum over its tables.

The algorithm is a greedy construction followed by a swap descent:
- the seed (the tournament id and the tour number) shuffles the players once; that order breaks
  every tie, so equal-cost choices are fair yet reproducible;
- tables are filled one after another: each opens with the remaining player who has already met
  the most remaining players (the hardest to place), then repeatedly takes the remaining player
  whose arrival adds the least cost;
- then, while some exchange of two players between two tables lowers the tour's cost, the best such
  exchange is made (the first found in seed order among equals). Each step strictly lowers the cost,
  so the descent ends.
Within a table, players who sat late in past tours sit early now (sum of past seat numbers,
largest first; then the latest seat, latest first), so first-player advantages rotate: two players
meeting again alternate the first seat.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations
from random import Random

Table = list[int]
Tour = list[Table]
Cost = tuple[int, int, int]


def table_sizes(players: int, table_size: int) -> list[int]:
    """The fewest tables of at most ``table_size`` seats for ``players``, sizes differing by one at
    most, the larger tables first (10 players at tables of 4: 4, 3, 3)."""
    if players <= 0 or table_size <= 0:
        return []
    tables = -(-players // table_size)
    base, extra = divmod(players, tables)
    return [base + 1] * extra + [base] * (tables - extra)


def plan_tables(players: int, table_size: int, allowed: Callable[[int], bool]) -> tuple[list[int], int]:
    """Table sizes for a tour and the number of byes: the fewest byes for which ``table_sizes``
    gives only sizes the game ``allowed`` (2-seat games: one bye when the count is odd)."""
    for byes in range(players + 1):
        sizes = table_sizes(players - byes, table_size)
        if all(allowed(size) for size in set(sizes)):
            return sizes, byes
    return [], players


def choose_byes(candidates: Sequence[int], byes: int, had: Callable[[int], int], seed: str) -> list[int]:
    """The players who sit out: those with the fewest byes so far, the seed breaking ties."""
    order = list(candidates)
    Random(seed).shuffle(order)
    return sorted(sorted(order, key=had)[:byes])


class History:
    """What past tours say about the players: meetings per pair, line-ups, seat numbers."""

    def __init__(self, players: int, past: Sequence[Tour]) -> None:
        self.met = [[0] * players for _ in range(players)]
        self.lineups: set[frozenset[int]] = set()
        self.seat_sum = [0] * players
        self.last_seat = [0] * players  # the seat of each player's latest table
        for tour in past:
            for table in tour:
                self.lineups.add(frozenset(table))
                for seat, player in enumerate(table):
                    self.seat_sum[player] += seat
                    self.last_seat[player] = seat
                for a, b in combinations(table, 2):
                    self.met[a][b] += 1
                    self.met[b][a] += 1

    def table_cost(self, table: Sequence[int]) -> Cost:
        repeated_pairs = squares = 0
        for a, b in combinations(table, 2):
            times = self.met[a][b]
            repeated_pairs += times > 0
            squares += times * times
        return (int(frozenset(table) in self.lineups), repeated_pairs, squares)

    def joining_cost(self, table: Sequence[int], player: int) -> tuple[int, int]:
        """What seating ``player`` at a partial table adds to criteria 2 and 3."""
        times = [self.met[player][other] for other in table]
        return (sum(t > 0 for t in times), sum(t * t for t in times))


def seat_tour(
    players: int, sizes: Sequence[int], past: Sequence[Tour], seed: str, present: Sequence[int] | None = None
) -> Tour:
    """Seat ``present`` (all players ``0..players-1`` by default) at tables of ``sizes``, which
    must add up to their number; absent players' past tours still count."""
    order = list(range(players)) if present is None else list(present)
    if sum(sizes) != len(order):
        raise ValueError(f"table sizes {list(sizes)} do not seat {len(order)} players")
    history = History(players, past)
    Random(seed).shuffle(order)
    rank = {player: n for n, player in enumerate(order)}
    tour = _greedy(history, order, sizes)
    tour = _descend(history, tour, rank)
    return [sorted(table, key=lambda p: (-history.seat_sum[p], -history.last_seat[p], rank[p])) for table in tour]


def _greedy(history: History, order: list[int], sizes: Sequence[int]) -> Tour:
    remaining = list(order)
    # met_left[p]: how many remaining players p has met, kept as players are seated
    met_left = {p: sum(history.met[p][q] > 0 for q in remaining) for p in remaining}

    def take(player: int) -> None:
        remaining.remove(player)
        for q in remaining:
            met_left[q] -= history.met[player][q] > 0

    tour: Tour = []
    for size in sizes:
        first = min(remaining, key=lambda p: -met_left[p])
        table = [first]
        take(first)
        while len(table) < size:
            player = min(remaining, key=lambda p: history.joining_cost(table, p))
            table.append(player)
            take(player)
        tour.append(table)
    return tour


def _descend(history: History, tour: Tour, rank: dict[int, int]) -> Tour:
    costs = [history.table_cost(table) for table in tour]
    while True:
        best: tuple[Cost, int, int, int, int] | None = None
        for i, j in combinations(range(len(tour)), 2):
            base = _add(costs[i], costs[j])
            for a in sorted(tour[i], key=rank.__getitem__):
                for b in sorted(tour[j], key=rank.__getitem__):
                    after = _add(
                        history.table_cost(_swapped(tour[i], a, b)), history.table_cost(_swapped(tour[j], b, a))
                    )
                    gain = _sub(after, base)
                    if gain < (0, 0, 0) and (best is None or gain < best[0]):
                        best = (gain, i, j, a, b)
        if best is None:
            return tour
        _, i, j, a, b = best
        tour[i], tour[j] = _swapped(tour[i], a, b), _swapped(tour[j], b, a)
        costs[i], costs[j] = history.table_cost(tour[i]), history.table_cost(tour[j])


def _swapped(table: Table, out: int, into: int) -> Table:
    return [into if p == out else p for p in table]


def _add(x: Cost, y: Cost) -> Cost:
    return (x[0] + y[0], x[1] + y[1], x[2] + y[2])


def _sub(x: Cost, y: Cost) -> Cost:
    return (x[0] - y[0], x[1] - y[1], x[2] - y[2])
