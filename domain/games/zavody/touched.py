"""What each fact of «Заводы» touched: the workshops (cells) of the seat's own factory a tile went
to, turned in or left, the seats whose workers, cubes, blueprints or posters changed, and the
tiles, posters and events by their ids. A round's placement, hidden until all are revealed, is
named to its seat alone (the fact itself is: nobody else receives it)."""

from __future__ import annotations

from typing import Any

from igroteka.domain.engine import Touched, touching

from . import facts as f


def touched(fact: Any) -> Touched | None:
    match fact:
        case f.TileRotated(seat=seat, cell=cell) | f.DisplacedRelocated(seat=seat, cell=cell):
            tile = fact.tile if isinstance(fact, f.DisplacedRelocated) else None
            return touching(seats=[seat], cells=[cell], board=seat, cards=[tile])
        case f.TileMoved(seat=seat, cell=cell, to=other) | f.TilesSwapped(seat=seat, cell=cell, other=other):
            return touching(seats=[seat], cells=[cell, other], board=seat)
        case f.TilePlaced(seat=seat, tile=tile, cell=cell, displaced=displaced):
            return touching(seats=[seat], cells=[cell], board=seat, cards=[tile, displaced])
        case f.TileBought(seat=seat, tile=tile) | f.DisplacedDiscarded(seat=seat, tile=tile):
            return touching(seats=[seat], cards=[tile])
        case f.PosterPlayed(seat=seat, poster=poster, ally=ally) | f.AllyChosen(seat=seat, poster=poster, ally=ally):
            return touching(seats=[seat, ally], cards=[poster])
        case f.PosterTaken(seat=seat, poster=poster) | f.PosterDiscarded(seat=seat, poster=poster):
            return touching(seats=[seat], cards=[poster])
        case (
            f.CubeMoved(seat=seat)
            | f.CubeMovedBack(seat=seat)
            | f.PlacementChosen(seat=seat)
            | f.PlacementCommitted(seat=seat)
            | f.BureauActivated(seat=seat)
            | f.HousingCollected(seat=seat)
            | f.BlueprintsChanged(seat=seat)
        ):
            return touching(seats=[seat])
        case f.TileDealt(tile=card) | f.PosterDealt(poster=card) | f.EventDrawn(event=card):
            return touching(cards=[card])
    return None
