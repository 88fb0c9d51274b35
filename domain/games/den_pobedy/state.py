"""The state of a match and small queries on it (zones, owners, card types)."""

from __future__ import annotations

from typing import Literal

import msgspec

from .content import CARDS, RETIRED_BOMBING, CardType

Phase = Literal["building", "mulligan", "main", "attack", "over"]
Step = Literal["block", "attacker", "defender"]
DECK = "deck"  # the attack target naming the opponent's deck (удар по колоде)


class Player(msgspec.Struct):
    """One seat's cards, zone by zone (игровые зоны)."""

    side: str
    building: list[str] = []  # card types of the deck being built, slot by slot
    ready: bool = False
    deck: list[str] = []  # колода, top first
    hand: list[str] = []  # рука
    line1: list[str] = []  # 1-я линия обороны
    line2: list[str] = []  # 2-я линия обороны
    reserve: list[str] = []  # зона резерва
    resources: list[str] = []  # зона ресурсов
    losses: list[str] = []  # потери, face down
    tapped: list[str] = []  # повёрнутые карты
    redeals: int = 0
    kept: bool = False
    shown: list[str] = []  # the hand last shown to the opponent at a redeal
    resources_played: int = 0  # resource cards played this turn
    known: list[str] = []  # instance ids this seat has seen


class Boost(msgspec.Struct):
    """A tactical card's change to a fighting unit for this fight."""

    card: str
    unit: str
    attack: int
    defence: int


class Combat(msgspec.Struct):
    """The attack being resolved."""

    attacker: str
    target: str
    step: Step
    blocker: str | None = None
    supports: list[str] = []
    boosts: list[Boost] = []


class State(msgspec.Struct):
    red_seat: int
    first_seat: int
    deck_size: int
    max_redeals: int
    deck_building: bool
    players: list[Player]
    phase: Phase = "building"
    active: int = 0
    turn: int = 0
    combat: Combat | None = None
    turn_tactics: list[str] = []  # "card type@unit" pairs already used this turn
    types: dict[str, str] = {}  # instance id -> card type id
    public: list[str] = []  # instance ids everyone has seen
    winners: list[int] | None = None
    reason: str = ""
    rules: int = 1  # the rules version the match was created under; 1 in states stored before it was kept


# The rules version from which only bombers have bombing power (DP-9.8, DP-16.4) and «Ленд-лиз» and
# «Трофейное топливо» return a lost resource card instead of untapping one (DP-8.4); the rules of
# version 1 stay for the matches created under them.
RULES_VERSION = 2


def copy_player(player: Player) -> Player:
    """A copy of a seat's zones that ``evolve`` may change: every list copied (its strings are shared)."""
    return msgspec.structs.replace(
        player,
        building=list(player.building),
        deck=list(player.deck),
        hand=list(player.hand),
        line1=list(player.line1),
        line2=list(player.line2),
        reserve=list(player.reserve),
        resources=list(player.resources),
        losses=list(player.losses),
        tapped=list(player.tapped),
        shown=list(player.shown),
        known=list(player.known),
    )


def copy_state(state: State) -> State:
    """A copy ``evolve`` may change without touching ``state``: the players, the fight, the lists and
    the card types copied one level each (what they hold is strings and numbers, or a ``Boost``,
    which nothing changes once made). A fraction of a msgpack round trip of the whole state."""
    combat = state.combat
    return msgspec.structs.replace(
        state,
        players=[copy_player(player) for player in state.players],
        combat=None
        if combat is None
        else msgspec.structs.replace(combat, supports=list(combat.supports), boosts=list(combat.boosts)),
        turn_tactics=list(state.turn_tactics),
        types=dict(state.types),
        public=list(state.public),
        winners=None if state.winners is None else list(state.winners),
    )


def other(seat: int) -> int:
    return 1 - seat


def card_of(state: State, instance: str) -> CardType:
    return CARDS[state.types[instance]]


def building_slot(seat: int, index: int) -> str:
    """The id of a slot of a deck being built; physical card ids are given only at the deal."""
    return f"b{seat}-{index:03d}"


def owner(instance: str) -> int:
    """Instance ids are ``c<seat>-<nnn>``."""
    return int(instance[1])


def units(player: Player) -> list[str]:
    return [*player.line1, *player.line2, *player.reserve]


def is_tapped(state: State, instance: str) -> bool:
    return instance in state.players[owner(instance)].tapped


def on_board(state: State, instance: str) -> bool:
    return instance in state.types and instance in units(state.players[owner(instance)])


def is_ready(state: State, instance: str) -> bool:
    """A unit may act on its owner's turn once it stands on its line: in the reserve (the turn it is
    built) it cannot attack, strike or support its own side's attacks."""
    player = state.players[owner(instance)]
    return instance in player.line1 or instance in player.line2


def is_aviation(state: State, instance: str) -> bool:
    return card_of(state, instance).arm == "aviation"


def bombing(state: State, instance: str) -> int:
    """A unit's bombing power (сила бомбометания) under the match's rules version."""
    card = card_of(state, instance)
    return card.bombing if state.rules >= RULES_VERSION else RETIRED_BOMBING.get(card.id, card.bombing)
