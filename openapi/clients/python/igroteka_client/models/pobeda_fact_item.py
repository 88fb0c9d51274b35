from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.pobeda_card_drawn import PobedaCardDrawn
  from ..models.pobeda_card_played import PobedaCardPlayed
  from ..models.pobeda_chip_placed import PobedaChipPlaced
  from ..models.pobeda_chip_removed import PobedaChipRemoved
  from ..models.pobeda_dead_card_discarded import PobedaDeadCardDiscarded
  from ..models.pobeda_deck_shuffled import PobedaDeckShuffled
  from ..models.pobeda_game_over import PobedaGameOver
  from ..models.pobeda_game_started import PobedaGameStarted
  from ..models.pobeda_hand_dealt import PobedaHandDealt
  from ..models.pobeda_line_finished import PobedaLineFinished
  from ..models.pobeda_turn_passed import PobedaTurnPassed
  from ..models.touched import Touched





T = TypeVar("T", bound="PobedaFactItem")



@_attrs_define
class PobedaFactItem:
    """ 
        Attributes:
            index (int): The item's place among the viewer's items of its event
            kind (Literal['fact']):
            version (int):
            body (PobedaCardDrawn | PobedaCardPlayed | PobedaChipPlaced | PobedaChipRemoved | PobedaDeadCardDiscarded |
                PobedaDeckShuffled | PobedaGameOver | PobedaGameStarted | PobedaHandDealt | PobedaLineFinished |
                PobedaTurnPassed | Unset):
            seat (int | None | Unset):
            text (None | str | Unset): The item as a sentence in the reader's language (Accept-Language, or `lang`)
            touched (None | Touched | Unset): What a `fact` item touched (seats, cells, hexes, cards), as this viewer may
                see it: the items of a seat's last move name where it happened; null for a fact that touched nothing, or any
                other kind
     """

    index: int
    kind: Literal['fact']
    version: int
    body: PobedaCardDrawn | PobedaCardPlayed | PobedaChipPlaced | PobedaChipRemoved | PobedaDeadCardDiscarded | PobedaDeckShuffled | PobedaGameOver | PobedaGameStarted | PobedaHandDealt | PobedaLineFinished | PobedaTurnPassed | Unset = UNSET
    seat: int | None | Unset = UNSET
    text: None | str | Unset = UNSET
    touched: None | Touched | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pobeda_card_drawn import PobedaCardDrawn # noqa: PLC0415
        from ..models.pobeda_card_played import PobedaCardPlayed # noqa: PLC0415
        from ..models.pobeda_chip_placed import PobedaChipPlaced # noqa: PLC0415
        from ..models.pobeda_chip_removed import PobedaChipRemoved # noqa: PLC0415
        from ..models.pobeda_dead_card_discarded import PobedaDeadCardDiscarded # noqa: PLC0415
        from ..models.pobeda_deck_shuffled import PobedaDeckShuffled # noqa: PLC0415
        from ..models.pobeda_game_over import PobedaGameOver # noqa: PLC0415
        from ..models.pobeda_game_started import PobedaGameStarted # noqa: PLC0415
        from ..models.pobeda_hand_dealt import PobedaHandDealt # noqa: PLC0415
        from ..models.pobeda_line_finished import PobedaLineFinished # noqa: PLC0415
        from ..models.pobeda_turn_passed import PobedaTurnPassed # noqa: PLC0415
        from ..models.touched import Touched # noqa: PLC0415
        index = self.index

        kind = self.kind

        version = self.version

        body: dict[str, Any] | Unset
        if isinstance(self.body, Unset):
            body = UNSET
        elif isinstance(self.body, PobedaGameStarted):
            body = self.body.to_dict()
        elif isinstance(self.body, PobedaDeckShuffled):
            body = self.body.to_dict()
        elif isinstance(self.body, PobedaHandDealt):
            body = self.body.to_dict()
        elif isinstance(self.body, PobedaCardPlayed):
            body = self.body.to_dict()
        elif isinstance(self.body, PobedaDeadCardDiscarded):
            body = self.body.to_dict()
        elif isinstance(self.body, PobedaChipPlaced):
            body = self.body.to_dict()
        elif isinstance(self.body, PobedaChipRemoved):
            body = self.body.to_dict()
        elif isinstance(self.body, PobedaLineFinished):
            body = self.body.to_dict()
        elif isinstance(self.body, PobedaCardDrawn):
            body = self.body.to_dict()
        elif isinstance(self.body, PobedaTurnPassed):
            body = self.body.to_dict()
        else:
            body = self.body.to_dict()


        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        text: None | str | Unset
        if isinstance(self.text, Unset):
            text = UNSET
        else:
            text = self.text

        touched: dict[str, Any] | None | Unset
        if isinstance(self.touched, Unset):
            touched = UNSET
        elif isinstance(self.touched, Touched):
            touched = self.touched.to_dict()
        else:
            touched = self.touched


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "index": index,
            "kind": kind,
            "version": version,
        })
        if body is not UNSET:
            field_dict["body"] = body
        if seat is not UNSET:
            field_dict["seat"] = seat
        if text is not UNSET:
            field_dict["text"] = text
        if touched is not UNSET:
            field_dict["touched"] = touched

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pobeda_card_drawn import PobedaCardDrawn # noqa: PLC0415
        from ..models.pobeda_card_played import PobedaCardPlayed # noqa: PLC0415
        from ..models.pobeda_chip_placed import PobedaChipPlaced # noqa: PLC0415
        from ..models.pobeda_chip_removed import PobedaChipRemoved # noqa: PLC0415
        from ..models.pobeda_dead_card_discarded import PobedaDeadCardDiscarded # noqa: PLC0415
        from ..models.pobeda_deck_shuffled import PobedaDeckShuffled # noqa: PLC0415
        from ..models.pobeda_game_over import PobedaGameOver # noqa: PLC0415
        from ..models.pobeda_game_started import PobedaGameStarted # noqa: PLC0415
        from ..models.pobeda_hand_dealt import PobedaHandDealt # noqa: PLC0415
        from ..models.pobeda_line_finished import PobedaLineFinished # noqa: PLC0415
        from ..models.pobeda_turn_passed import PobedaTurnPassed # noqa: PLC0415
        from ..models.touched import Touched # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        kind = cast(Literal['fact'] , d.pop("kind"))
        if kind != 'fact':
            raise ValueError(f"kind must match const 'fact', got '{kind}'")

        version = d.pop("version")

        def _parse_body(data: object) -> PobedaCardDrawn | PobedaCardPlayed | PobedaChipPlaced | PobedaChipRemoved | PobedaDeadCardDiscarded | PobedaDeckShuffled | PobedaGameOver | PobedaGameStarted | PobedaHandDealt | PobedaLineFinished | PobedaTurnPassed | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pobeda_fact_type_0 = PobedaGameStarted.from_dict(data)



                return componentsschemas_pobeda_fact_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pobeda_fact_type_1 = PobedaDeckShuffled.from_dict(data)



                return componentsschemas_pobeda_fact_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pobeda_fact_type_2 = PobedaHandDealt.from_dict(data)



                return componentsschemas_pobeda_fact_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pobeda_fact_type_3 = PobedaCardPlayed.from_dict(data)



                return componentsschemas_pobeda_fact_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pobeda_fact_type_4 = PobedaDeadCardDiscarded.from_dict(data)



                return componentsschemas_pobeda_fact_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pobeda_fact_type_5 = PobedaChipPlaced.from_dict(data)



                return componentsschemas_pobeda_fact_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pobeda_fact_type_6 = PobedaChipRemoved.from_dict(data)



                return componentsschemas_pobeda_fact_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pobeda_fact_type_7 = PobedaLineFinished.from_dict(data)



                return componentsschemas_pobeda_fact_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pobeda_fact_type_8 = PobedaCardDrawn.from_dict(data)



                return componentsschemas_pobeda_fact_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pobeda_fact_type_9 = PobedaTurnPassed.from_dict(data)



                return componentsschemas_pobeda_fact_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_pobeda_fact_type_10 = PobedaGameOver.from_dict(data)



            return componentsschemas_pobeda_fact_type_10

        body = _parse_body(d.pop("body", UNSET))


        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        def _parse_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        text = _parse_text(d.pop("text", UNSET))


        def _parse_touched(data: object) -> None | Touched | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                touched_type_0 = Touched.from_dict(data)



                return touched_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Touched | Unset, data)

        touched = _parse_touched(d.pop("touched", UNSET))


        pobeda_fact_item = cls(
            index=index,
            kind=kind,
            version=version,
            body=body,
            seat=seat,
            text=text,
            touched=touched,
        )


        pobeda_fact_item.additional_properties = d
        return pobeda_fact_item

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
