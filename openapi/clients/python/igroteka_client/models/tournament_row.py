from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_row_status import TournamentRowStatus
from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="TournamentRow")



@_attrs_define
class TournamentRow:
    """ 
        Attributes:
            announced_at (datetime.datetime):
            game (str):
            id (UUID):
            players (int):
            rated (bool):
            status (TournamentRowStatus):
            table_size (int):
            tours (int):
            tours_started (int):
     """

    announced_at: datetime.datetime
    game: str
    id: UUID
    players: int
    rated: bool
    status: TournamentRowStatus
    table_size: int
    tours: int
    tours_started: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        announced_at = self.announced_at.isoformat()

        game = self.game

        id = str(self.id)

        players = self.players

        rated = self.rated

        status = self.status.value

        table_size = self.table_size

        tours = self.tours

        tours_started = self.tours_started


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "announced_at": announced_at,
            "game": game,
            "id": id,
            "players": players,
            "rated": rated,
            "status": status,
            "table_size": table_size,
            "tours": tours,
            "tours_started": tours_started,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        announced_at = datetime.datetime.fromisoformat(d.pop("announced_at"))




        game = d.pop("game")

        id = UUID(d.pop("id"))




        players = d.pop("players")

        rated = d.pop("rated")

        status = TournamentRowStatus(d.pop("status"))




        table_size = d.pop("table_size")

        tours = d.pop("tours")

        tours_started = d.pop("tours_started")

        tournament_row = cls(
            announced_at=announced_at,
            game=game,
            id=id,
            players=players,
            rated=rated,
            status=status,
            table_size=table_size,
            tours=tours,
            tours_started=tours_started,
        )


        tournament_row.additional_properties = d
        return tournament_row

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
