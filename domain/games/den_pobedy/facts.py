"""What happened in a match of «День Победы». Random results (shuffles, draws) are carried in facts."""

from __future__ import annotations

import msgspec


class CardRef(msgspec.Struct, frozen=True, gc=False):
    """A physical card: its instance id and its card type."""

    id: str
    card: str


class MatchSetUp(msgspec.Struct, frozen=True, gc=False, tag="match_set_up"):
    """Sides, the lot for the first turn and the agreed deck size."""

    red_seat: int
    first_seat: int
    deck_size: int
    max_redeals: int
    deck_building: bool


class StarterDeckTaken(msgspec.Struct, frozen=True, gc=False, tag="starter_deck_taken"):
    """The seat's deck is its side's starter deck (seen by that seat only)."""

    seat: int
    cards: list[str]


class DeckSubmitted(msgspec.Struct, frozen=True, gc=False, tag="deck_submitted"):
    """The seat's deck as it built it, in one submission (seen by that seat only)."""

    seat: int
    cards: list[str]


class DeckReady(msgspec.Struct, frozen=True, gc=False, tag="deck_ready"):
    seat: int


class DeckShuffled(msgspec.Struct, frozen=True, gc=False, tag="deck_shuffled"):
    """The seat's deck in its new order, top first (seen only by auditors)."""

    seat: int
    size: int
    order: list[CardRef] | None = None


class CardsDrawn(msgspec.Struct, frozen=True, gc=False, tag="cards_drawn"):
    seat: int
    count: int
    cards: list[CardRef] | None = None


class HandShown(msgspec.Struct, frozen=True, gc=False, tag="hand_shown"):
    """The starting hand shown to the opponent to prove the right to a redeal."""

    seat: int
    cards: list[CardRef]


class HandReturned(msgspec.Struct, frozen=True, gc=False, tag="hand_returned"):
    seat: int
    count: int


class HandKept(msgspec.Struct, frozen=True, gc=False, tag="hand_kept"):
    seat: int


class TurnStarted(msgspec.Struct, frozen=True, gc=False, tag="turn_started"):
    """All the seat's cards untap; the development phase begins."""

    seat: int
    turn: int


class MainPhaseEnded(msgspec.Struct, frozen=True, gc=False, tag="main_phase_ended"):
    seat: int


class ResourcePlayed(msgspec.Struct, frozen=True, gc=False, tag="resource_played"):
    seat: int
    card: CardRef


class ResourcesTapped(msgspec.Struct, frozen=True, gc=False, tag="resources_tapped"):
    seat: int
    cards: list[str]


class ResourceUntapped(msgspec.Struct, frozen=True, gc=False, tag="resource_untapped"):
    seat: int
    card: str


class UnitBuilt(msgspec.Struct, frozen=True, gc=False, tag="unit_built"):
    seat: int
    card: CardRef


class TacticPlayed(msgspec.Struct, frozen=True, gc=False, tag="tactic_played"):
    seat: int
    card: CardRef
    target: str | None = None


class AttackDeclared(msgspec.Struct, frozen=True, gc=False, tag="attack_declared"):
    seat: int
    unit: str
    target: str


class BlockDeclared(msgspec.Struct, frozen=True, gc=False, tag="block_declared"):
    seat: int
    unit: str


class BlockDeclined(msgspec.Struct, frozen=True, gc=False, tag="block_declined"):
    seat: int


class SupportGiven(msgspec.Struct, frozen=True, gc=False, tag="support_given"):
    seat: int
    unit: str


class WindowPassed(msgspec.Struct, frozen=True, gc=False, tag="window_passed"):
    seat: int


class UnitStruck(msgspec.Struct, frozen=True, gc=False, tag="unit_struck"):
    """«Удар по подразделению»: damage dealt without a fight."""

    seat: int
    unit: str
    target: str
    damage: int


class UnitDestroyed(msgspec.Struct, frozen=True, gc=False, tag="unit_destroyed"):
    seat: int
    unit: str


class UnitsTapped(msgspec.Struct, frozen=True, gc=False, tag="units_tapped"):
    """Fighters that survived a fight are turned."""

    seat: int
    units: list[str]


class ResourceDestroyed(msgspec.Struct, frozen=True, gc=False, tag="resource_destroyed"):
    seat: int
    card: str


class DeckStruck(msgspec.Struct, frozen=True, gc=False, tag="deck_struck"):
    """Cards from the top of the seat's deck go face down to its losses, unseen."""

    seat: int
    count: int
    cards: list[str] | None = None


class CombatEnded(msgspec.Struct, frozen=True, gc=False, tag="combat_ended"):
    seat: int


class UnitsDeployed(msgspec.Struct, frozen=True, gc=False, tag="units_deployed"):
    """At the end of the turn the reserve moves to the lines its cards show."""

    seat: int
    units: list[str]


class TurnEnded(msgspec.Struct, frozen=True, gc=False, tag="turn_ended"):
    seat: int


class MatchEnded(msgspec.Struct, frozen=True, gc=False, tag="match_ended"):
    winners: list[int]
    reason: str


Fact = (
    MatchSetUp
    | StarterDeckTaken
    | DeckSubmitted
    | DeckReady
    | DeckShuffled
    | CardsDrawn
    | HandShown
    | HandReturned
    | HandKept
    | TurnStarted
    | MainPhaseEnded
    | ResourcePlayed
    | ResourcesTapped
    | ResourceUntapped
    | UnitBuilt
    | TacticPlayed
    | AttackDeclared
    | BlockDeclared
    | BlockDeclined
    | SupportGiven
    | WindowPassed
    | UnitStruck
    | UnitDestroyed
    | UnitsTapped
    | ResourceDestroyed
    | DeckStruck
    | CombatEnded
    | UnitsDeployed
    | TurnEnded
    | MatchEnded
)
