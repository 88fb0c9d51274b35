from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.pobeda_colour import PobedaColour
  from ..models.pobeda_event import PobedaEvent
  from ..models.pobeda_special import PobedaSpecial





T = TypeVar("T", bound="PobedaContent")



@_attrs_define
class PobedaContent:
    """ Everything public about the game's components.

        Attributes:
            board_size (int):
            chips_per_colour (int):
            colours (list[PobedaColour]):
            events (list[PobedaEvent]):
            game (Literal['pobeda']):
            hand_size (int):
            line_length (int):
            specials (list[PobedaSpecial]):
     """

    board_size: int
    chips_per_colour: int
    colours: list[PobedaColour]
    events: list[PobedaEvent]
    game: Literal['pobeda']
    hand_size: int
    line_length: int
    specials: list[PobedaSpecial]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pobeda_colour import PobedaColour # noqa: PLC0415
        from ..models.pobeda_event import PobedaEvent # noqa: PLC0415
        from ..models.pobeda_special import PobedaSpecial # noqa: PLC0415
        board_size = self.board_size

        chips_per_colour = self.chips_per_colour

        colours = []
        for colours_item_data in self.colours:
            colours_item = colours_item_data.to_dict()
            colours.append(colours_item)



        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        game = self.game

        hand_size = self.hand_size

        line_length = self.line_length

        specials = []
        for specials_item_data in self.specials:
            specials_item = specials_item_data.to_dict()
            specials.append(specials_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board_size": board_size,
            "chips_per_colour": chips_per_colour,
            "colours": colours,
            "events": events,
            "game": game,
            "hand_size": hand_size,
            "line_length": line_length,
            "specials": specials,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pobeda_colour import PobedaColour # noqa: PLC0415
        from ..models.pobeda_event import PobedaEvent # noqa: PLC0415
        from ..models.pobeda_special import PobedaSpecial # noqa: PLC0415
        d = dict(src_dict)
        board_size = d.pop("board_size")

        chips_per_colour = d.pop("chips_per_colour")

        colours = []
        _colours = d.pop("colours")
        for colours_item_data in (_colours):
            colours_item = PobedaColour.from_dict(colours_item_data)



            colours.append(colours_item)


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = PobedaEvent.from_dict(events_item_data)



            events.append(events_item)


        game = cast(Literal['pobeda'] , d.pop("game"))
        if game != 'pobeda':
            raise ValueError(f"game must match const 'pobeda', got '{game}'")

        hand_size = d.pop("hand_size")

        line_length = d.pop("line_length")

        specials = []
        _specials = d.pop("specials")
        for specials_item_data in (_specials):
            specials_item = PobedaSpecial.from_dict(specials_item_data)



            specials.append(specials_item)


        pobeda_content = cls(
            board_size=board_size,
            chips_per_colour=chips_per_colour,
            colours=colours,
            events=events,
            game=game,
            hand_size=hand_size,
            line_length=line_length,
            specials=specials,
        )


        pobeda_content.additional_properties = d
        return pobeda_content

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
