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

Seeded by rating (the organiser's choice), each present player has a seed: their place in
``seed_order`` (rated players by rating, best first; then the unrated and guests in registration
order). The seated players, in seed order, fall into pots of as many players as there are tables
(the k best, the next k, ...), and a fourth criterion, after the three above, balances the tables:
4. how many of its pairs of players come from the same pot: none when every table holds one player
   of each pot, so every table holds strong and weak players alike and the strongest meet each
   other no sooner than the meetings require.
The greedy construction takes the players in serpentine order instead of the seed's shuffle (seeds
1..k to tables 1..k, seeds k+1..2k back from table k to 1, and so on) and prefers, among players
of equal cost, one whose pot the table lacks; so a first tour, where no one has met anyone, is
exactly the serpentine, and in later tours the descent keeps the fewest repeated meetings first and
balances the tables among the seatings that have them. Byes go to those with the fewest byes so
far, the lowest seeds among them. Seat order within a table and every tie the seeds leave are still
the seed's shuffle's. Unseeded, criterion 4 is 0 throughout.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from itertools import combinations
from random import Random

Table = list[int]
Tour = list[Table]
Cost = tuple[int, int, int, int]
NOTHING = (0, 0)


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


def choose_byes(
    candidates: Sequence[int],
    byes: int,
    had: Callable[[int], int],
    seed: str,
    seeds: Mapping[int, int] | None = None,
) -> list[int]:
    """The players who sit out: those with the fewest byes so far; among them the lowest ``seeds``
    (seeded by rating), the seed's shuffle breaking the remaining ties."""
    order = list(candidates)
    Random(seed).shuffle(order)
    if seeds is not None:
        order.sort(key=lambda p: -seeds[p])
    return sorted(sorted(order, key=had)[:byes])


def seed_order(ratings: Sequence[float | None], players: Sequence[int]) -> list[int]:
    """``players`` in seed order: those with a rating (``ratings[p]``, higher is stronger) first,
    best first, equal ratings in registration order (player number); then those without one
    (guests, players unrated in the game) in registration order."""
    rated = sorted((p for p in players if ratings[p] is not None), key=lambda p: (-(ratings[p] or 0.0), p))
    return rated + sorted(p for p in players if ratings[p] is None)


def serpentine(ranked: Sequence[int], sizes: Sequence[int]) -> list[int]:
    """``ranked`` (best first) dealt to tables of ``sizes`` back and forth — table 1 to k, then k
    to 1 — skipping full tables, and read back table after table."""
    tables: list[list[int]] = [[] for _ in sizes]
    forward = True
    queue = list(ranked)
    while queue:
        for t in range(len(sizes)) if forward else reversed(range(len(sizes))):
            if queue and len(tables[t]) < sizes[t]:
                tables[t].append(queue.pop(0))
        forward = not forward
    return [player for table in tables for player in table]


class History:
    """What past tours say about the players: meetings per pair (``met``, and ``partners``: each
    player's met players with their meeting counts), line-ups, seat numbers."""

    def __init__(self, players: int, past: Sequence[Tour]) -> None:
        self.met = [[0] * players for _ in range(players)]
        self.partners: list[dict[int, int]] = [{} for _ in range(players)]
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
                    self.partners[a][b] = self.partners[b][a] = self.met[a][b]

    def lineup(self, table: Sequence[int]) -> int:
        """1 when ``table``'s line-up already sat together (criterion 1), else 0."""
        return int(frozenset(table) in self.lineups)

    def near(self, table: Sequence[int]) -> set[tuple[int, int]]:
        """The exchanges (out, in) of one player that would turn ``table`` into a past line-up."""
        members = frozenset(table)
        found = set()
        for lineup in self.lineups:
            if len(lineup) == len(members):
                out = members - lineup
                if len(out) == 1:
                    (a,) = out
                    (b,) = lineup - members
                    found.add((a, b))
        return found


