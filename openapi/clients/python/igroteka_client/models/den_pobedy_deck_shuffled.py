from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.den_pobedy_deck_shuffled_type import DenPobedyDeckShuffledType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.den_pobedy_card_ref import DenPobedyCardRef





T = TypeVar("T", bound="DenPobedyDeckShuffled")



@_attrs_define
class DenPobedyDeckShuffled:
    """ The seat's deck in its new order, top first (seen only by auditors).

        Attributes:
            seat (int):
            size (int):
            type_ (DenPobedyDeckShuffledType):
            order (list[DenPobedyCardRef] | None | Unset):
     """

    seat: int
    size: int
    type_: DenPobedyDeckShuffledType
    order: list[DenPobedyCardRef] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.den_pobedy_card_ref import DenPobedyCardRef # noqa: PLC0415
        seat = self.seat

        size = self.size

        type_ = self.type_.value

        order: list[dict[str, Any]] | None | Unset
        if isinstance(self.order, Unset):
            order = UNSET
        elif isinstance(self.order, list):
            order = []
            for order_type_0_item_data in self.order:
                order_type_0_item = order_type_0_item_data.to_dict()
                order.append(order_type_0_item)


        else:
            order = self.order


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "size": size,
            "type": type_,
        })
        if order is not UNSET:
            field_dict["order"] = order

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.den_pobedy_card_ref import DenPobedyCardRef # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        size = d.pop("size")

        type_ = DenPobedyDeckShuffledType(d.pop("type"))




        def _parse_order(data: object) -> list[DenPobedyCardRef] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                order_type_0 = []
                _order_type_0 = data
                for order_type_0_item_data in (_order_type_0):
                    order_type_0_item = DenPobedyCardRef.from_dict(order_type_0_item_data)



                    order_type_0.append(order_type_0_item)

                return order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DenPobedyCardRef] | None | Unset, data)

        order = _parse_order(d.pop("order", UNSET))


        den_pobedy_deck_shuffled = cls(
            seat=seat,
            size=size,
            type_=type_,
            order=order,
        )


        den_pobedy_deck_shuffled.additional_properties = d
        return den_pobedy_deck_shuffled

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
