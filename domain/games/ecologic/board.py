"""The hex map: positions, neighbours, edges, and where a building, card or СИ may go."""

from __future__ import annotations

from .content import CATALOGUE, TILES, Branch
from .state import Hex, State

AXIAL_DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
CORNERS = {(2, 0), (2, -2), (0, -2), (-2, 0), (-2, 2), (0, 2)}


def positions(reduced: bool) -> list[tuple[int, int]]:
    """Axial (q, r) of the 19-hex map row by row; the reduced map drops the six corners."""
    cells = [(q, r) for r in range(-2, 3) for q in range(-2, 3) if abs(q + r) <= 2]
    return [cell for cell in cells if not (reduced and cell in CORNERS)]


def build_map(layout: list[str], reduced: bool) -> list[Hex]:
    cells = positions(reduced)
    index = {cell: i for i, cell in enumerate(cells)}
    hexes: list[Hex] = []
    for i, (q, r) in enumerate(cells):
        near = sorted(index[(q + dq, r + dr)] for dq, dr in AXIAL_DIRECTIONS if (q + dq, r + dr) in index)
        tile = TILES[layout[i]]
        hexes.append(
            Hex(
                index=i,
                q=q,
                r=r,
                tile=tile.id,
                resource=tile.resource,
                bio=tile.bio,
                edge=len(near) < 6,
                neighbours=near,
            )
        )
    return hexes


def map_tiles(reduced: bool) -> list[str]:
    return [tile.id for tile in CATALOGUE.tiles if not (reduced and tile.full_map_only)]


def fixed_layout(reduced: bool) -> list[str]:
    full = positions(False)
    keep = set(positions(reduced))
    return [tile for cell, tile in zip(full, CATALOGUE.fixed_layout, strict=True) if cell in keep]


def max_level(cell: Hex) -> int:
    return CATALOGUE.max_level_two_resources if cell.resource == "both" else CATALOGUE.max_level


def branch_levels(state: State, branch: str) -> int:
    return sum(cell.level for cell in state.hexes if cell.branch == branch)


def building_price(state: State, branch: str) -> int:
    """Nominal of a building: the sum of that branch's levels on the map, plus one."""
    return branch_levels(state, branch) + 1


# The rules version from which only a seat's buildings («ваши фишки»), not its special initiatives,
# make the hexes next to them buildable (EL-5.1); under version 1 a built special initiative did too.
BUILDINGS_ANCHOR = 2


def owns(cell: Hex, seat: int) -> bool:
    return cell.owner == seat


def anchors(cell: Hex, seat: int, specials: bool) -> bool:
    """Whether the hex makes its neighbours buildable for ``seat``: one of its buildings stands on it
    (or, with ``specials``, its special initiative)."""
    return owns(cell, seat) and (bool(cell.branch) or specials)


def has_objects(state: State, seat: int, specials: bool = False) -> bool:
    return any(anchors(cell, seat, specials) for cell in state.hexes)


def fits_resource(cell: Hex, branch: str) -> bool:
    return cell.resource in (branch, "both")


def free_for_building(cell: Hex, branch: str) -> bool:
    return cell.owner == -1 and fits_resource(cell, branch)


def next_to_own(state: State, cell: Hex, seat: int, specials: bool = False) -> bool:
    return any(anchors(state.hexes[i], seat, specials) for i in cell.neighbours)


def start_targets(state: State, branch: Branch) -> list[int]:
    """First start building: any free edge hex bearing the branch's resource."""
    return [c.index for c in state.hexes if c.edge and free_for_building(c, branch)]


def building_targets(state: State, seat: int, branch: Branch, specials: bool = False) -> list[int]:
    """Raise one's own object of the branch, or open a free fitting hex next to one's buildings
    (anywhere on the edge for a player who has no building left on the map); with ``specials``
    (rules version 1) one's special initiatives count as buildings do."""
    anchored = has_objects(state, seat, specials)

    def fits(cell: Hex) -> bool:
        if owns(cell, seat):
            return cell.branch == branch and cell.level < max_level(cell)
        near = next_to_own(state, cell, seat, specials) if anchored else cell.edge
        return free_for_building(cell, branch) and near

    return [cell.index for cell in state.hexes if fits(cell)]


def special_targets(state: State, seat: int, specials: bool = False) -> list[int]:
    """A free special hex next to one's buildings (on the edge for a player with none left), EL-5.6;
    with ``specials`` (rules version 1) next to one's special initiatives too."""
    anchored = has_objects(state, seat, specials)
    return [
        c.index
        for c in state.hexes
        if c.resource == "special" and c.owner == -1 and (next_to_own(state, c, seat, specials) if anchored else c.edge)
    ]


def initiative_targets(state: State, seat: int) -> list[int]:
    return [c.index for c in state.hexes if owns(c, seat) and c.branch]
