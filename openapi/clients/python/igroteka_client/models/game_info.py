from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_info_bot_levels_item import GameInfoBotLevelsItem
from typing import cast

if TYPE_CHECKING:
  from ..models.game_info_fact_schema import GameInfoFactSchema
  from ..models.game_info_move_schema import GameInfoMoveSchema
  from ..models.game_info_options_schema import GameInfoOptionsSchema





T = TypeVar("T", bound="GameInfo")



@_attrs_define
class GameInfo:
    """ 
        Attributes:
            bot_levels (list[GameInfoBotLevelsItem]):
            fact_schema (GameInfoFactSchema):
            id (str):
            max_players (int):
            min_players (int):
            move_schema (GameInfoMoveSchema):
            options_schema (GameInfoOptionsSchema):
            rules_version (int):
            title (str):
            title_en (str):
     """

    bot_levels: list[GameInfoBotLevelsItem]
    fact_schema: GameInfoFactSchema
    id: str
    max_players: int
    min_players: int
    move_schema: GameInfoMoveSchema
    options_schema: GameInfoOptionsSchema
    rules_version: int
    title: str
    title_en: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_info_fact_schema import GameInfoFactSchema # noqa: PLC0415
        from ..models.game_info_move_schema import GameInfoMoveSchema # noqa: PLC0415
        from ..models.game_info_options_schema import GameInfoOptionsSchema # noqa: PLC0415
        bot_levels = []
        for bot_levels_item_data in self.bot_levels:
            bot_levels_item = bot_levels_item_data.value
            bot_levels.append(bot_levels_item)



        fact_schema = self.fact_schema.to_dict()

        id = self.id

        max_players = self.max_players

        min_players = self.min_players

        move_schema = self.move_schema.to_dict()

        options_schema = self.options_schema.to_dict()

        rules_version = self.rules_version

        title = self.title

        title_en = self.title_en


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bot_levels": bot_levels,
            "fact_schema": fact_schema,
            "id": id,
            "max_players": max_players,
            "min_players": min_players,
            "move_schema": move_schema,
            "options_schema": options_schema,
            "rules_version": rules_version,
            "title": title,
            "title_en": title_en,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_info_fact_schema import GameInfoFactSchema # noqa: PLC0415
        from ..models.game_info_move_schema import GameInfoMoveSchema # noqa: PLC0415
        from ..models.game_info_options_schema import GameInfoOptionsSchema # noqa: PLC0415
        d = dict(src_dict)
        bot_levels = []
        _bot_levels = d.pop("bot_levels")
        for bot_levels_item_data in (_bot_levels):
            bot_levels_item = GameInfoBotLevelsItem(bot_levels_item_data)



            bot_levels.append(bot_levels_item)


        fact_schema = GameInfoFactSchema.from_dict(d.pop("fact_schema"))




        id = d.pop("id")

        max_players = d.pop("max_players")

        min_players = d.pop("min_players")

        move_schema = GameInfoMoveSchema.from_dict(d.pop("move_schema"))




        options_schema = GameInfoOptionsSchema.from_dict(d.pop("options_schema"))




        rules_version = d.pop("rules_version")

        title = d.pop("title")

        title_en = d.pop("title_en")

        game_info = cls(
            bot_levels=bot_levels,
            fact_schema=fact_schema,
            id=id,
            max_players=max_players,
            min_players=min_players,
            move_schema=move_schema,
            options_schema=options_schema,
            rules_version=rules_version,
            title=title,
            title_en=title_en,
        )


        game_info.additional_properties = d
        return game_info

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
