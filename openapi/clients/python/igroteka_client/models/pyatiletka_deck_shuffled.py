from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pyatiletka_deck_shuffled_type import PyatiletkaDeckShuffledType
from typing import cast






T = TypeVar("T", bound="PyatiletkaDeckShuffled")



@_attrs_define
class PyatiletkaDeckShuffled:
    """ A deck is shuffled: at setup, when its discard pile becomes the new deck, or after a redraw.

        Attributes:
            count (int):
            deck (str):
            order (list[str] | None):
            reason (str):
            type_ (PyatiletkaDeckShuffledType):
     """

    count: int
    deck: str
    order: list[str] | None
    reason: str
    type_: PyatiletkaDeckShuffledType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        deck = self.deck

        order: list[str] | None
        if isinstance(self.order, list):
            order = self.order


        else:
            order = self.order

        reason = self.reason

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "count": count,
            "deck": deck,
            "order": order,
            "reason": reason,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        deck = d.pop("deck")

        def _parse_order(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                order_type_0 = cast(list[str], data)

                return order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        order = _parse_order(d.pop("order"))


        reason = d.pop("reason")

        type_ = PyatiletkaDeckShuffledType(d.pop("type"))




        pyatiletka_deck_shuffled = cls(
            count=count,
            deck=deck,
            order=order,
            reason=reason,
            type_=type_,
        )


        pyatiletka_deck_shuffled.additional_properties = d
        return pyatiletka_deck_shuffled

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
