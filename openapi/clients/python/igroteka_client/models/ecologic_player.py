from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ecologic_player_discarded import EcologicPlayerDiscarded
  from ..models.ecologic_player_held import EcologicPlayerHeld
  from ..models.ecologic_player_supply import EcologicPlayerSupply





T = TypeVar("T", bound="EcologicPlayer")



@_attrs_define
class EcologicPlayer:
    """ supply: buildings still in the box; held: bought (or start) buildings not yet placed;
        discarded: buildings removed or lost from the map, out of the game (EL-1.6).

        Attributes:
            coins (int):
            discarded (EcologicPlayerDiscarded):
            eco (int):
            held (EcologicPlayerHeld):
            seat (int):
            supply (EcologicPlayerSupply):
            held_initiatives (list[str] | Unset):
            held_specials (list[str] | Unset):
            transferred (bool | Unset):  Default: False.
            veto (bool | Unset):  Default: False.
     """

    coins: int
    discarded: EcologicPlayerDiscarded
    eco: int
    held: EcologicPlayerHeld
    seat: int
    supply: EcologicPlayerSupply
    held_initiatives: list[str] | Unset = UNSET
    held_specials: list[str] | Unset = UNSET
    transferred: bool | Unset = False
    veto: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ecologic_player_discarded import EcologicPlayerDiscarded # noqa: PLC0415
        from ..models.ecologic_player_held import EcologicPlayerHeld # noqa: PLC0415
        from ..models.ecologic_player_supply import EcologicPlayerSupply # noqa: PLC0415
        coins = self.coins

        discarded = self.discarded.to_dict()

        eco = self.eco

        held = self.held.to_dict()

        seat = self.seat

        supply = self.supply.to_dict()

        held_initiatives: list[str] | Unset = UNSET
        if not isinstance(self.held_initiatives, Unset):
            held_initiatives = self.held_initiatives



        held_specials: list[str] | Unset = UNSET
        if not isinstance(self.held_specials, Unset):
            held_specials = self.held_specials



        transferred = self.transferred

        veto = self.veto


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "coins": coins,
            "discarded": discarded,
            "eco": eco,
            "held": held,
            "seat": seat,
            "supply": supply,
        })
        if held_initiatives is not UNSET:
            field_dict["held_initiatives"] = held_initiatives
        if held_specials is not UNSET:
            field_dict["held_specials"] = held_specials
        if transferred is not UNSET:
            field_dict["transferred"] = transferred
        if veto is not UNSET:
            field_dict["veto"] = veto

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ecologic_player_discarded import EcologicPlayerDiscarded # noqa: PLC0415
        from ..models.ecologic_player_held import EcologicPlayerHeld # noqa: PLC0415
        from ..models.ecologic_player_supply import EcologicPlayerSupply # noqa: PLC0415
        d = dict(src_dict)
        coins = d.pop("coins")

        discarded = EcologicPlayerDiscarded.from_dict(d.pop("discarded"))




        eco = d.pop("eco")

        held = EcologicPlayerHeld.from_dict(d.pop("held"))




        seat = d.pop("seat")

        supply = EcologicPlayerSupply.from_dict(d.pop("supply"))




        held_initiatives = cast(list[str], d.pop("held_initiatives", UNSET))


        held_specials = cast(list[str], d.pop("held_specials", UNSET))


        transferred = d.pop("transferred", UNSET)

        veto = d.pop("veto", UNSET)

        ecologic_player = cls(
            coins=coins,
            discarded=discarded,
            eco=eco,
            held=held,
            seat=seat,
            supply=supply,
            held_initiatives=held_initiatives,
            held_specials=held_specials,
            transferred=transferred,
            veto=veto,
        )


        ecologic_player.additional_properties = d
        return ecologic_player

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
