from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.move_note_consequence_type_1 import MoveNoteConsequenceType1
from ..models.move_note_consequence_type_2_type_1 import MoveNoteConsequenceType2Type1
from ..models.move_note_consequence_type_3_type_1 import MoveNoteConsequenceType3Type1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MoveNote")



@_attrs_define
class MoveNote:
    """ 
        Attributes:
            label (str):
            consequence (MoveNoteConsequenceType1 | MoveNoteConsequenceType2Type1 | MoveNoteConsequenceType3Type1 | None |
                Unset):
            warning (None | str | Unset):
     """

    label: str
    consequence: MoveNoteConsequenceType1 | MoveNoteConsequenceType2Type1 | MoveNoteConsequenceType3Type1 | None | Unset = UNSET
    warning: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        label = self.label

        consequence: None | str | Unset
        if isinstance(self.consequence, Unset):
            consequence = UNSET
        elif isinstance(self.consequence, MoveNoteConsequenceType1):
            consequence = self.consequence.value
        elif isinstance(self.consequence, MoveNoteConsequenceType2Type1):
            consequence = self.consequence.value
        elif isinstance(self.consequence, MoveNoteConsequenceType3Type1):
            consequence = self.consequence.value
        else:
            consequence = self.consequence

        warning: None | str | Unset
        if isinstance(self.warning, Unset):
            warning = UNSET
        else:
            warning = self.warning


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "label": label,
        })
        if consequence is not UNSET:
            field_dict["consequence"] = consequence
        if warning is not UNSET:
            field_dict["warning"] = warning

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        def _parse_consequence(data: object) -> MoveNoteConsequenceType1 | MoveNoteConsequenceType2Type1 | MoveNoteConsequenceType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                consequence_type_1 = MoveNoteConsequenceType1(data)



                return consequence_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                consequence_type_2_type_1 = MoveNoteConsequenceType2Type1(data)



                return consequence_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                consequence_type_3_type_1 = MoveNoteConsequenceType3Type1(data)



                return consequence_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MoveNoteConsequenceType1 | MoveNoteConsequenceType2Type1 | MoveNoteConsequenceType3Type1 | None | Unset, data)

        consequence = _parse_consequence(d.pop("consequence", UNSET))


        def _parse_warning(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        warning = _parse_warning(d.pop("warning", UNSET))


        move_note = cls(
            label=label,
            consequence=consequence,
            warning=warning,
        )


        move_note.additional_properties = d
        return move_note

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
