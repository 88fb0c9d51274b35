from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_tournament_info_status import ZavodyTournamentInfoStatus
from typing import cast
from typing import Literal, cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.zavody_options import ZavodyOptions





T = TypeVar("T", bound="ZavodyTournamentInfo")



@_attrs_define
class ZavodyTournamentInfo:
    """ 
        Attributes:
            game (Literal['zavody']):
            id (UUID):
            options (ZavodyOptions): mode: basic or «Вызов»; stars: technique cards (0 = basic); round_limit: safety end of
                play.
            players (list[str]):
            status (ZavodyTournamentInfoStatus):
            table_size (int):
            tours (int):
            tours_started (int):
            version (int):
     """

    game: Literal['zavody']
    id: UUID
    options: ZavodyOptions
    players: list[str]
    status: ZavodyTournamentInfoStatus
    table_size: int
    tours: int
    tours_started: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.zavody_options import ZavodyOptions # noqa: PLC0415
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
        from ..models.zavody_options import ZavodyOptions # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['zavody'] , d.pop("game"))
        if game != 'zavody':
            raise ValueError(f"game must match const 'zavody', got '{game}'")

        id = UUID(d.pop("id"))




        options = ZavodyOptions.from_dict(d.pop("options"))




        players = cast(list[str], d.pop("players"))


        status = ZavodyTournamentInfoStatus(d.pop("status"))




        table_size = d.pop("table_size")

        tours = d.pop("tours")

        tours_started = d.pop("tours_started")

        version = d.pop("version")

        zavody_tournament_info = cls(
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


        zavody_tournament_info.additional_properties = d
        return zavody_tournament_info

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
