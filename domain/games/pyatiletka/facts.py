"""Facts: everything that happens, including every random result (shuffles carry their order).

Card lists are ordered top first: index 0 of a deck is its top card.
"""

from __future__ import annotations

import msgspec


class GameCreated(msgspec.Struct, frozen=True, gc=False, tag="game_created"):
    seats: int
    rounds: int
    simplified: bool
    order_tokens: int
    removed_plans: list[str]  # simplified rules: plans needing order-bearers, out of the game


class DeckShuffled(msgspec.Struct, frozen=True, gc=False, tag="deck_shuffled"):
    """A deck is shuffled: at setup, when its discard pile becomes the new deck, or after a redraw."""

    deck: str  # "characters" | "plans"
    reason: str  # "setup" | "discard" | "redraw"
    order: list[str] | None  # None when redacted
    count: int


class StartingHandsDealt(msgspec.Struct, frozen=True, gc=False, tag="starting_hands_dealt"):
    """3N−1 top characters plus the chairman, shuffled and dealt 3 each; the chairman is laid out."""

    hands: list[list[str] | None]  # characters per seat (None: hidden from this viewer)
    sizes: list[int]
    chairman: int


class PlansDealt(msgspec.Struct, frozen=True, gc=False, tag="plans_dealt"):
    seat: int
    plans: list[str] | None


class PlansRedrawn(msgspec.Struct, frozen=True, gc=False, tag="plans_redrawn"):
    """A shown pair of equal plans goes back into the plan deck (a DeckShuffled follows)."""

    seat: int
    returned: list[str]


class PersonalPlanKept(msgspec.Struct, frozen=True, gc=False, tag="personal_plan_kept"):
    seat: int
    kept: str | None
    discarded: str


class CharacterRevealed(msgspec.Struct, frozen=True, gc=False, tag="character_revealed"):
    """The top character of the deck is laid out in the HR row at ``slot``."""

    card: str
    slot: int


class PlanRevealed(msgspec.Struct, frozen=True, gc=False, tag="plan_revealed"):
    """The top plan of the deck is laid out in the plan row at ``slot``."""

    plan: str
    slot: int


class RoundStarted(msgspec.Struct, frozen=True, gc=False, tag="round_started"):
    round: int
    first: int


class TurnStarted(msgspec.Struct, frozen=True, gc=False, tag="turn_started"):
    seat: int
    actions: int


class ActionSpent(msgspec.Struct, frozen=True, gc=False, tag="action_spent"):
    seat: int
    action: str


class ActionGained(msgspec.Struct, frozen=True, gc=False, tag="action_gained"):
    seat: int


class CharacterPlayed(msgspec.Struct, frozen=True, gc=False, tag="character_played"):
    seat: int
    card: str
    source: str  # "hand" | "row"


class CharacterTaken(msgspec.Struct, frozen=True, gc=False, tag="character_taken"):
    """From the HR row into the hand."""

    seat: int
    card: str


class CharacterDiscarded(msgspec.Struct, frozen=True, gc=False, tag="character_discarded"):
    seat: int
    card: str
    source: str  # "hand" | "row" | "played"


class CharacterDrawn(msgspec.Struct, frozen=True, gc=False, tag="character_drawn"):
    """The top card of the character deck into a hand."""

    seat: int
    card: str | None


class CharacterSwapped(msgspec.Struct, frozen=True, gc=False, tag="character_swapped"):
    """A hand character takes the place of an HR row character, which goes to the hand."""

    seat: int
    give: str
    take: str


class CharacterSalvaged(msgspec.Struct, frozen=True, gc=False, tag="character_salvaged"):
    """The top card of the (face-up) character discard pile into a hand."""

    seat: int
    card: str


class OrderGained(msgspec.Struct, frozen=True, gc=False, tag="order_gained"):
    seat: int
    source: str  # "supply" | "plan" | "counter"
    plan: str = ""


class CounterTokenDiscarded(msgspec.Struct, frozen=True, gc=False, tag="counter_token_discarded"):
    """End of round, step 1: nobody (or the simplified rules) takes the counter's token."""


class OrderPlaced(msgspec.Struct, frozen=True, gc=False, tag="order_placed"):
    seat: int
    card: str


