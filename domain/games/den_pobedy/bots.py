"""The competent «День Победы» bot: greedy, with a one-fight look-ahead, from the seat's own view.

The bot rebuilds a table from its view — every card on the table, its own hand, the opponent's hand
and both decks as counts only (placeholders no decision reads) — and scores each candidate by the
fight it leads to, computed with the game's own combat functions. For its own attacks it assumes
the answer worst for it (the opponent's best block); as defender it picks its best block; in a
fight's window it adds a supporter or plays a tactical card only when that changes the result.
Decks are the game's life (DP-14.1), so a struck deck card weighs more the thinner the deck.
"""

from __future__ import annotations

from random import Random
from typing import Any

from msgspec.structs import replace

from .combat import blockers, resolution
from .content import CardType
from .facts import DeckStruck, ResourceDestroyed, UnitDestroyed
from .legal import tactic_unit
from .moves import (
    Attack,
    Block,
    Build,
    EndPhase,
    EndTurn,
    KeepHand,
    NoBlock,
    Pass,
    Payment,
    PlayResource,
    PlayTactic,
    Redeal,
    Strike,
    SubmitDeck,
    Support,
    UseStarterDeck,
)
from .state import RULES_VERSION, Boost, Combat, Player, State, card_of
from .view import CardView, TableView

RESOURCE_WORTH = 3.0  # a resource card on the table: one resource every turn
TACTIC_COST = 1.5  # a tactical card spent from the hand
ATTACKER_TAP_COST = 0.6  # an attacker or supporter stays tapped through the opponent's turn
MIN_GAIN = 0.1  # below this an attack, support or tactic is not worth making


# ------------------------------------------------------------------ the table as the seat sees it
def table_state(view: TableView, seat: int) -> State:
    """A State holding exactly what the view shows; hidden cards are placeholders."""
    types: dict[str, str] = {}
    players: list[Player] = []
    for pv in view.players:
        zones: dict[str, list[CardView]] = {
            "line1": pv.line1,
            "line2": pv.line2,
            "reserve": pv.reserve,
            "resources": pv.resources,
        }
        tapped = [c.id for cards in zones.values() for c in cards if c.tapped]
        for cards in zones.values():
            types.update((c.id, c.card) for c in cards)
        hand = [r.id for r in pv.hand] if pv.hand is not None else [f"h{pv.seat}-{n}" for n in range(pv.hand_count)]
        types.update((r.id, r.card) for r in pv.hand or [])
        players.append(
            Player(
                side=pv.side,
                ready=pv.ready,
                kept=pv.kept,
                redeals=pv.redeals,
                deck=[f"d{pv.seat}-{n:03d}" for n in range(pv.deck_count)],
                hand=hand,
                line1=[c.id for c in pv.line1],
                line2=[c.id for c in pv.line2],
                reserve=[c.id for c in pv.reserve],
                resources=[c.id for c in pv.resources],
                tapped=tapped,
                resources_played=pv.resources_played,
            )
        )
    combat = None
    if view.combat is not None:
        c = view.combat
        combat = Combat(
            attacker=c.attacker,
            target=c.target,
            step=c.step,  # type: ignore[arg-type]
            blocker=c.blocker,
            supports=list(c.supports),
            boosts=list(c.boosts),
        )
    return State(
        red_seat=view.red_seat,
        first_seat=view.first_seat,
        deck_size=view.deck_size,
        max_redeals=0,
        deck_building=True,
        players=players,
        phase=view.phase,  # type: ignore[arg-type]
        active=view.active,
        turn=view.turn,
        combat=combat,
        types=types,
        rules=RULES_VERSION,  # the view does not say; a bot in an older match judges by the current rules
    )


# ------------------------------------------------------------------ what things are worth
def worth(card: CardType) -> float:
    """A unit's fighting value: its figures, properties and modifiers; a deck striker most of all."""
    if card.category == "resource":
        return RESOURCE_WORTH
    value = card.attack + card.defence + card.bombing + card.unit_strike + card.artillery_support
    value += 4 * card.deck_strike + 1.5 * card.directed + 0.5 * card.mobility
    value += 0.5 * sum(max(0, m.attack) + max(0, m.defence) for m in card.modifiers)
    return value


def deck_card_worth(state: State, seat: int) -> float:
    """One card struck from a deck: the thinner the deck, the closer its owner is to losing."""
    return 2.0 + 12.0 / (1 + len(state.players[seat].deck))


def gain(state: State, facts: list[Any], me: int) -> float:
    """What a fight's facts are worth to ``me``: enemy losses minus own."""
    total = 0.0
    for fact in facts:
        match fact:
            case UnitDestroyed(seat=seat, unit=unit) | ResourceDestroyed(seat=seat, card=unit):
                value = worth(card_of(state, unit))
            case DeckStruck(seat=seat, count=count):
                value = count * deck_card_worth(state, seat)
            case _:
                continue
        total += -value if seat == me else value
    return total


def fight_gain(state: State, combat: Combat, me: int) -> float:
    return gain(state, resolution(state, combat), me)


# ------------------------------------------------------------------ phases
def choose_deck(view: TableView, seat: int, moves: list[Any]) -> Any:
    """The starter deck when its size is asked; otherwise the starter scaled to the agreed size, which
    the game lists as the concrete deck next to its deck form."""
    if UseStarterDeck() in moves:
        return UseStarterDeck()
    return next(m for m in moves if isinstance(m, SubmitDeck))


def payment_cost(pay: Payment, keep_fuel: bool) -> float:
    """Fewer cards tapped is better; fuel is kept for sorties when aircraft wait to fly."""
    return sum(pay.counts()) + (0.6 * pay.fuel if keep_fuel else 0.0)


