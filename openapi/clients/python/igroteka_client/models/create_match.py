from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.abandonment import Abandonment
  from ..models.bot_seat import BotSeat
  from ..models.create_match_options import CreateMatchOptions
  from ..models.spectator_delay import SpectatorDelay
  from ..models.time_control import TimeControl





T = TypeVar("T", bound="CreateMatch")



@_attrs_define
class CreateMatch:
    """ 
        Attributes:
            game (str):
            seats (int):
            abandon (Abandonment | None | Unset):
            bot_delay (float | Unset):
            bots (list[BotSeat | int] | Unset): Seats played by server bots: a seat number, or {seat, level}. Each seat once
                (problem bad_bots). A bot seat with no level named plays at level `competent` when the game has a competent bot,
                else `random` (GET /api/v1/games lists each game's `bot_levels`).
            options (CreateMatchOptions | Unset):
            rated (bool | Unset):
            spectator_delay (None | SpectatorDelay | Unset):
            time_control (None | TimeControl | Unset):
     """

    game: str
    seats: int
    abandon: Abandonment | None | Unset = UNSET
    bot_delay: float | Unset = UNSET
    bots: list[BotSeat | int] | Unset = UNSET
    options: CreateMatchOptions | Unset = UNSET
    rated: bool | Unset = UNSET
    spectator_delay: None | SpectatorDelay | Unset = UNSET
    time_control: None | TimeControl | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.abandonment import Abandonment # noqa: PLC0415
        from ..models.bot_seat import BotSeat # noqa: PLC0415
        from ..models.create_match_options import CreateMatchOptions # noqa: PLC0415
        from ..models.spectator_delay import SpectatorDelay # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        game = self.game

        seats = self.seats

        abandon: dict[str, Any] | None | Unset
        if isinstance(self.abandon, Unset):
            abandon = UNSET
        elif isinstance(self.abandon, Abandonment):
            abandon = self.abandon.to_dict()
        else:
            abandon = self.abandon

        bot_delay: float | Unset
        if isinstance(self.bot_delay, Unset):
            bot_delay = UNSET
        else:
            bot_delay = self.bot_delay

        bots: list[dict[str, Any] | int] | Unset = UNSET
        if not isinstance(self.bots, Unset):
            bots = []
            for bots_item_data in self.bots:
                bots_item: dict[str, Any] | int
                if isinstance(bots_item_data, BotSeat):
                    bots_item = bots_item_data.to_dict()
                else:
                    bots_item = bots_item_data
                bots.append(bots_item)



        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rated: bool | Unset
        if isinstance(self.rated, Unset):
            rated = UNSET
        else:
            rated = self.rated

        spectator_delay: dict[str, Any] | None | Unset
        if isinstance(self.spectator_delay, Unset):
            spectator_delay = UNSET
        elif isinstance(self.spectator_delay, SpectatorDelay):
            spectator_delay = self.spectator_delay.to_dict()
        else:
            spectator_delay = self.spectator_delay

        time_control: dict[str, Any] | None | Unset
        if isinstance(self.time_control, Unset):
            time_control = UNSET
        elif isinstance(self.time_control, TimeControl):
            time_control = self.time_control.to_dict()
        else:
            time_control = self.time_control


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "seats": seats,
        })
        if abandon is not UNSET:
            field_dict["abandon"] = abandon
        if bot_delay is not UNSET:
            field_dict["bot_delay"] = bot_delay
        if bots is not UNSET:
            field_dict["bots"] = bots
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated
        if spectator_delay is not UNSET:
            field_dict["spectator_delay"] = spectator_delay
        if time_control is not UNSET:
            field_dict["time_control"] = time_control

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abandonment import Abandonment # noqa: PLC0415
        from ..models.bot_seat import BotSeat # noqa: PLC0415
        from ..models.create_match_options import CreateMatchOptions # noqa: PLC0415
        from ..models.spectator_delay import SpectatorDelay # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        seats = d.pop("seats")

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


        def _parse_bot_delay(data: object) -> float | Unset:
            if isinstance(data, Unset):
                return data
            return cast(float | Unset, data)

        bot_delay = _parse_bot_delay(d.pop("bot_delay", UNSET))


        _bots = d.pop("bots", UNSET)
        bots: list[BotSeat | int] | Unset = UNSET
        if _bots is not UNSET:
            bots = []
            for bots_item_data in _bots:
                def _parse_bots_item(data: object) -> BotSeat | int:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        bots_item_type_1 = BotSeat.from_dict(data)



                        return bots_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(BotSeat | int, data)

                bots_item = _parse_bots_item(bots_item_data)

                bots.append(bots_item)


        _options = d.pop("options", UNSET)
        options: CreateMatchOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = CreateMatchOptions.from_dict(_options)




        def _parse_rated(data: object) -> bool | Unset:
            if isinstance(data, Unset):
                return data
            return cast(bool | Unset, data)

        rated = _parse_rated(d.pop("rated", UNSET))


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


        def _parse_time_control(data: object) -> None | TimeControl | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                time_control_type_0 = TimeControl.from_dict(data)



                return time_control_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TimeControl | Unset, data)

        time_control = _parse_time_control(d.pop("time_control", UNSET))


        create_match = cls(
            game=game,
            seats=seats,
            abandon=abandon,
            bot_delay=bot_delay,
            bots=bots,
            options=options,
            rated=rated,
            spectator_delay=spectator_delay,
            time_control=time_control,
        )


        create_match.additional_properties = d
        return create_match

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
