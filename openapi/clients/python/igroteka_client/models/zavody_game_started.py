from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_game_started_type import ZavodyGameStartedType
from typing import cast

if TYPE_CHECKING:
  from ..models.zavody_options import ZavodyOptions





T = TypeVar("T", bound="ZavodyGameStarted")



@_attrs_define
class ZavodyGameStarted:
    """ 
        Attributes:
            factories (list[str]):
            options (ZavodyOptions): mode: basic or «Вызов»; stars: technique cards (0 = basic); round_limit: safety end of
                play.
            seats (int):
            techniques (list[str]):
            type_ (ZavodyGameStartedType):
     """

    factories: list[str]
    options: ZavodyOptions
    seats: int
    techniques: list[str]
    type_: ZavodyGameStartedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.zavody_options import ZavodyOptions # noqa: PLC0415
        factories = self.factories



        options = self.options.to_dict()

        seats = self.seats

        techniques = self.techniques



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "factories": factories,
            "options": options,
            "seats": seats,
            "techniques": techniques,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.zavody_options import ZavodyOptions # noqa: PLC0415
        d = dict(src_dict)
        factories = cast(list[str], d.pop("factories"))


        options = ZavodyOptions.from_dict(d.pop("options"))




        seats = d.pop("seats")

        techniques = cast(list[str], d.pop("techniques"))


        type_ = ZavodyGameStartedType(d.pop("type"))




        zavody_game_started = cls(
            factories=factories,
            options=options,
            seats=seats,
            techniques=techniques,
            type_=type_,
        )


        zavody_game_started.additional_properties = d
        return zavody_game_started

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
