"""How the game was won (ZV-9.2): each seat's cubes on its assembly-shop squares, by resource."""

from __future__ import annotations

from typing import Literal, get_args

import msgspec

from igroteka.domain.engine import Scoring

from .content import RESOURCES
from .state import State

Resource = Literal["steel", "wood", "alloy"]
KINDS: tuple[Resource, ...] = get_args(Resource)
assert list(KINDS) == RESOURCES, "the categories are the catalogue's resources, in its order"


class CategoryPoints(msgspec.Struct, frozen=True, gc=False):
    """The cubes of one resource (steel, timber, non-ferrous metals) on a seat's assembly squares."""

    category: Resource
    points: int


class ZavodyScoring(Scoring, frozen=True, gc=False, tag="zavody"):
    """Per seat, its assembled cubes by resource: they add up to its score, the cubes assembled."""

    seats: list[list[CategoryPoints]]


def scoring(state: State) -> ZavodyScoring:
    seats = []
    for player in state.players:
        cubes = [cube for machine in player.assembly for cube in machine]
        seats.append([CategoryPoints(category=r, points=cubes.count(r)) for r in KINDS])
    return ZavodyScoring(seats=seats)
