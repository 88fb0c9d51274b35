"""The competent «Ударная пятилетка» bot: greedy over a plan-progress potential, from its own view.

The bot sees what its seat sees: its hand and personal plans, every played character, the rows and
the counts. It values a position by its completed plans plus, for every plan in the row and in its
hand, the plan's VP times how reachable it is — halved for each level still missing, hand
characters counting most of the way. Personal plans also weigh their penalty when out of reach
(standard rules, PY-8.3). Each move is scored by the position it leads to; a plan that can be
completed is completed at once (it is free, PY-6.1) and an order is always placed (PY-7.2).
"""

from __future__ import annotations

from random import Random
from typing import Any

from . import moves as m
from .board import MAX_PLAYED, condition_met, has_visible_copy, industry_levels
from .content import END_CLEAN_PLANS, PLANS, industry_of, plan_vp
from .state import Player
from .view import TableView

ROW_WEIGHT = 0.5  # a row plan may be taken first by someone else
HAND_SHARE = 0.65  # a hand character is most of the way to a played one: it still costs an action
CARD_VALUE = 0.6  # an unknown character drawn into the hand
ABILITY_VALUE = 0.3  # playing a character also offers its ability
UNKNOWN_PLAN = -1.0  # an unknown plan taken into the hand (standard rules: it may cost its VP)
CHAIRMAN_VALUE = 0.5  # the chairman's two extra kinds of action


def me_of(table: TableView, seat: int) -> Player:
    view = table.players[seat]
    return Player(
        hand=list(view.hand or []),
        plans=list(view.plans or []),
        offered=list(view.offered or []),
        played=list(view.played),
        orders=list(view.orders),
        completed=list(view.completed),
    )


def deficit(player: Player, plan: str, levels: dict[str, float]) -> float:
    """Levels (or order-bearers, or characters) still missing for a plan's condition."""
    condition = PLANS[plan].condition
    kind = condition.kind
    if kind in ("industry", "pair"):
        return sum(max(0.0, condition.level - levels[i]) for i in condition.industries)
    if kind == "spread":
        short = sorted(max(0.0, condition.level - level) for level in levels.values())
        return sum(short[: condition.count])
    if kind == "played":
        return max(0.0, condition.count - len(player.played) - HAND_SHARE * len(player.hand))
    if kind == "order_bearers":
        return max(0.0, condition.count - len(player.orders))
    if kind == "order_in":
        if any(industry_of(c) in condition.industries for c in player.orders):
            return 0.0
        return 1.0 if any(industry_of(c) in condition.industries for c in player.played) else 2.0
    if kind == "total":
        return max(0.0, condition.level - sum(levels.values()))
    return 99.0


def reach(player: Player, plan: str) -> float:
    """How likely the plan is fulfilled by the end: 1 when met, halved per missing level."""
    if plan in END_CLEAN_PLANS:
        return 0.0
    if condition_met(player, plan):
        return 1.0
    levels: dict[str, float] = {i: float(n) for i, n in industry_levels(player).items()}
    room = MAX_PLAYED - len(player.played)
    for card in player.hand[:room]:
        levels[industry_of(card)] += HAND_SHARE
    missing = deficit(player, plan, levels)
    if missing > room + 2:
        return 0.0
    return 0.5**missing


def potential(player: Player, row: list[str], simplified: bool) -> float:
    value = float(sum(plan_vp(p) for p in player.completed))
    for plan in row:
        if not has_visible_copy(player, plan):
            value += ROW_WEIGHT * plan_vp(plan) * reach(player, plan)
    for plan in player.plans:
        chance = reach(player, plan)
        value += plan_vp(plan) * chance - (0.0 if simplified else plan_vp(plan) * (1 - chance))
    return value


def with_order(player: Player) -> Player:
    """The player after placing an order where it helps most."""
    free = [c for c in player.played if c not in player.orders]
    if not free:
        return player
    return max((changed(player, orders=[*player.orders, c]) for c in free), key=lambda p: potential(p, [], False))


