"""The move language of «День Победы»: what a seat may ask for."""

from __future__ import annotations

import msgspec


class Payment(msgspec.Struct, frozen=True):
    """How many resource cards of each kind to tap (the lowest-numbered untapped ones of that kind)."""

    depot: int = 0
    factory: int = 0
    fuel: int = 0

    def counts(self) -> tuple[int, int, int]:
        return (self.depot, self.factory, self.fuel)


# --- deck building (первая, одновременная фаза)
class UseStarterDeck(msgspec.Struct, frozen=True, tag="use_starter_deck"):
    """Take the side's starter deck as this match's deck."""


class SubmitDeck(msgspec.Struct, frozen=True, tag="submit_deck"):
    """Submit the whole deck at once: card ids of the own side's pool, in any order, one entry a copy."""

    cards: list[str]


# --- starting hand (стартовая рука)
class KeepHand(msgspec.Struct, frozen=True, tag="keep_hand"):
    """Keep the starting hand."""


class Redeal(msgspec.Struct, frozen=True, tag="redeal"):
    """Show the hand to the opponent, shuffle it back and deal seven again (пересдача)."""


# --- the development phase (фаза развития)
class PlayResource(msgspec.Struct, frozen=True, tag="play_resource"):
    """Put a resource card from the hand into the resource zone."""

    card: str


class Build(msgspec.Struct, frozen=True, tag="build"):
    """Build a unit from the hand into the reserve, paying its cost."""

    card: str
    pay: Payment


class PlayTactic(msgspec.Struct, frozen=True, tag="play_tactic"):
    """Play a tactical card in the phase its text names."""

    card: str
    pay: Payment
    target: str | None = None


class EndPhase(msgspec.Struct, frozen=True, tag="end_phase"):
    """End the development phase and go to the combat phase."""


# --- the combat phase (фаза боя)
class Attack(msgspec.Struct, frozen=True, tag="attack"):
    """Attack with a unit: a unit id, a resource card id or "deck" as the target."""

    unit: str
    target: str
    pay: Payment


class Strike(msgspec.Struct, frozen=True, tag="strike"):
    """Use «удар по подразделению» on an enemy ground unit."""

    unit: str
    target: str
    pay: Payment


class EndTurn(msgspec.Struct, frozen=True, tag="end_turn"):
    """End the turn: the reserve moves to its lines, the opponent's turn begins."""


class Block(msgspec.Struct, frozen=True, tag="block"):
    """Block the pending attack with an untapped unit."""

    unit: str


class NoBlock(msgspec.Struct, frozen=True, tag="no_block"):
    """Let the pending attack through to its target."""


class Support(msgspec.Struct, frozen=True, tag="support"):
    """Tap an untapped unit to support the own unit in the fight."""

    unit: str


class Pass(msgspec.Struct, frozen=True, tag="pass"):
    """Close the own window of the fight (supports and tactical cards)."""


Move = (
    UseStarterDeck
    | SubmitDeck
    | KeepHand
    | Redeal
    | PlayResource
    | Build
    | PlayTactic
    | EndPhase
    | Attack
    | Strike
    | EndTurn
    | Block
    | NoBlock
    | Support
    | Pass
)
