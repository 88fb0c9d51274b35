from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.den_pobedy_combat_view import DenPobedyCombatView
  from ..models.den_pobedy_player_view import DenPobedyPlayerView





T = TypeVar("T", bound="DenPobedyTable")



@_attrs_define
class DenPobedyTable:
    """ 
        Attributes:
            active (int):
            combat (DenPobedyCombatView | None):
            deck_size (int):
            first_seat (int):
            phase (str):
            players (list[DenPobedyPlayerView]):
            reason (str):
            red_seat (int):
            turn (int):
            winners (list[int] | None):
     """

    active: int
    combat: DenPobedyCombatView | None
    deck_size: int
    first_seat: int
    phase: str
    players: list[DenPobedyPlayerView]
    reason: str
    red_seat: int
    turn: int
    winners: list[int] | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.den_pobedy_combat_view import DenPobedyCombatView # noqa: PLC0415
        from ..models.den_pobedy_player_view import DenPobedyPlayerView # noqa: PLC0415
        active = self.active

        combat: dict[str, Any] | None
        if isinstance(self.combat, DenPobedyCombatView):
            combat = self.combat.to_dict()
        else:
            combat = self.combat

        deck_size = self.deck_size

        first_seat = self.first_seat

        phase = self.phase

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        reason = self.reason

        red_seat = self.red_seat

        turn = self.turn

        winners: list[int] | None
        if isinstance(self.winners, list):
            winners = self.winners


        else:
            winners = self.winners


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "active": active,
            "combat": combat,
            "deck_size": deck_size,
            "first_seat": first_seat,
            "phase": phase,
            "players": players,
            "reason": reason,
            "red_seat": red_seat,
            "turn": turn,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.den_pobedy_combat_view import DenPobedyCombatView # noqa: PLC0415
        from ..models.den_pobedy_player_view import DenPobedyPlayerView # noqa: PLC0415
        d = dict(src_dict)
        active = d.pop("active")

        def _parse_combat(data: object) -> DenPobedyCombatView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                combat_type_0 = DenPobedyCombatView.from_dict(data)



                return combat_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DenPobedyCombatView | None, data)

        combat = _parse_combat(d.pop("combat"))


        deck_size = d.pop("deck_size")

        first_seat = d.pop("first_seat")

        phase = d.pop("phase")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = DenPobedyPlayerView.from_dict(players_item_data)



            players.append(players_item)


        reason = d.pop("reason")

        red_seat = d.pop("red_seat")

        turn = d.pop("turn")

        def _parse_winners(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                winners_type_0 = cast(list[int], data)

                return winners_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        winners = _parse_winners(d.pop("winners"))


        den_pobedy_table = cls(
            active=active,
            combat=combat,
            deck_size=deck_size,
            first_seat=first_seat,
            phase=phase,
            players=players,
            reason=reason,
            red_seat=red_seat,
            turn=turn,
            winners=winners,
        )


        den_pobedy_table.additional_properties = d
        return den_pobedy_table

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
