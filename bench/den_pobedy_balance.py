"""«День Победы» balance with competent bots on both seats (issue 16): who wins — the Red Army or the
Wehrmacht, the first player or the second — how long games last and what decides them.

    python -m bench.den_pobedy_balance [--matches 400] [--level competent] [--deck-building]

Match k gives the Red Army to seat k % 2 and the first turn to seat (k // 2) % 2, so each side opens
as often as it answers. Draws cannot happen (DP-14.2); the report counts them anyway. A game is
"decided by strikes" when the loser lost more deck cards to deck strikes than the winner; "a
drawing race" when no deck card was struck at all.
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import Counter
from random import Random
from typing import Any

from igroteka.domain.bots import choose
from igroteka.domain.engine import fold
from igroteka.domain.games.den_pobedy import RULES
from igroteka.domain.games.den_pobedy.facts import DeckStruck, UnitDestroyed


def play(options: Any, level: str, seed: int) -> dict[str, Any]:
    rng = Random(seed)
    state = fold(RULES, RULES.setup(options, 2, rng))
    struck = [0, 0]
    destroyed = [0, 0]
    while (outcome := RULES.outcome(state)) is None:
        seat = rng.choice(sorted(RULES.to_act(state)))
        for fact in RULES.decide(state, seat, choose(RULES, state, seat, level, rng), rng):
            if isinstance(fact, DeckStruck):
                struck[fact.seat] += fact.count
            elif isinstance(fact, UnitDestroyed):
                destroyed[fact.seat] += 1
            state = RULES.evolve(state, fact)
    winner = outcome.winners[0] if outcome.winners else -1
    return {
        "winner": winner,
        "red": state.red_seat,
        "first": state.first_seat,
        "turns": state.turn,
        "struck": struck,
        "destroyed": destroyed,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--level", default="competent")
    parser.add_argument("--deck-building", action="store_true", help="let the bots build (default: starter decks)")
    args = parser.parse_args()
    games = []
    for k in range(args.matches):
        options = RULES.Options(deck_building=args.deck_building, red_seat=k % 2, series_opener=(k // 2) % 2)
        games.append(play(options, args.level, seed=k))
    decided = [g for g in games if g["winner"] >= 0]
    loser_struck = Counter()
    for g in decided:
        loser = 1 - g["winner"]
        if sum(g["struck"]) == 0:
            loser_struck["drawing_race"] += 1
        elif g["struck"][loser] > g["struck"][g["winner"]]:
            loser_struck["strikes"] += 1
        else:
            loser_struck["other"] += 1
    n = len(decided) or 1
    by_strikes = [g for g in decided if sum(g["struck"]) and g["struck"][1 - g["winner"]] > g["struck"][g["winner"]]]
    m = len(by_strikes) or 1
    print(
        json.dumps(
            {
                "matches": len(games),
                "draws": len(games) - len(decided),
                "red_wins": round(sum(g["winner"] == g["red"] for g in decided) / n, 3),
                "first_player_wins": round(sum(g["winner"] == g["first"] for g in decided) / n, 3),
                "decided_by": {k: round(v / n, 3) for k, v in sorted(loser_struck.items())},
                "decided_by_strikes": {
                    "red_wins": round(sum(g["winner"] == g["red"] for g in by_strikes) / m, 3),
                    "first_player_wins": round(sum(g["winner"] == g["first"] for g in by_strikes) / m, 3),
                },
                "deck_cards_struck_per_game": round(statistics.fmean(sum(g["struck"]) for g in games), 2),
                "units_destroyed_per_game": round(statistics.fmean(sum(g["destroyed"]) for g in games), 2),
                "turns_median": statistics.median(g["turns"] for g in games),
                "turns_min_max": [min(g["turns"] for g in games), max(g["turns"] for g in games)],
            }
        )
    )


if __name__ == "__main__":
    main()
