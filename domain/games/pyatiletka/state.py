"""The table of «Ударная пятилетка» as the rules see it (hidden parts included)."""

from __future__ import annotations

import msgspec

from .facts import SeatScore


class Player(msgspec.Struct):
    hand: list[str] = []  # characters in hand (рука), hidden
    plans: list[str] = []  # personal plans (персональные планы), hidden until the end
    offered: list[str] = []  # setup: the two dealt plans to choose from
    played: list[str] = []  # the player's enterprises (предприятия игрока), in play order
    orders: list[str] = []  # played characters carrying an order (орденоносцы)
    completed: list[str] = []  # completed plans, face up


class Pending(msgspec.Struct):
    """A decision the game waits for before anything else happens."""

    kind: str  # "ability" | "return_plan" | "plan_source" | "place_order" | "remove_plan"
    seat: int
    card: str = ""  # the character whose ability is offered


class Result(msgspec.Struct):
    reason: str
    scores: list[SeatScore]
    end_plan: str
    end_plan_to: int
    winners: list[int]


class State(msgspec.Struct):
    seats: int
    rounds: int
    simplified: bool
    order_tokens: int
    removed_plans: list[str]
    players: list[Player]
    phase: str = "choose_plans"  # "choose_plans" | "turn" | "round_end" | "over"
    round: int = 0
    counter: int = 0  # order tokens left on the round counter
    supply: int = 0  # order tokens in the supply
    loose_orders: int = 0  # gained tokens waiting to be placed or discarded
    chairman: int = 0
    turn_seat: int = 0
    actions_left: int = 0
    character_deck: list[str] = []
    character_discard: list[str] = []  # face up, last card on top
    hr_row: list[str] = []  # отдел кадров
    plan_deck: list[str] = []
    plan_discard: list[str] = []  # face up, last card on top
    plan_row: list[str] = []
    plan_orders: list[str] = []  # row plans carrying an order token
    pending: Pending | None = None
    plans_ran_out: bool = False
    exposed: list[str] = []  # hidden-zone cards every viewer has legitimately seen
    result: Result | None = None


def copy_state(state: State) -> State:
    """A copy ``evolve`` may change without touching ``state``: every list copied one level (they hold
    card ids), each player's too; the pending step and the result are replaced whole when they change,
    never changed in place, so they are shared. A fraction of a msgpack round trip of the whole state."""
    return msgspec.structs.replace(
        state,
        removed_plans=list(state.removed_plans),
        players=[
            msgspec.structs.replace(
                player,
                hand=list(player.hand),
                plans=list(player.plans),
                offered=list(player.offered),
                played=list(player.played),
                orders=list(player.orders),
                completed=list(player.completed),
            )
            for player in state.players
        ],
        character_deck=list(state.character_deck),
        character_discard=list(state.character_discard),
        hr_row=list(state.hr_row),
        plan_deck=list(state.plan_deck),
        plan_discard=list(state.plan_discard),
        plan_row=list(state.plan_row),
        plan_orders=list(state.plan_orders),
        exposed=list(state.exposed),
    )
