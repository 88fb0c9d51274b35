from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.abandonment import Abandonment
  from ..models.outcome import Outcome
  from ..models.pobeda_card_drawn import PobedaCardDrawn
  from ..models.pobeda_card_played import PobedaCardPlayed
  from ..models.pobeda_chip_placed import PobedaChipPlaced
  from ..models.pobeda_chip_removed import PobedaChipRemoved
  from ..models.pobeda_dead_card_discarded import PobedaDeadCardDiscarded
  from ..models.pobeda_deck_shuffled import PobedaDeckShuffled
  from ..models.pobeda_discard_dead_card import PobedaDiscardDeadCard
  from ..models.pobeda_game_over import PobedaGameOver
  from ..models.pobeda_game_started import PobedaGameStarted
  from ..models.pobeda_hand_dealt import PobedaHandDealt
  from ..models.pobeda_line_finished import PobedaLineFinished
  from ..models.pobeda_play_event import PobedaPlayEvent
  from ..models.pobeda_play_minus_one import PobedaPlayMinusOne
  from ..models.pobeda_play_plus_one import PobedaPlayPlusOne
  from ..models.pobeda_play_replace import PobedaPlayReplace
  from ..models.pobeda_record_event_control_type_0 import PobedaRecordEventControlType0
  from ..models.pobeda_turn_passed import PobedaTurnPassed
  from ..models.spectator_delay import SpectatorDelay





T = TypeVar("T", bound="PobedaRecordEvent")



