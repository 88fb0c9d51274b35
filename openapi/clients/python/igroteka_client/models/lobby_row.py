from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.lobby_row_bot_levels_item import LobbyRowBotLevelsItem
from ..models.lobby_row_status import LobbyRowStatus
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.abandonment import Abandonment
  from ..models.lobby_row_options import LobbyRowOptions
  from ..models.spectator_delay import SpectatorDelay
  from ..models.time_control import TimeControl





T = TypeVar("T", bound="LobbyRow")



@_attrs_define
class LobbyRow:
    """ 
        Attributes:
            created_at (datetime.datetime):
            free_seats (list[int]):
            game (str):
            id (UUID):
            names (list[None | str]):
            options (LobbyRowOptions):
            seats (int):
            status (LobbyRowStatus):
            version (int):
            abandon (Abandonment | None | Unset):
            abandoned (list[int] | Unset):
            autoplay (list[int] | Unset):
            bot_levels (list[LobbyRowBotLevelsItem] | Unset):
            bots (list[int] | Unset):
            connected (list[int] | Unset):
            rated (bool | Unset):  Default: False.
            resigned (list[int] | Unset):
            spectator_delay (None | SpectatorDelay | Unset):
            time_control (None | TimeControl | Unset):
            timed_out (list[int] | Unset):
            winners (list[int] | None | Unset):
     """

    created_at: datetime.datetime
    free_seats: list[int]
    game: str
    id: UUID
    names: list[None | str]
    options: LobbyRowOptions
    seats: int
    status: LobbyRowStatus
    version: int
    abandon: Abandonment | None | Unset = UNSET
    abandoned: list[int] | Unset = UNSET
    autoplay: list[int] | Unset = UNSET
    bot_levels: list[LobbyRowBotLevelsItem] | Unset = UNSET
    bots: list[int] | Unset = UNSET
    connected: list[int] | Unset = UNSET
    rated: bool | Unset = False
    resigned: list[int] | Unset = UNSET
    spectator_delay: None | SpectatorDelay | Unset = UNSET
    time_control: None | TimeControl | Unset = UNSET
    timed_out: list[int] | Unset = UNSET
    winners: list[int] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.abandonment import Abandonment # noqa: PLC0415
        from ..models.lobby_row_options import LobbyRowOptions # noqa: PLC0415
        from ..models.spectator_delay import SpectatorDelay # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        created_at = self.created_at.isoformat()

        free_seats = self.free_seats



        game = self.game

        id = str(self.id)

        names = []
        for names_item_data in self.names:
            names_item: None | str
            names_item = names_item_data
            names.append(names_item)



        options = self.options.to_dict()

        seats = self.seats

        status = self.status.value

        version = self.version

        abandon: dict[str, Any] | None | Unset
        if isinstance(self.abandon, Unset):
            abandon = UNSET
        elif isinstance(self.abandon, Abandonment):
            abandon = self.abandon.to_dict()
        else:
            abandon = self.abandon

        abandoned: list[int] | Unset = UNSET
        if not isinstance(self.abandoned, Unset):
            abandoned = self.abandoned



        autoplay: list[int] | Unset = UNSET
        if not isinstance(self.autoplay, Unset):
            autoplay = self.autoplay



        bot_levels: list[str] | Unset = UNSET
        if not isinstance(self.bot_levels, Unset):
            bot_levels = []
            for bot_levels_item_data in self.bot_levels:
                bot_levels_item = bot_levels_item_data.value
                bot_levels.append(bot_levels_item)



        bots: list[int] | Unset = UNSET
        if not isinstance(self.bots, Unset):
            bots = self.bots



        connected: list[int] | Unset = UNSET
        if not isinstance(self.connected, Unset):
            connected = self.connected



        rated = self.rated

        resigned: list[int] | Unset = UNSET
        if not isinstance(self.resigned, Unset):
            resigned = self.resigned



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

        timed_out: list[int] | Unset = UNSET
        if not isinstance(self.timed_out, Unset):
            timed_out = self.timed_out



        winners: list[int] | None | Unset
        if isinstance(self.winners, Unset):
            winners = UNSET
        elif isinstance(self.winners, list):
            winners = self.winners


        else:
            winners = self.winners


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "free_seats": free_seats,
            "game": game,
            "id": id,
            "names": names,
            "options": options,
            "seats": seats,
            "status": status,
            "version": version,
        })
        if abandon is not UNSET:
            field_dict["abandon"] = abandon
        if abandoned is not UNSET:
            field_dict["abandoned"] = abandoned
        if autoplay is not UNSET:
            field_dict["autoplay"] = autoplay
        if bot_levels is not UNSET:
            field_dict["bot_levels"] = bot_levels
        if bots is not UNSET:
            field_dict["bots"] = bots
        if connected is not UNSET:
            field_dict["connected"] = connected
        if rated is not UNSET:
            field_dict["rated"] = rated
        if resigned is not UNSET:
            field_dict["resigned"] = resigned
        if spectator_delay is not UNSET:
            field_dict["spectator_delay"] = spectator_delay
        if time_control is not UNSET:
            field_dict["time_control"] = time_control
        if timed_out is not UNSET:
            field_dict["timed_out"] = timed_out
        if winners is not UNSET:
            field_dict["winners"] = winners

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abandonment import Abandonment # noqa: PLC0415
        from ..models.lobby_row_options import LobbyRowOptions # noqa: PLC0415
        from ..models.spectator_delay import SpectatorDelay # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        free_seats = cast(list[int], d.pop("free_seats"))


        game = d.pop("game")

        id = UUID(d.pop("id"))




        names = []
        _names = d.pop("names")
        for names_item_data in (_names):
            def _parse_names_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            names_item = _parse_names_item(names_item_data)

            names.append(names_item)


        options = LobbyRowOptions.from_dict(d.pop("options"))




        seats = d.pop("seats")

        status = LobbyRowStatus(d.pop("status"))




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


        abandoned = cast(list[int], d.pop("abandoned", UNSET))


        autoplay = cast(list[int], d.pop("autoplay", UNSET))


        _bot_levels = d.pop("bot_levels", UNSET)
        bot_levels: list[LobbyRowBotLevelsItem] | Unset = UNSET
        if _bot_levels is not UNSET:
            bot_levels = []
            for bot_levels_item_data in _bot_levels:
                bot_levels_item = LobbyRowBotLevelsItem(bot_levels_item_data)



                bot_levels.append(bot_levels_item)


        bots = cast(list[int], d.pop("bots", UNSET))


        connected = cast(list[int], d.pop("connected", UNSET))


        rated = d.pop("rated", UNSET)

        resigned = cast(list[int], d.pop("resigned", UNSET))


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


        timed_out = cast(list[int], d.pop("timed_out", UNSET))


        def _parse_winners(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                winners_type_0 = cast(list[int], data)

                return winners_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        winners = _parse_winners(d.pop("winners", UNSET))


        lobby_row = cls(
            created_at=created_at,
            free_seats=free_seats,
            game=game,
            id=id,
            names=names,
            options=options,
            seats=seats,
            status=status,
            version=version,
            abandon=abandon,
            abandoned=abandoned,
            autoplay=autoplay,
            bot_levels=bot_levels,
            bots=bots,
            connected=connected,
            rated=rated,
            resigned=resigned,
            spectator_delay=spectator_delay,
            time_control=time_control,
            timed_out=timed_out,
            winners=winners,
        )


        lobby_row.additional_properties = d
        return lobby_row

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
