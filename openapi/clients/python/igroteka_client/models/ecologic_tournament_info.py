from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ecologic_tournament_info_status import EcologicTournamentInfoStatus
from typing import cast
from typing import Literal, cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.ecologic_options import EcologicOptions





T = TypeVar("T", bound="EcologicTournamentInfo")



@_attrs_define
class EcologicTournamentInfo:
    """ 
        Attributes:
            game (Literal['ecologic']):
            id (UUID):
            options (EcologicOptions): fixed_layout: the catalogue's map instead of a random one. two_player_variant: the
                reduced
                    map and 9 events fewer; None = on exactly for two players (True with 3–4 players is refused).
            players (list[str]):
            status (EcologicTournamentInfoStatus):
            table_size (int):
            tours (int):
            tours_started (int):
            version (int):
     """

    game: Literal['ecologic']
    id: UUID
    options: EcologicOptions
    players: list[str]
    status: EcologicTournamentInfoStatus
    table_size: int
    tours: int
    tours_started: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ecologic_options import EcologicOptions # noqa: PLC0415
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
        from ..models.ecologic_options import EcologicOptions # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['ecologic'] , d.pop("game"))
        if game != 'ecologic':
            raise ValueError(f"game must match const 'ecologic', got '{game}'")

        id = UUID(d.pop("id"))




        options = EcologicOptions.from_dict(d.pop("options"))




        players = cast(list[str], d.pop("players"))


        status = EcologicTournamentInfoStatus(d.pop("status"))




        table_size = d.pop("table_size")

        tours = d.pop("tours")

        tours_started = d.pop("tours_started")

        version = d.pop("version")

        ecologic_tournament_info = cls(
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


        ecologic_tournament_info.additional_properties = d
        return ecologic_tournament_info

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