@_attrs_define
class PobedaRecordEvent:
    """ 
        Attributes:
            at (datetime.datetime):
            kind (str):
            version (int):
            consenters (list[int] | None | Unset):
            control (None | PobedaRecordEventControlType0 | Unset):
            delay (None | SpectatorDelay | Unset):
            facts (list[PobedaCardDrawn | PobedaCardPlayed | PobedaChipPlaced | PobedaChipRemoved | PobedaDeadCardDiscarded
                | PobedaDeckShuffled | PobedaGameOver | PobedaGameStarted | PobedaHandDealt | PobedaLineFinished |
                PobedaTurnPassed] | Unset):
            level (None | str | Unset):
            lost (bool | None | Unset):
            move (None | PobedaDiscardDeadCard | PobedaPlayEvent | PobedaPlayMinusOne | PobedaPlayPlusOne |
                PobedaPlayReplace | Unset):
            move_id (None | str | Unset):
            name (None | str | Unset):
            outcome (None | Outcome | Unset):
            policy (Abandonment | None | Unset):
            prev (str | Unset):  Default: ''.
            seat (int | None | Unset):
            takeback (int | None | Unset):
     """

    at: datetime.datetime
    kind: str
    version: int
    consenters: list[int] | None | Unset = UNSET
    control: None | PobedaRecordEventControlType0 | Unset = UNSET
    delay: None | SpectatorDelay | Unset = UNSET
    facts: list[PobedaCardDrawn | PobedaCardPlayed | PobedaChipPlaced | PobedaChipRemoved | PobedaDeadCardDiscarded | PobedaDeckShuffled | PobedaGameOver | PobedaGameStarted | PobedaHandDealt | PobedaLineFinished | PobedaTurnPassed] | Unset = UNSET
    level: None | str | Unset = UNSET
    lost: bool | None | Unset = UNSET
    move: None | PobedaDiscardDeadCard | PobedaPlayEvent | PobedaPlayMinusOne | PobedaPlayPlusOne | PobedaPlayReplace | Unset = UNSET
    move_id: None | str | Unset = UNSET
    name: None | str | Unset = UNSET
    outcome: None | Outcome | Unset = UNSET
    policy: Abandonment | None | Unset = UNSET
    prev: str | Unset = ''
    seat: int | None | Unset = UNSET
    takeback: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.abandonment import Abandonment # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.pobeda_card_drawn import PobedaCardDrawn # noqa: PLC0415
        from ..models.pobeda_card_played import PobedaCardPlayed # noqa: PLC0415
        from ..models.pobeda_chip_placed import PobedaChipPlaced # noqa: PLC0415
        from ..models.pobeda_chip_removed import PobedaChipRemoved # noqa: PLC0415
        from ..models.pobeda_dead_card_discarded import PobedaDeadCardDiscarded # noqa: PLC0415
        from ..models.pobeda_deck_shuffled import PobedaDeckShuffled # noqa: PLC0415
        from ..models.pobeda_discard_dead_card import PobedaDiscardDeadCard # noqa: PLC0415
        from ..models.pobeda_game_over import PobedaGameOver # noqa: PLC0415
        from ..models.pobeda_game_started import PobedaGameStarted # noqa: PLC0415
        from ..models.pobeda_hand_dealt import PobedaHandDealt # noqa: PLC0415
        from ..models.pobeda_line_finished import PobedaLineFinished # noqa: PLC0415
        from ..models.pobeda_play_event import PobedaPlayEvent # noqa: PLC0415
        from ..models.pobeda_play_minus_one import PobedaPlayMinusOne # noqa: PLC0415
        from ..models.pobeda_play_plus_one import PobedaPlayPlusOne # noqa: PLC0415
        from ..models.pobeda_play_replace import PobedaPlayReplace # noqa: PLC0415
        from ..models.pobeda_record_event_control_type_0 import PobedaRecordEventControlType0 # noqa: PLC0415
        from ..models.pobeda_turn_passed import PobedaTurnPassed # noqa: PLC0415
        from ..models.spectator_delay import SpectatorDelay # noqa: PLC0415
        at = self.at.isoformat()

        kind = self.kind

        version = self.version

        consenters: list[int] | None | Unset
        if isinstance(self.consenters, Unset):
            consenters = UNSET
        elif isinstance(self.consenters, list):
            consenters = self.consenters


        else:
            consenters = self.consenters

        control: dict[str, Any] | None | Unset
        if isinstance(self.control, Unset):
            control = UNSET
        elif isinstance(self.control, PobedaRecordEventControlType0):
            control = self.control.to_dict()
        else:
            control = self.control

        delay: dict[str, Any] | None | Unset
        if isinstance(self.delay, Unset):
            delay = UNSET
        elif isinstance(self.delay, SpectatorDelay):
            delay = self.delay.to_dict()
        else:
            delay = self.delay

        facts: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.facts, Unset):
            facts = []
            for facts_item_data in self.facts:
                facts_item: dict[str, Any]
                if isinstance(facts_item_data, PobedaGameStarted):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PobedaDeckShuffled):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PobedaHandDealt):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PobedaCardPlayed):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PobedaDeadCardDiscarded):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PobedaChipPlaced):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PobedaChipRemoved):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PobedaLineFinished):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PobedaCardDrawn):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PobedaTurnPassed):
                    facts_item = facts_item_data.to_dict()
                else:
                    facts_item = facts_item_data.to_dict()

                facts.append(facts_item)



        level: None | str | Unset
        if isinstance(self.level, Unset):
            level = UNSET
        else:
            level = self.level

        lost: bool | None | Unset
        if isinstance(self.lost, Unset):
            lost = UNSET
        else:
            lost = self.lost

        move: dict[str, Any] | None | Unset
        if isinstance(self.move, Unset):
            move = UNSET
        elif isinstance(self.move, PobedaPlayEvent):
            move = self.move.to_dict()
        elif isinstance(self.move, PobedaPlayPlusOne):
            move = self.move.to_dict()
        elif isinstance(self.move, PobedaPlayMinusOne):
            move = self.move.to_dict()
        elif isinstance(self.move, PobedaPlayReplace):
            move = self.move.to_dict()
        elif isinstance(self.move, PobedaDiscardDeadCard):
            move = self.move.to_dict()
        else:
            move = self.move

        move_id: None | str | Unset
        if isinstance(self.move_id, Unset):
            move_id = UNSET
        else:
            move_id = self.move_id

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        outcome: dict[str, Any] | None | Unset
        if isinstance(self.outcome, Unset):
            outcome = UNSET
        elif isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        policy: dict[str, Any] | None | Unset
        if isinstance(self.policy, Unset):
            policy = UNSET
        elif isinstance(self.policy, Abandonment):
            policy = self.policy.to_dict()
        else:
            policy = self.policy

        prev = self.prev

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        takeback: int | None | Unset
        if isinstance(self.takeback, Unset):
            takeback = UNSET
        else:
            takeback = self.takeback


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "at": at,
            "kind": kind,
            "version": version,
        })
        if consenters is not UNSET:
            field_dict["consenters"] = consenters
        if control is not UNSET:
            field_dict["control"] = control
        if delay is not UNSET:
            field_dict["delay"] = delay
        if facts is not UNSET:
            field_dict["facts"] = facts
        if level is not UNSET:
            field_dict["level"] = level
        if lost is not UNSET:
            field_dict["lost"] = lost
        if move is not UNSET:
            field_dict["move"] = move
        if move_id is not UNSET:
            field_dict["move_id"] = move_id
        if name is not UNSET:
            field_dict["name"] = name
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if policy is not UNSET:
            field_dict["policy"] = policy
        if prev is not UNSET:
            field_dict["prev"] = prev
        if seat is not UNSET:
            field_dict["seat"] = seat
        if takeback is not UNSET:
            field_dict["takeback"] = takeback

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abandonment import Abandonment # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.pobeda_card_drawn import PobedaCardDrawn # noqa: PLC0415
        from ..models.pobeda_card_played import PobedaCardPlayed # noqa: PLC0415
        from ..models.pobeda_chip_placed import PobedaChipPlaced # noqa: PLC0415
        from ..models.pobeda_chip_removed import PobedaChipRemoved # noqa: PLC0415
        from ..models.pobeda_dead_card_discarded import PobedaDeadCardDiscarded # noqa: PLC0415
        from ..models.pobeda_deck_shuffled import PobedaDeckShuffled # noqa: PLC0415
        from ..models.pobeda_discard_dead_card import PobedaDiscardDeadCard # noqa: PLC0415
        from ..models.pobeda_game_over import PobedaGameOver # noqa: PLC0415
        from ..models.pobeda_game_started import PobedaGameStarted # noqa: PLC0415
        from ..models.pobeda_hand_dealt import PobedaHandDealt # noqa: PLC0415
        from ..models.pobeda_line_finished import PobedaLineFinished # noqa: PLC0415
        from ..models.pobeda_play_event import PobedaPlayEvent # noqa: PLC0415
        from ..models.pobeda_play_minus_one import PobedaPlayMinusOne # noqa: PLC0415
        from ..models.pobeda_play_plus_one import PobedaPlayPlusOne # noqa: PLC0415
        from ..models.pobeda_play_replace import PobedaPlayReplace # noqa: PLC0415
        from ..models.pobeda_record_event_control_type_0 import PobedaRecordEventControlType0 # noqa: PLC0415
        from ..models.pobeda_turn_passed import PobedaTurnPassed # noqa: PLC0415
        from ..models.spectator_delay import SpectatorDelay # noqa: PLC0415
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))




        kind = d.pop("kind")

        version = d.pop("version")

        def _parse_consenters(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                consenters_type_0 = cast(list[int], data)

                return consenters_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        consenters = _parse_consenters(d.pop("consenters", UNSET))


        def _parse_control(data: object) -> None | PobedaRecordEventControlType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                control_type_0 = PobedaRecordEventControlType0.from_dict(data)



                return control_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PobedaRecordEventControlType0 | Unset, data)

        control = _parse_control(d.pop("control", UNSET))


        def _parse_delay(data: object) -> None | SpectatorDelay | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                delay_type_0 = SpectatorDelay.from_dict(data)



                return delay_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SpectatorDelay | Unset, data)

        delay = _parse_delay(d.pop("delay", UNSET))


        _facts = d.pop("facts", UNSET)
        facts: list[PobedaCardDrawn | PobedaCardPlayed | PobedaChipPlaced | PobedaChipRemoved | PobedaDeadCardDiscarded | PobedaDeckShuffled | PobedaGameOver | PobedaGameStarted | PobedaHandDealt | PobedaLineFinished | PobedaTurnPassed] | Unset = UNSET
        if _facts is not UNSET:
            facts = []
            for facts_item_data in _facts:
                def _parse_facts_item(data: object) -> PobedaCardDrawn | PobedaCardPlayed | PobedaChipPlaced | PobedaChipRemoved | PobedaDeadCardDiscarded | PobedaDeckShuffled | PobedaGameOver | PobedaGameStarted | PobedaHandDealt | PobedaLineFinished | PobedaTurnPassed:
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

                facts_item = _parse_facts_item(facts_item_data)

                facts.append(facts_item)


        def _parse_level(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        level = _parse_level(d.pop("level", UNSET))


        def _parse_lost(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        lost = _parse_lost(d.pop("lost", UNSET))


        def _parse_move(data: object) -> None | PobedaDiscardDeadCard | PobedaPlayEvent | PobedaPlayMinusOne | PobedaPlayPlusOne | PobedaPlayReplace | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pobeda_move_type_0 = PobedaPlayEvent.from_dict(data)



                return componentsschemas_pobeda_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pobeda_move_type_1 = PobedaPlayPlusOne.from_dict(data)



                return componentsschemas_pobeda_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pobeda_move_type_2 = PobedaPlayMinusOne.from_dict(data)



                return componentsschemas_pobeda_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pobeda_move_type_3 = PobedaPlayReplace.from_dict(data)



                return componentsschemas_pobeda_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pobeda_move_type_4 = PobedaDiscardDeadCard.from_dict(data)



                return componentsschemas_pobeda_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PobedaDiscardDeadCard | PobedaPlayEvent | PobedaPlayMinusOne | PobedaPlayPlusOne | PobedaPlayReplace | Unset, data)

        move = _parse_move(d.pop("move", UNSET))


        def _parse_move_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        move_id = _parse_move_id(d.pop("move_id", UNSET))


        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_outcome(data: object) -> None | Outcome | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome | Unset, data)

        outcome = _parse_outcome(d.pop("outcome", UNSET))


        def _parse_policy(data: object) -> Abandonment | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                policy_type_0 = Abandonment.from_dict(data)



                return policy_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Abandonment | None | Unset, data)

        policy = _parse_policy(d.pop("policy", UNSET))


        prev = d.pop("prev", UNSET)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        def _parse_takeback(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        takeback = _parse_takeback(d.pop("takeback", UNSET))


        pobeda_record_event = cls(
            at=at,
            kind=kind,
            version=version,
            consenters=consenters,
            control=control,
            delay=delay,
            facts=facts,
            level=level,
            lost=lost,
            move=move,
            move_id=move_id,
            name=name,
            outcome=outcome,
            policy=policy,
            prev=prev,
            seat=seat,
            takeback=takeback,
        )


        pobeda_record_event.additional_properties = d
        return pobeda_record_event

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