def cheapest(moves: list[Any], keep_fuel: bool = False) -> Any:
    return min(moves, key=lambda m: payment_cost(m.pay, keep_fuel))


def ready_aircraft(state: State, seat: int) -> bool:
    player = state.players[seat]
    return any(card_of(state, u).arm == "aviation" and u not in player.tapped for u in player.line2)


def choose_main(state: State, seat: int, moves: list[Any]) -> Any:
    """Resources first, then sabotage, then the most valuable unit, then resupply; then to combat."""
    resources = [m for m in moves if isinstance(m, PlayResource)]
    if resources:
        return max(resources, key=lambda m: resource_need(state, seat, card_of(state, m.card).resource))
    tactics = [m for m in moves if isinstance(m, PlayTactic)]
    sabotage = [m for m in tactics if card_of(state, m.card).effect == "sabotage"]
    if sabotage:
        return cheapest(sabotage)
    builds = [m for m in moves if isinstance(m, Build)]
    if builds:
        best = max(worth(card_of(state, m.card)) for m in builds)
        top = [m for m in builds if worth(card_of(state, m.card)) == best]
        return cheapest(top, keep_fuel=ready_aircraft(state, seat))
    unbuilt = any(card_of(state, c).category == "unit" for c in state.players[seat].hand)
    resupply = [m for m in tactics if card_of(state, m.card).effect == "resupply"]
    if resupply and unbuilt:
        return resupply[0]
    return EndPhase()


def resource_need(state: State, seat: int, kind: str) -> float:
    """How much the hand's units want a resource kind, against what the zone already gives."""
    player = state.players[seat]
    wanted = 1.0 if kind == "fuel" else 0.5  # sorties cost fuel
    for card in player.hand:
        found = card_of(state, card)
        if found.category == "unit":
            wanted += getattr(found.cost, kind)
    owned = sum(1 for c in player.resources if card_of(state, c).resource == kind)
    return wanted / (1 + owned)


def attack_value(state: State, seat: int, move: Attack) -> float:
    """The fight this attack leads to, answered by the block worst for the attacker."""
    declared = Combat(attacker=move.unit, target=move.target, step="block")
    answers = [None, *blockers(state, declared)]
    value = min(
        fight_gain(state, Combat(attacker=move.unit, target=move.target, step="attacker", blocker=b), seat)
        for b in answers
    )
    return value - ATTACKER_TAP_COST


def strike_value(state: State, move: Strike) -> float:
    """A strike either destroys its target or does nothing (damage does not carry over)."""
    target = card_of(state, move.target)
    return worth(target) if card_of(state, move.unit).unit_strike >= target.defence else 0.0


def choose_attack(state: State, seat: int, moves: list[Any]) -> Any:
    best: Any = EndTurn()
    best_value = MIN_GAIN
    attacks: dict[tuple[str, str], list[Any]] = {}
    for move in moves:
        if isinstance(move, Attack | Strike):
            attacks.setdefault((type(move).__name__ + move.unit, move.target), []).append(move)
    for options in attacks.values():
        move = cheapest(options)
        value = attack_value(state, seat, move) if isinstance(move, Attack) else strike_value(state, move)
        if value > best_value:
            best, best_value = move, value
    return best


def choose_block(state: State, seat: int, moves: list[Any]) -> Any:
    assert state.combat is not None
    combat = state.combat

    def value(move: Any) -> float:
        blocker = move.unit if isinstance(move, Block) else None
        fought = Combat(attacker=combat.attacker, target=combat.target, step="attacker", blocker=blocker)
        return fight_gain(state, fought, seat)

    return max(moves, key=lambda m: (value(m), isinstance(m, NoBlock)))


def with_tactic(state: State, seat: int, combat: Combat, move: PlayTactic) -> Combat | None:
    """The fight after a boost or weaken; None for a withdrawal (the fight ends without damage)."""
    card = card_of(state, move.card)
    if card.effect == "withdraw":
        return None
    unit = tactic_unit(state, seat, card) or ""
    boost = Boost(card=card.id, unit=unit, attack=card.effect_attack, defence=card.effect_defence)
    return replace(combat, boosts=[*combat.boosts, boost])


def choose_window(state: State, seat: int, moves: list[Any]) -> Any:
    """Support or a tactical card only where it changes the fight for the better."""
    assert state.combat is not None
    combat = state.combat
    base = fight_gain(state, combat, seat)
    tap_cost = ATTACKER_TAP_COST if seat == state.active else 0.05
    best: Any = Pass()
    best_value = MIN_GAIN
    for move in moves:
        if isinstance(move, Support):
            supported = replace(combat, supports=[*combat.supports, move.unit])
            value = fight_gain(state, supported, seat) - base - tap_cost
        elif isinstance(move, PlayTactic):
            changed = with_tactic(state, seat, combat, move)
            after = 0.0 if changed is None else fight_gain(state, changed, seat)
            value = after - base - TACTIC_COST - 0.3 * sum(move.pay.counts())
        else:
            continue
        if value > best_value:
            best, best_value = move, value
    return best


def competent(table: TableView, seat: int, moves: list[Any], rng: Random) -> Any:
    """One of ``moves`` for ``seat``, chosen from its view ``table`` alone."""
    if table.phase == "building":
        return choose_deck(table, seat, moves)
    if table.phase == "mulligan":
        return Redeal() if Redeal() in moves else KeepHand()
    state = table_state(table, seat)
    if state.combat is not None:
        if state.combat.step == "block":
            return choose_block(state, seat, moves)
        return choose_window(state, seat, moves)
    if state.phase == "main":
        return choose_main(state, seat, moves)
    return choose_attack(state, seat, moves)
