from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.create_tournament_options import CreateTournamentOptions





T = TypeVar("T", bound="CreateTournament")



@_attrs_define
class CreateTournament:
    """ 
        Attributes:
            game (str):
            table_size (int):
            options (CreateTournamentOptions | Unset):
            tours (int | Unset):  Default: 3.
     """

    game: str
    table_size: int
    options: CreateTournamentOptions | Unset = UNSET
    tours: int | Unset = 3
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.create_tournament_options import CreateTournamentOptions # noqa: PLC0415
        game = self.game

        table_size = self.table_size

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        tours = self.tours


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "table_size": table_size,
        })
        if options is not UNSET:
            field_dict["options"] = options
        if tours is not UNSET:
            field_dict["tours"] = tours

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_tournament_options import CreateTournamentOptions # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        table_size = d.pop("table_size")

        _options = d.pop("options", UNSET)
        options: CreateTournamentOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = CreateTournamentOptions.from_dict(_options)




        tours = d.pop("tours", UNSET)

        create_tournament = cls(
            game=game,
            table_size=table_size,
            options=options,
            tours=tours,
        )


        create_tournament.additional_properties = d
        return create_tournament

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
