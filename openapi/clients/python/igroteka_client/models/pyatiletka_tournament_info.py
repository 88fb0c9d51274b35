from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pyatiletka_tournament_info_status import PyatiletkaTournamentInfoStatus
from typing import cast
from typing import Literal, cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.pyatiletka_options import PyatiletkaOptions





T = TypeVar("T", bound="PyatiletkaTournamentInfo")



@_attrs_define
class PyatiletkaTournamentInfo:
    """ 
        Attributes:
            game (Literal['pyatiletka']):
            id (UUID):
            options (PyatiletkaOptions): Variants: the number of rounds (Разная длительность) and the simplified rules.
            players (list[str]):
            status (PyatiletkaTournamentInfoStatus):
            table_size (int):
            tours (int):
            tours_started (int):
            version (int):
     """

    game: Literal['pyatiletka']
    id: UUID
    options: PyatiletkaOptions
    players: list[str]
    status: PyatiletkaTournamentInfoStatus
    table_size: int
    tours: int
    tours_started: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pyatiletka_options import PyatiletkaOptions # noqa: PLC0415
        game = self.game

        id = str(self.id)

        options = self.options.to_dict()

        players = self.players



        status = self.status.value

        table_size = self.table_size

        tours = self.tours

        tours_started = self.tours_started

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "id": id,
            "options": options,
            "players": players,
            "status": status,
            "table_size": table_size,
            "tours": tours,
            "tours_started": tours_started,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pyatiletka_options import PyatiletkaOptions # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['pyatiletka'] , d.pop("game"))
        if game != 'pyatiletka':
            raise ValueError(f"game must match const 'pyatiletka', got '{game}'")

        id = UUID(d.pop("id"))




        options = PyatiletkaOptions.from_dict(d.pop("options"))




        players = cast(list[str], d.pop("players"))


        status = PyatiletkaTournamentInfoStatus(d.pop("status"))




        table_size = d.pop("table_size")

        tours = d.pop("tours")

        tours_started = d.pop("tours_started")

        version = d.pop("version")

        pyatiletka_tournament_info = cls(
            game=game,
            id=id,
            options=options,
            players=players,
            status=status,
            table_size=table_size,
            tours=tours,
            tours_started=tours_started,
            version=version,
        )


        pyatiletka_tournament_info.additional_properties = d
        return pyatiletka_tournament_info

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