def seat_tour(
    players: int,
    sizes: Sequence[int],
    past: Sequence[Tour],
    seed: str,
    present: Sequence[int] | None = None,
    seeds: Mapping[int, int] | None = None,
) -> Tour:
    """Seat ``present`` (all players ``0..players-1`` by default) at tables of ``sizes``, which
    must add up to their number; absent players' past tours still count. ``seeds`` (each present
    player's place in the seed order, from 0) balances the tables by seed (criterion 4)."""
    order = list(range(players)) if present is None else list(present)
    if sum(sizes) != len(order):
        raise ValueError(f"table sizes {list(sizes)} do not seat {len(order)} players")
    history = History(players, past)
    Random(seed).shuffle(order)
    rank = {player: n for n, player in enumerate(order)}
    pots = None
    if seeds is not None:
        ranked = sorted(order, key=seeds.__getitem__)
        pots = {player: n // len(sizes) for n, player in enumerate(ranked)}
        order = serpentine(ranked, sizes)
    tour = _greedy(history, order, sizes, pots)
    tour = _descend(history, tour, rank, pots)
    return [sorted(table, key=lambda p: (-history.seat_sum[p], -history.last_seat[p], rank[p])) for table in tour]


def _greedy(history: History, order: list[int], sizes: Sequence[int], pots: dict[int, int] | None) -> Tour:
    partners = history.partners
    remaining = list(order)
    left = set(order)
    # met_left[p]: how many remaining players p has met, kept as players are seated; joining[p]:
    # what seating p at the table being filled adds to criteria 2 and 3 (none: nothing), kept as
    # it fills. Both follow only the seated player's partners.
    met_left = {p: sum(q in left for q in partners[p]) for p in remaining}
    joining: dict[int, tuple[int, int]] = {}

    def take(player: int) -> None:
        remaining.remove(player)
        left.discard(player)
        for q, times in partners[player].items():
            if q in left:
                met_left[q] -= 1
                repeats, squares = joining.get(q, NOTHING)
                joining[q] = (repeats + 1, squares + times * times)

    def cost(player: int) -> tuple[int, ...]:
        return joining.get(player, NOTHING)

    pot = pots or {}

    def balanced(player: int) -> tuple[int, ...]:  # seeded: criterion 4 after the others
        return (*joining.get(player, NOTHING), present[pot[player]])

    tour: Tour = []
    for size in sizes:
        joining = {}
        first = min(remaining, key=lambda p: -met_left[p])
        table = [first]
        present = Counter([pot[first]] if pots else [])  # the pots at the table
        take(first)
        while len(table) < size:
            player = min(remaining, key=balanced if pots else cost)
            table.append(player)
            if pots:
                present[pot[player]] += 1
            take(player)
        tour.append(table)
    return tour


def _descend(history: History, tour: Tour, rank: dict[int, int], seeded: dict[int, int] | None) -> Tour:
    """Best-exchange descent on the tour's cost. An exchange's gain is computed from each
    player's standing at each table (``repeats[p][t]``: how many of table t's players p has met;
    ``squares[p][t]``: the sum of those meetings squared), kept up to date as players move, and
    from each table's near line-ups, so no table is re-costed from its pairs. Criterion 4 keeps
    each table's players per pot (``count[t]``): a leaving a's pot loses count − 1 pairs, b
    joining gains its pot's count there; unseeded, every player is in one pot, which no exchange
    changes."""
    met, partners = history.met, history.partners
    tables = range(len(tour))
    where = {p: t for t, table in enumerate(tour) for p in table}
    repeats = {p: [0] * len(tour) for p in where}
    squares = {p: [0] * len(tour) for p in where}
    for p in where:
        for q, times in partners[p].items():
            if q in where:
                repeats[p][where[q]] += 1
                squares[p][where[q]] += times * times
    lineup = [history.lineup(table) for table in tour]
    near = [history.near(table) for table in tour]
    ordered = [sorted(table, key=rank.__getitem__) for table in tour]
    pots = seeded if seeded is not None else dict.fromkeys(where, 0)
    count = [Counter(pots[p] for p in table) for table in tour]
    while True:
        best: tuple[Cost, int, int, int, int] | None = None
        for i, j in combinations(tables, 2):
            base = lineup[i] + lineup[j]
            near_i, near_j = near[i], near[j]
            count_i, count_j = count[i], count[j]
            for a in ordered[i]:
                rep_a, sq_a, row, pot_a = repeats[a], squares[a], met[a], pots[a]
                for b in ordered[j]:
                    rep_b, sq_b, times, pot_b = repeats[b], squares[b], row[b], pots[b]
                    gain = (
                        ((a, b) in near_i) + ((b, a) in near_j) - base,
                        rep_b[i] - rep_a[i] + rep_a[j] - rep_b[j] - 2 * (times > 0),
                        sq_b[i] - sq_a[i] + sq_a[j] - sq_b[j] - 2 * times * times,
                        0 if pot_a == pot_b else count_i[pot_b] - count_i[pot_a] + count_j[pot_a] - count_j[pot_b] + 2,
                    )
                    if gain < (0, 0, 0, 0) and (best is None or gain < best[0]):
                        best = (gain, i, j, a, b)
        if best is None:
            return tour
        _, i, j, a, b = best
        count[i][pots[a]] -= 1
        count[i][pots[b]] += 1
        count[j][pots[b]] -= 1
        count[j][pots[a]] += 1
        tour[i], tour[j] = _swapped(tour[i], a, b), _swapped(tour[j], b, a)
        for p in (partners[a].keys() | partners[b].keys()) & where.keys():
            out, into = met[p][a], met[p][b]
            repeats[p][i] += (into > 0) - (out > 0)
            repeats[p][j] += (out > 0) - (into > 0)
            squares[p][i] += into * into - out * out
            squares[p][j] += out * out - into * into
        for t in (i, j):
            lineup[t] = history.lineup(tour[t])
            near[t] = history.near(tour[t])
            ordered[t] = sorted(tour[t], key=rank.__getitem__)


def _swapped(table: Table, out: int, into: int) -> Table:
    return [into if p == out else p for p in table]
