"""Industry levels and plan conditions (уровень предприятия, условия планов)."""

from __future__ import annotations

from .content import INDUSTRY_IDS, PLANS, industry_of, plan_type, plan_vp
from .state import Player, State

MAX_PLAYED = 6  # at most six characters in front of a player
HAND_LIMIT = 3  # characters in hand; also the limit of plans in hand for the chairman's action
ROW_PLANS = 3


def character_level(player: Player, card: str) -> int:
    """A character counts 1; an order-bearer counts 2."""
    return 2 if card in player.orders else 1


def industry_levels(player: Player, bonus: str = "") -> dict[str, int]:
    """Level of each industry; ``bonus`` names an industry counted one level higher."""
    levels = dict.fromkeys(INDUSTRY_IDS, 0)
    for card in player.played:
        levels[industry_of(card)] += character_level(player, card)
    if bonus:
        levels[bonus] += 1
    return levels


def condition_met(player: Player, plan: str, bonus: str = "") -> bool:
    """Whether the player's table fulfils a plan (end_clean is judged only in final scoring)."""
    condition = PLANS[plan].condition
    kind = condition.kind
    if kind == "played":
        return len(player.played) >= condition.count
    if kind == "order_bearers":
        return len(player.orders) >= condition.count
    if kind == "order_in":
        return any(industry_of(card) in condition.industries for card in player.orders)
    levels = industry_levels(player, bonus)  # only the conditions on levels need them
    if kind in ("industry", "pair"):
        return all(levels[i] >= condition.level for i in condition.industries)
    if kind == "spread":
        return sum(1 for level in levels.values() if level >= condition.level) >= condition.count
    if kind == "total":
        return sum(levels.values()) >= condition.level
    return False


def has_visible_copy(player: Player, plan: str) -> bool:
    """A player may not have two equal plans face up."""
    return any(plan_type(done) == plan_type(plan) for done in player.completed)


def victory_points(player: Player) -> int:
    """Public VP: the completed plans in front of the player."""
    return sum(plan_vp(plan) for plan in player.completed)


def lowest_vp_seat(state: State) -> int | None:
    """The single player with the fewest VP, or None on a tie."""
    points = [victory_points(p) for p in state.players]
    low = min(points)
    holders = [seat for seat, vp in enumerate(points) if vp == low]
    return holders[0] if len(holders) == 1 else None


def order_free(player: Player) -> list[str]:
    """Played characters that may still receive an order."""
    return [card for card in player.played if card not in player.orders]


def clockwise_from(state: State, first: int) -> list[int]:
    return [(first + step) % state.seats for step in range(state.seats)]