class OrderDiscarded(msgspec.Struct, frozen=True, gc=False, tag="order_discarded"):
    """A gained order not placed goes to the supply: declined by its owner, with no character to carry
    it, or in the simplified rules."""

    seat: int


class PlanCompleted(msgspec.Struct, frozen=True, gc=False, tag="plan_completed"):
    seat: int
    plan: str


class PlanDiscarded(msgspec.Struct, frozen=True, gc=False, tag="plan_discarded"):
    """A plan goes to the face-up plan discard pile; a token on it returns to the supply."""

    plan: str
    source: str  # "row" | "hand"
    seat: int = -1


class PlanTaken(msgspec.Struct, frozen=True, gc=False, tag="plan_taken"):
    """A plan into a player's hand (chairman's action or the Librarian)."""

    seat: int
    plan: str | None
    source: str  # "row" | "deck"


class PlanExchanged(msgspec.Struct, frozen=True, gc=False, tag="plan_exchanged"):
    seat: int
    give: str
    take: str


class ChairmanTaken(msgspec.Struct, frozen=True, gc=False, tag="chairman_taken"):
    seat: int


class PlanOrdersPlaced(msgspec.Struct, frozen=True, gc=False, tag="plan_orders_placed"):
    """End of round, step 4: a token from the supply on each listed plan."""

    plans: list[str]


class ChoiceAsked(msgspec.Struct, frozen=True, gc=False, tag="choice_asked"):
    """The game waits for ``seat`` to decide.

    kind: "ability" (use the ability of ``card`` or skip it), "return_plan" (the Librarian's plan
    to discard), "plan_source" (row or deck, after the chairman's GivePlan), "place_order",
    "remove_plan" (simplified rules, end of round).
    """

    kind: str
    seat: int
    card: str = ""


class AbilityUsed(msgspec.Struct, frozen=True, gc=False, tag="ability_used"):
    seat: int
    card: str
    ability: str


class AbilitySkipped(msgspec.Struct, frozen=True, gc=False, tag="ability_skipped"):
    seat: int
    card: str


class PlansRanOut(msgspec.Struct, frozen=True, gc=False, tag="plans_ran_out"):
    """The plan row is empty and cannot be refilled: the game ends after this turn."""


class RoundEnded(msgspec.Struct, frozen=True, gc=False, tag="round_ended"):
    round: int


class CharacterRowCleared(msgspec.Struct, frozen=True, gc=False, tag="character_row_cleared"):
    """A round ended with characters nobody could take: they go to the discard pile."""

    cards: list[str]


class PlanResult(msgspec.Struct, frozen=True, gc=False):
    plan: str
    status: str  # "fulfilled" | "unfulfilled" | "duplicate"
    vp: int


class SeatScore(msgspec.Struct, frozen=True, gc=False):
    seat: int
    completed_vp: int
    personal: list[PlanResult]
    end_plan_vp: int
    total: int
    order_bearers: int
    played: int


class GameEnded(msgspec.Struct, frozen=True, gc=False, tag="game_ended"):
    """Final scoring: personal plans are revealed and counted."""

    reason: str  # "rounds" | "plans_ran_out"
    scores: list[SeatScore]
    end_plan: str  # the «no unfulfilled plans» plan awarded from the row, or ""
    end_plan_to: int  # its taker, or -1
    winners: list[int]


Fact = (
    GameCreated
    | DeckShuffled
    | ChoiceAsked
    | StartingHandsDealt
    | PlansDealt
    | PlansRedrawn
    | PersonalPlanKept
    | CharacterRevealed
    | PlanRevealed
    | RoundStarted
    | TurnStarted
    | ActionSpent
    | ActionGained
    | CharacterPlayed
    | CharacterTaken
    | CharacterDiscarded
    | CharacterDrawn
    | CharacterSwapped
    | CharacterSalvaged
    | OrderGained
    | CounterTokenDiscarded
    | OrderPlaced
    | OrderDiscarded
    | PlanCompleted
    | PlanDiscarded
    | PlanTaken
    | PlanExchanged
    | ChairmanTaken
    | PlanOrdersPlaced
    | AbilityUsed
    | AbilitySkipped
    | PlansRanOut
    | RoundEnded
    | CharacterRowCleared
    | GameEnded
)
