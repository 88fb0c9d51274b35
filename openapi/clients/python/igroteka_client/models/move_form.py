from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.pick import Pick





T = TypeVar("T", bound="MoveForm")



@_attrs_define
class MoveForm:
    """ 
        Attributes:
            field (str):
            least (int):
            move (str):
            picks (list[Pick]):
            total (int):
            type_ (Literal['move_form']):
     """

    field: str
    least: int
    move: str
    picks: list[Pick]
    total: int
    type_: Literal['move_form']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pick import Pick # noqa: PLC0415
        field = self.field

        least = self.least

        move = self.move

        picks = []
        for picks_item_data in self.picks:
            picks_item = picks_item_data.to_dict()
            picks.append(picks_item)



        total = self.total

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "field": field,
            "least": least,
            "move": move,
            "picks": picks,
            "total": total,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pick import Pick # noqa: PLC0415
        d = dict(src_dict)
        field = d.pop("field")

        least = d.pop("least")

        move = d.pop("move")

        picks = []
        _picks = d.pop("picks")
        for picks_item_data in (_picks):
            picks_item = Pick.from_dict(picks_item_data)



            picks.append(picks_item)


        total = d.pop("total")

        type_ = cast(Literal['move_form'] , d.pop("type"))
        if type_ != 'move_form':
            raise ValueError(f"type must match const 'move_form', got '{type_}'")

        move_form = cls(
            field=field,
            least=least,
            move=move,
            picks=picks,
            total=total,
            type_=type_,
        )


        move_form.additional_properties = d
        return move_form

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
