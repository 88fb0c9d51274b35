"""Final scoring (завершение игры): completed plans, personal plans, the end-game plan, winners;
and the outcome's breakdown of it by category."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import msgspec

from igroteka.domain.engine import Scoring

from . import facts as f
from .board import clockwise_from, condition_met, victory_points
from .content import END_CLEAN_PLANS, plan_type, plan_vp
from .state import Player, State

if TYPE_CHECKING:
    from .flow import Tx


def personal_results(player: Player, simplified: bool) -> list[f.PlanResult]:
    """Each personal plan: fulfilled (+VP), unfulfilled (−VP, 0 in simplified) or a duplicate (0).

    Of equal plans only one copy counts: a copy of a completed plan, or a second copy in the
    hand, is discarded. The end-game plan in a hand is fulfilled when no other counted personal
    plan is unfulfilled.
    """
    counted = {plan_type(p) for p in player.completed}
    results: dict[str, f.PlanResult] = {}
    ordinary = [p for p in player.plans if p not in END_CLEAN_PLANS]
    for plan in [*ordinary, *(p for p in player.plans if p in END_CLEAN_PLANS)]:
        if plan_type(plan) in counted:
            results[plan] = f.PlanResult(plan=plan, status="duplicate", vp=0)
            continue
        counted.add(plan_type(plan))
        if plan in END_CLEAN_PLANS:
            met = all(r.status != "unfulfilled" for r in results.values())
        else:
            met = condition_met(player, plan)
        if met:
            results[plan] = f.PlanResult(plan=plan, status="fulfilled", vp=plan_vp(plan))
        else:
            results[plan] = f.PlanResult(plan=plan, status="unfulfilled", vp=0 if simplified else -plan_vp(plan))
    return [results[p] for p in player.plans]


def end_plan_taker(state: State, personal: list[list[f.PlanResult]]) -> int:
    """«Закончить игру без невыполненных планов» in the row goes to a player with no unfulfilled
    personal plan; of several, the one nearest the chairman clockwise (the chairman first)."""
    for seat in clockwise_from(state, state.chairman):
        if all(r.status != "unfulfilled" for r in personal[seat]):
            return seat
    return -1


def winners(scores: list[f.SeatScore]) -> list[int]:
    """Most VP; then most order-bearers; then most played characters; else a shared win."""
    best = max((s.total, s.order_bearers, s.played) for s in scores)
    return [s.seat for s in scores if (s.total, s.order_bearers, s.played) == best]


def final_scoring(tx: Tx, reason: str) -> None:
    state = tx.state
    personal = [personal_results(p, state.simplified) for p in state.players]
    end_plan = next((p for p in state.plan_row if p in END_CLEAN_PLANS), "")
    taker = end_plan_taker(state, personal) if end_plan else -1
    scores = []
    for seat, player in enumerate(state.players):
        bonus = plan_vp(end_plan) if seat == taker else 0
        completed = victory_points(player)
        scores.append(
            f.SeatScore(
                seat=seat,
                completed_vp=completed,
                personal=personal[seat],
                end_plan_vp=bonus,
                total=completed + bonus + sum(r.vp for r in personal[seat]),
                order_bearers=len(player.orders),
                played=len(player.played),
            )
        )
    tx.emit(f.GameEnded(reason=reason, scores=scores, end_plan=end_plan, end_plan_to=taker, winners=winners(scores)))


Category = Literal["completed_plans", "personal_plans_fulfilled", "personal_plans_unfulfilled", "end_plan"]


class CategoryPoints(msgspec.Struct, frozen=True, gc=False):
    """A seat's VP of one category: completed plans, personal plans met and not, the end-game plan."""

    category: Category
    points: int


class PyatiletkaScoring(Scoring, frozen=True, gc=False, tag="pyatiletka"):
    """Per seat, the VP of each category: they add up to its total VP, its score."""

    seats: list[list[CategoryPoints]]


def breakdown(ended: f.GameEnded) -> PyatiletkaScoring:
    """The final scoring ``GameEnded`` carries, by category."""
    seats = []
    for score in ended.scores:
        points: dict[Category, int] = {
            "completed_plans": score.completed_vp,
            "personal_plans_fulfilled": sum(r.vp for r in score.personal if r.status == "fulfilled"),
            "personal_plans_unfulfilled": sum(r.vp for r in score.personal if r.status == "unfulfilled"),
            "end_plan": score.end_plan_vp,
        }
        seats.append([CategoryPoints(category=c, points=p) for c, p in points.items()])
    return PyatiletkaScoring(seats=seats)
