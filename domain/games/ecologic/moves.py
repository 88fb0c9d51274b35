"""What a player may do: placements, auction openings, bids, removals, transfers, losses."""

from __future__ import annotations

import msgspec

from .content import Branch


class PlaceBuilding(msgspec.Struct, frozen=True, tag="place_building"):
    """Put a held building (фишка) of the branch on a hex: start position, new hex or next level."""

    branch: Branch
    hex: int


class PlaceSpecial(msgspec.Struct, frozen=True, tag="place_special"):
    """Build a held special initiative (СИ) on a free special hex."""

    special: str
    hex: int


class PlaceInitiative(msgspec.Struct, frozen=True, tag="place_initiative"):
    """Put a held eco-initiative card (ЭИ) on one of one's own buildings."""

    card: str
    hex: int


class Keep(msgspec.Struct, frozen=True, tag="keep"):
    """Keep the item just won (or the second start building) in hand."""


class OpenSpecial(msgspec.Struct, frozen=True, tag="open_special"):
    """Open the auction for a special initiative at its current nominal (12, 15 or 20)."""

    special: str


class OpenBuilding(msgspec.Struct, frozen=True, tag="open_building"):
    """Open the auction for a building of the branch at its nominal (levels of the branch + 1)."""

    branch: Branch


class OpenInitiative(msgspec.Struct, frozen=True, tag="open_initiative"):
    """Take the revealed eco-initiative at its nominal, opening the auction for it."""


class Pass(msgspec.Struct, frozen=True, tag="pass"):
    """Decline: open no auction this round (a revealed card is laid face up), or leave a bidding."""


class Raise(msgspec.Struct, frozen=True, tag="raise"):
    """Bid ``amount`` coins, more than the current bid."""

    amount: int


class Veto(msgspec.Struct, frozen=True, tag="veto"):
    """Use this turn's veto event: the running auction ends without a sale."""


class RemoveBuilding(msgspec.Struct, frozen=True, tag="remove_building"):
    """Take one level of one's own building off the map, into the discard (out of the game)."""

    hex: int


class RemoveInitiative(msgspec.Struct, frozen=True, tag="remove_initiative"):
    """Discard one's eco-initiative card from a hex."""

    hex: int


class Transfer(msgspec.Struct, frozen=True, tag="transfer"):
    """Give coins to another player (a loan, help): once per player per auction or right to open."""

    to: int
    amount: int


class LoseObject(msgspec.Struct, frozen=True, tag="lose_object"):
    """Choose which of several equally dirty objects is lost when the eco-fund is negative."""

    hex: int


Move = (
    PlaceBuilding
    | PlaceSpecial
    | PlaceInitiative
    | Keep
    | OpenSpecial
    | OpenBuilding
    | OpenInitiative
    | Pass
    | Raise
    | Veto
    | RemoveBuilding
    | RemoveInitiative
    | Transfer
    | LoseObject
)
