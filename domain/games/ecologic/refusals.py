"""Why a move that legal_moves does not list is refused: a stable code and a sentence."""

from __future__ import annotations

from typing import Any

from .moves import (
    Keep,
    LoseObject,
    OpenBuilding,
    OpenInitiative,
    OpenSpecial,
    Pass,
    PlaceBuilding,
    PlaceInitiative,
    PlaceSpecial,
    Raise,
    RemoveBuilding,
    RemoveInitiative,
    Transfer,
    Veto,
)
from .state import State

Refusal = tuple[str, str]


def placement_refusal(state: State, seat: int, move: Any) -> Refusal:
    if state.phase not in ("start", "start_second", "action") or state.auction is not None:
        return "wrong_phase", "Nothing can be placed now."
    player = state.players[seat]
    held = (
        (isinstance(move, PlaceBuilding) and player.held.get(move.branch, 0) > 0)
        or (isinstance(move, PlaceSpecial) and move.special in player.held_specials)
        or (isinstance(move, PlaceInitiative) and move.card in player.held_initiatives)
    )
    if not held:
        return "item_not_held", "You do not hold that item."
    if state.pending is not None and state.phase == "action":
        return "place_won_item", "Place or keep the item you have just won first."
    if state.placed_from_hand:
        return "one_placement_per_round", "You have already placed one item from your hand this round."
    return "hex_not_allowed", "That hex does not allow this placement."


def bidding_refusal(state: State, seat: int, move: Any) -> Refusal:
    auction = state.auction
    if auction is None:
        return "no_auction", "No auction is running."
    if isinstance(move, Veto):
        return "no_veto", "You hold no veto this turn."
    if auction.lot == "building" and state.players[seat].supply[auction.item] == 0:
        return "no_building_left", "You have no building of that branch left to buy."
    if move.amount <= auction.price:
        return "bid_too_low", f"A bid must exceed the current {auction.price} coins."
    return "not_enough_coins", "You cannot bid more coins than you have."


def opening_refusal(state: State, seat: int, move: Any) -> Refusal:
    if state.phase != "action" or state.auction is not None or state.pending is not None:
        return "wrong_phase", "No auction can be opened now."
    stage = {OpenSpecial: "special", OpenBuilding: "building", OpenInitiative: "initiative"}[type(move)]
    if stage != state.stage:
        return "wrong_auction_round", f"This is the {state.stage} round."
    if isinstance(move, OpenSpecial) and move.special not in state.specials_open:
        return "special_not_available", "That special initiative is not for sale."
    if isinstance(move, OpenInitiative) and not state.revealed:
        return "no_card_revealed", "No eco-initiative card is revealed."
    if isinstance(move, OpenBuilding) and state.players[seat].supply.get(move.branch, 0) == 0:
        return "no_building_left", "You have no building of that branch left to buy."
    return "not_enough_coins", "You cannot pay the nominal price."


def other_refusal(state: State, seat: int, move: Any) -> Refusal:
    if isinstance(move, Transfer):
        if state.players[seat].transferred:
            return "transfer_used", "You have already made your transfer in this auction."
        if move.to == seat or not 0 <= move.to < state.seats:
            return "bad_recipient", "Coins go to another player at the table."
        return "bad_amount", "Transfer between one coin and all your coins."
    if isinstance(move, LoseObject):
        return "not_dirtiest", "Only one of your dirtiest objects can be lost."
    if isinstance(move, RemoveBuilding | RemoveInitiative):
        return "cannot_remove", "You may remove only your own buildings and cards, at your turn in the action phase."
    if isinstance(move, Keep):
        return "nothing_to_keep", "There is nothing to keep now."
    return "move_not_allowed_now", "That move is not allowed now."


def refusal(state: State, seat: int, move: Any) -> Refusal:
    if state.phase == "over":
        return "game_over", "The game is over."
    if isinstance(move, PlaceBuilding | PlaceSpecial | PlaceInitiative):
        return placement_refusal(state, seat, move)
    if isinstance(move, Raise | Veto):
        return bidding_refusal(state, seat, move)
    if isinstance(move, OpenSpecial | OpenBuilding | OpenInitiative):
        return opening_refusal(state, seat, move)
    if isinstance(move, Pass):
        return "wrong_phase", "There is nothing to pass now."
    return other_refusal(state, seat, move)