def changed(player: Player, **fields: Any) -> Player:
    values = {
        "hand": player.hand,
        "plans": player.plans,
        "offered": player.offered,
        "played": player.played,
        "orders": player.orders,
        "completed": player.completed,
    }
    values.update(fields)
    return Player(**{k: list(v) for k, v in values.items()})


def without(cards: list[str], card: str) -> list[str]:
    rest = list(cards)
    rest.remove(card)
    return rest


def outcome(table: TableView, seat: int, me: Player, move: Any) -> tuple[Player, list[str], float]:
    """The player and plan row a move leads to, and a bonus for what the position does not show."""
    row = list(table.plan_row)
    match move:
        case m.KeepPlan(plan=plan):
            return changed(me, plans=[plan]), row, 0.0
        case m.PlayCharacter(card=card):
            return changed(me, hand=without(me.hand, card), played=[*me.played, card]), row, ABILITY_VALUE
        case m.TakeCharacter(card=card) | m.HireFromRow(card=card):
            return changed(me, hand=[*me.hand, card]), row, 0.0
        case m.DiscardForOrder(card=card):
            return with_order(changed(me, hand=without(me.hand, card))), row, 0.0
        case m.GivePlan(target=target):
            if target == seat:
                best = max(row, key=lambda p: reach(me, p) * plan_vp(p), default=None)
                taken = [*me.plans, best] if best and reach(me, best) == 1.0 else me.plans
                return changed(me, plans=taken), row, 0.0 if taken != me.plans else UNKNOWN_PLAN
            return me, row, 0.0
        case m.DiscardPlan(plan=plan) | m.ReturnPlan(plan=plan):
            return changed(me, plans=without(me.plans, plan)), row, 0.0
        case m.TakePlanFromRow(plan=plan):
            return changed(me, plans=[*me.plans, plan]), without(row, plan), 0.0
        case m.TakePlanFromDeck():
            return me, row, 0.0 if table.simplified else UNKNOWN_PLAN
        case m.CompletePlan(plan=plan) | m.PrecisionComplete(plan=plan):
            return changed(me, completed=[*me.completed, plan]), without(row, plan), 0.0
        case m.PlaceOrder(card=card) | m.AwardOrder(card=card):
            return changed(me, orders=[*me.orders, card]), row, 0.0
        case m.DrawFromDeck() | m.Salvage():
            return me, row, CARD_VALUE
        case m.SwapWithRow(give=give, take=take):
            return changed(me, hand=[*without(me.hand, give), take]), row, 0.0
        case m.PlayFromRow(card=card):
            return changed(me, played=[*me.played, card]), row, ABILITY_VALUE
        case m.ExchangePlan(give=give, take=take):
            return changed(me, plans=[*without(me.plans, give), take]), [*without(row, take), give], 0.0
        case m.DiscardAndDraw(card=card):
            return changed(me, hand=without(me.hand, card)), row, CARD_VALUE
        case m.Rebuild(remove=remove, card=card):
            played = [*without(me.played, remove), card]
            return changed(me, hand=without(me.hand, card), played=played), row, ABILITY_VALUE
        case m.ExtraAction():
            return me, row, 2 * CARD_VALUE
        case m.TakeChairman():
            return me, row, CHAIRMAN_VALUE if table.chairman != seat else 0.0
        case m.RemovePlan(plan=plan) | m.RenewPlan(plan=plan):
            return me, without(row, plan), 0.0
    return me, row, 0.0


def competent(table: TableView, seat: int, moves: list[Any], rng: Random) -> Any:
    """One of ``moves`` for ``seat``, chosen from its view ``table`` alone."""
    completions = [x for x in moves if isinstance(x, m.CompletePlan | m.PrecisionComplete)]
    if completions:
        return max(completions, key=lambda x: plan_vp(x.plan))
    me = me_of(table, seat)
    scored = []
    for move in moves:
        player, row, bonus = outcome(table, seat, me, move)
        scored.append((potential(player, row, table.simplified) + bonus, -moves.index(move), move))
    return max(scored, key=lambda s: (s[0], s[1]))[2]
