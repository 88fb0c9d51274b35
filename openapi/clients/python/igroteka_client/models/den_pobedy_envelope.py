from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.den_pobedy_envelope_status import DenPobedyEnvelopeStatus
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.abandonment import Abandonment
  from ..models.clocks import Clocks
  from ..models.den_pobedy_options import DenPobedyOptions
  from ..models.outcome import Outcome
  from ..models.outcome_words import OutcomeWords
  from ..models.seat_info import SeatInfo
  from ..models.spectator_delay import SpectatorDelay
  from ..models.takeback import Takeback





T = TypeVar("T", bound="DenPobedyEnvelope")



@_attrs_define
class DenPobedyEnvelope:
    """ 
        Attributes:
            game (Literal['den_pobedy']):
            id (UUID):
            options (DenPobedyOptions): Match variants.

                    ``deck_building``: each seat builds its deck (or takes the starter) in a first, private phase;
                    off, both seats play their starter decks. ``deck_size``: the agreed size of both decks (8–100).
                    ``red_seat``: the seat commanding the Red Army. ``series_game``/``series_opener``: the index of
                    this game in a series and the seat that opened game 0 (-1: draw lots for the first turn).
                    ``max_redeals``: how many times one player may redeal a starting hand.
            outcome (None | Outcome):
            rules_version (int):
            seats (list[SeatInfo]):
            status (DenPobedyEnvelopeStatus):
            to_act (list[int]):
            version (int):
            abandon (Abandonment | None | Unset):
            clocks (Clocks | None | Unset):
            outcome_words (None | OutcomeWords | Unset):
            rated (bool | Unset):  Default: False.
            spectator_delay (None | SpectatorDelay | Unset):
            takeback (None | Takeback | Unset):
     """

    game: Literal['den_pobedy']
    id: UUID
    options: DenPobedyOptions
    outcome: None | Outcome
    rules_version: int
    seats: list[SeatInfo]
    status: DenPobedyEnvelopeStatus
    to_act: list[int]
    version: int
    abandon: Abandonment | None | Unset = UNSET
    clocks: Clocks | None | Unset = UNSET
    outcome_words: None | OutcomeWords | Unset = UNSET
    rated: bool | Unset = False
    spectator_delay: None | SpectatorDelay | Unset = UNSET
    takeback: None | Takeback | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.abandonment import Abandonment # noqa: PLC0415
        from ..models.clocks import Clocks # noqa: PLC0415
        from ..models.den_pobedy_options import DenPobedyOptions # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.outcome_words import OutcomeWords # noqa: PLC0415
        from ..models.seat_info import SeatInfo # noqa: PLC0415
        from ..models.spectator_delay import SpectatorDelay # noqa: PLC0415
        from ..models.takeback import Takeback # noqa: PLC0415
        game = self.game

        id = str(self.id)

        options = self.options.to_dict()

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        rules_version = self.rules_version

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        status = self.status.value

        to_act = self.to_act



        version = self.version

        abandon: dict[str, Any] | None | Unset
        if isinstance(self.abandon, Unset):
            abandon = UNSET
        elif isinstance(self.abandon, Abandonment):
            abandon = self.abandon.to_dict()
        else:
            abandon = self.abandon

        clocks: dict[str, Any] | None | Unset
        if isinstance(self.clocks, Unset):
            clocks = UNSET
        elif isinstance(self.clocks, Clocks):
            clocks = self.clocks.to_dict()
        else:
            clocks = self.clocks

        outcome_words: dict[str, Any] | None | Unset
        if isinstance(self.outcome_words, Unset):
            outcome_words = UNSET
        elif isinstance(self.outcome_words, OutcomeWords):
            outcome_words = self.outcome_words.to_dict()
        else:
            outcome_words = self.outcome_words

        rated = self.rated

        spectator_delay: dict[str, Any] | None | Unset
        if isinstance(self.spectator_delay, Unset):
            spectator_delay = UNSET
        elif isinstance(self.spectator_delay, SpectatorDelay):
            spectator_delay = self.spectator_delay.to_dict()
        else:
            spectator_delay = self.spectator_delay

        takeback: dict[str, Any] | None | Unset
        if isinstance(self.takeback, Unset):
            takeback = UNSET
        elif isinstance(self.takeback, Takeback):
            takeback = self.takeback.to_dict()
        else:
            takeback = self.takeback


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "id": id,
            "options": options,
            "outcome": outcome,
            "rules_version": rules_version,
            "seats": seats,
            "status": status,
            "to_act": to_act,
            "version": version,
        })
        if abandon is not UNSET:
            field_dict["abandon"] = abandon
        if clocks is not UNSET:
            field_dict["clocks"] = clocks
        if outcome_words is not UNSET:
            field_dict["outcome_words"] = outcome_words
        if rated is not UNSET:
            field_dict["rated"] = rated
        if spectator_delay is not UNSET:
            field_dict["spectator_delay"] = spectator_delay
        if takeback is not UNSET:
            field_dict["takeback"] = takeback

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abandonment import Abandonment # noqa: PLC0415
        from ..models.clocks import Clocks # noqa: PLC0415
        from ..models.den_pobedy_options import DenPobedyOptions # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.outcome_words import OutcomeWords # noqa: PLC0415
        from ..models.seat_info import SeatInfo # noqa: PLC0415
        from ..models.spectator_delay import SpectatorDelay # noqa: PLC0415
        from ..models.takeback import Takeback # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['den_pobedy'] , d.pop("game"))
        if game != 'den_pobedy':
            raise ValueError(f"game must match const 'den_pobedy', got '{game}'")

        id = UUID(d.pop("id"))




        options = DenPobedyOptions.from_dict(d.pop("options"))




        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))


        rules_version = d.pop("rules_version")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatInfo.from_dict(seats_item_data)



            seats.append(seats_item)


        status = DenPobedyEnvelopeStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        version = d.pop("version")

        def _parse_abandon(data: object) -> Abandonment | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                abandon_type_0 = Abandonment.from_dict(data)



                return abandon_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Abandonment | None | Unset, data)

        abandon = _parse_abandon(d.pop("abandon", UNSET))


        def _parse_clocks(data: object) -> Clocks | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clocks_type_0 = Clocks.from_dict(data)



                return clocks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clocks | None | Unset, data)

        clocks = _parse_clocks(d.pop("clocks", UNSET))


        def _parse_outcome_words(data: object) -> None | OutcomeWords | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_words_type_0 = OutcomeWords.from_dict(data)



                return outcome_words_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OutcomeWords | Unset, data)

        outcome_words = _parse_outcome_words(d.pop("outcome_words", UNSET))


        rated = d.pop("rated", UNSET)

        def _parse_spectator_delay(data: object) -> None | SpectatorDelay | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                spectator_delay_type_0 = SpectatorDelay.from_dict(data)



                return spectator_delay_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SpectatorDelay | Unset, data)

        spectator_delay = _parse_spectator_delay(d.pop("spectator_delay", UNSET))


        def _parse_takeback(data: object) -> None | Takeback | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                takeback_type_0 = Takeback.from_dict(data)



                return takeback_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Takeback | Unset, data)

        takeback = _parse_takeback(d.pop("takeback", UNSET))


        den_pobedy_envelope = cls(
            game=game,
            id=id,
            options=options,
            outcome=outcome,
            rules_version=rules_version,
            seats=seats,
            status=status,
            to_act=to_act,
            version=version,
            abandon=abandon,
            clocks=clocks,
            outcome_words=outcome_words,
            rated=rated,
            spectator_delay=spectator_delay,
            takeback=takeback,
        )


        den_pobedy_envelope.additional_properties = d
        return den_pobedy_envelope

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
