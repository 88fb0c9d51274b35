from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.pyatiletka_pending import PyatiletkaPending
  from ..models.pyatiletka_player_view import PyatiletkaPlayerView
  from ..models.pyatiletka_result import PyatiletkaResult





T = TypeVar("T", bound="PyatiletkaTable")



@_attrs_define
class PyatiletkaTable:
    """ 
        Attributes:
            actions_left (int):
            chairman (int):
            character_deck_size (int):
            character_discard (list[str]):
            counter (int):
            hr_row (list[str]):
            pending (None | PyatiletkaPending):
            phase (str):
            plan_deck_size (int):
            plan_discard (list[str]):
            plan_orders (list[str]):
            plan_row (list[str]):
            plans_ran_out (bool):
            players (list[PyatiletkaPlayerView]):
            removed_plans (list[str]):
            result (None | PyatiletkaResult):
            round_ (int):
            rounds (int):
            seats (int):
            simplified (bool):
            supply (int):
            turn_seat (int):
            character_deck (list[str] | None | Unset):
            plan_deck (list[str] | None | Unset):
     """

    actions_left: int
    chairman: int
    character_deck_size: int
    character_discard: list[str]
    counter: int
    hr_row: list[str]
    pending: None | PyatiletkaPending
    phase: str
    plan_deck_size: int
    plan_discard: list[str]
    plan_orders: list[str]
    plan_row: list[str]
    plans_ran_out: bool
    players: list[PyatiletkaPlayerView]
    removed_plans: list[str]
    result: None | PyatiletkaResult
    round_: int
    rounds: int
    seats: int
    simplified: bool
    supply: int
    turn_seat: int
    character_deck: list[str] | None | Unset = UNSET
    plan_deck: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pyatiletka_pending import PyatiletkaPending # noqa: PLC0415
        from ..models.pyatiletka_player_view import PyatiletkaPlayerView # noqa: PLC0415
        from ..models.pyatiletka_result import PyatiletkaResult # noqa: PLC0415
        actions_left = self.actions_left

        chairman = self.chairman

        character_deck_size = self.character_deck_size

        character_discard = self.character_discard



        counter = self.counter

        hr_row = self.hr_row



        pending: dict[str, Any] | None
        if isinstance(self.pending, PyatiletkaPending):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        phase = self.phase

        plan_deck_size = self.plan_deck_size

        plan_discard = self.plan_discard



        plan_orders = self.plan_orders



        plan_row = self.plan_row



        plans_ran_out = self.plans_ran_out

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        removed_plans = self.removed_plans



        result: dict[str, Any] | None
        if isinstance(self.result, PyatiletkaResult):
            result = self.result.to_dict()
        else:
            result = self.result

        round_ = self.round_

        rounds = self.rounds

        seats = self.seats

        simplified = self.simplified

        supply = self.supply

        turn_seat = self.turn_seat

        character_deck: list[str] | None | Unset
        if isinstance(self.character_deck, Unset):
            character_deck = UNSET
        elif isinstance(self.character_deck, list):
            character_deck = self.character_deck


        else:
            character_deck = self.character_deck

        plan_deck: list[str] | None | Unset
        if isinstance(self.plan_deck, Unset):
            plan_deck = UNSET
        elif isinstance(self.plan_deck, list):
            plan_deck = self.plan_deck


        else:
            plan_deck = self.plan_deck


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actions_left": actions_left,
            "chairman": chairman,
            "character_deck_size": character_deck_size,
            "character_discard": character_discard,
            "counter": counter,
            "hr_row": hr_row,
            "pending": pending,
            "phase": phase,
            "plan_deck_size": plan_deck_size,
            "plan_discard": plan_discard,
            "plan_orders": plan_orders,
            "plan_row": plan_row,
            "plans_ran_out": plans_ran_out,
            "players": players,
            "removed_plans": removed_plans,
            "result": result,
            "round": round_,
            "rounds": rounds,
            "seats": seats,
            "simplified": simplified,
            "supply": supply,
            "turn_seat": turn_seat,
        })
        if character_deck is not UNSET:
            field_dict["character_deck"] = character_deck
        if plan_deck is not UNSET:
            field_dict["plan_deck"] = plan_deck

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pyatiletka_pending import PyatiletkaPending # noqa: PLC0415
        from ..models.pyatiletka_player_view import PyatiletkaPlayerView # noqa: PLC0415
        from ..models.pyatiletka_result import PyatiletkaResult # noqa: PLC0415
        d = dict(src_dict)
        actions_left = d.pop("actions_left")

        chairman = d.pop("chairman")

        character_deck_size = d.pop("character_deck_size")

        character_discard = cast(list[str], d.pop("character_discard"))


        counter = d.pop("counter")

        hr_row = cast(list[str], d.pop("hr_row"))


        def _parse_pending(data: object) -> None | PyatiletkaPending:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = PyatiletkaPending.from_dict(data)



                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PyatiletkaPending, data)

        pending = _parse_pending(d.pop("pending"))


        phase = d.pop("phase")

        plan_deck_size = d.pop("plan_deck_size")

        plan_discard = cast(list[str], d.pop("plan_discard"))


        plan_orders = cast(list[str], d.pop("plan_orders"))


        plan_row = cast(list[str], d.pop("plan_row"))


        plans_ran_out = d.pop("plans_ran_out")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = PyatiletkaPlayerView.from_dict(players_item_data)



            players.append(players_item)


        removed_plans = cast(list[str], d.pop("removed_plans"))


        def _parse_result(data: object) -> None | PyatiletkaResult:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = PyatiletkaResult.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PyatiletkaResult, data)

        result = _parse_result(d.pop("result"))


        round_ = d.pop("round")

        rounds = d.pop("rounds")

        seats = d.pop("seats")

        simplified = d.pop("simplified")

        supply = d.pop("supply")

        turn_seat = d.pop("turn_seat")

        def _parse_character_deck(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                character_deck_type_0 = cast(list[str], data)

                return character_deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        character_deck = _parse_character_deck(d.pop("character_deck", UNSET))


        def _parse_plan_deck(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                plan_deck_type_0 = cast(list[str], data)

                return plan_deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        plan_deck = _parse_plan_deck(d.pop("plan_deck", UNSET))


        pyatiletka_table = cls(
            actions_left=actions_left,
            chairman=chairman,
            character_deck_size=character_deck_size,
            character_discard=character_discard,
            counter=counter,
            hr_row=hr_row,
            pending=pending,
            phase=phase,
            plan_deck_size=plan_deck_size,
            plan_discard=plan_discard,
            plan_orders=plan_orders,
            plan_row=plan_row,
            plans_ran_out=plans_ran_out,
            players=players,
            removed_plans=removed_plans,
            result=result,
            round_=round_,
            rounds=rounds,
            seats=seats,
            simplified=simplified,
            supply=supply,
            turn_seat=turn_seat,
            character_deck=character_deck,
            plan_deck=plan_deck,
        )


        pyatiletka_table.additional_properties = d
        return pyatiletka_table

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
