from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.den_pobedy_scoring import DenPobedyScoring
  from ..models.ecologic_scoring import EcologicScoring
  from ..models.pobeda_scoring import PobedaScoring
  from ..models.pyatiletka_scoring import PyatiletkaScoring
  from ..models.zavody_scoring import ZavodyScoring





T = TypeVar("T", bound="Outcome")



@_attrs_define
class Outcome:
    """ 
        Attributes:
            scores (list[int]):
            winners (list[int]):
            reason (str | Unset):  Default: ''.
            scoring (DenPobedyScoring | EcologicScoring | None | PobedaScoring | PyatiletkaScoring | Unset | ZavodyScoring):
            tiebreaks (list[list[int]] | Unset):
     """

    scores: list[int]
    winners: list[int]
    reason: str | Unset = ''
    scoring: DenPobedyScoring | EcologicScoring | None | PobedaScoring | PyatiletkaScoring | Unset | ZavodyScoring = UNSET
    tiebreaks: list[list[int]] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.den_pobedy_scoring import DenPobedyScoring # noqa: PLC0415
        from ..models.ecologic_scoring import EcologicScoring # noqa: PLC0415
        from ..models.pobeda_scoring import PobedaScoring # noqa: PLC0415
        from ..models.pyatiletka_scoring import PyatiletkaScoring # noqa: PLC0415
        from ..models.zavody_scoring import ZavodyScoring # noqa: PLC0415
        scores = self.scores



        winners = self.winners



        reason = self.reason

        scoring: dict[str, Any] | None | Unset
        if isinstance(self.scoring, Unset):
            scoring = UNSET
        elif isinstance(self.scoring, PobedaScoring):
            scoring = self.scoring.to_dict()
        elif isinstance(self.scoring, PyatiletkaScoring):
            scoring = self.scoring.to_dict()
        elif isinstance(self.scoring, ZavodyScoring):
            scoring = self.scoring.to_dict()
        elif isinstance(self.scoring, DenPobedyScoring):
            scoring = self.scoring.to_dict()
        elif isinstance(self.scoring, EcologicScoring):
            scoring = self.scoring.to_dict()
        else:
            scoring = self.scoring

        tiebreaks: list[list[int]] | Unset = UNSET
        if not isinstance(self.tiebreaks, Unset):
            tiebreaks = []
            for tiebreaks_item_data in self.tiebreaks:
                tiebreaks_item = tiebreaks_item_data


                tiebreaks.append(tiebreaks_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "scores": scores,
            "winners": winners,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if tiebreaks is not UNSET:
            field_dict["tiebreaks"] = tiebreaks

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.den_pobedy_scoring import DenPobedyScoring # noqa: PLC0415
        from ..models.ecologic_scoring import EcologicScoring # noqa: PLC0415
        from ..models.pobeda_scoring import PobedaScoring # noqa: PLC0415
        from ..models.pyatiletka_scoring import PyatiletkaScoring # noqa: PLC0415
        from ..models.zavody_scoring import ZavodyScoring # noqa: PLC0415
        d = dict(src_dict)
        scores = cast(list[int], d.pop("scores"))


        winners = cast(list[int], d.pop("winners"))


        reason = d.pop("reason", UNSET)

        def _parse_scoring(data: object) -> DenPobedyScoring | EcologicScoring | None | PobedaScoring | PyatiletkaScoring | Unset | ZavodyScoring:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_scoring_type_0 = PobedaScoring.from_dict(data)



                return componentsschemas_scoring_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_scoring_type_1 = PyatiletkaScoring.from_dict(data)



                return componentsschemas_scoring_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_scoring_type_2 = ZavodyScoring.from_dict(data)



                return componentsschemas_scoring_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_scoring_type_3 = DenPobedyScoring.from_dict(data)



                return componentsschemas_scoring_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_scoring_type_4 = EcologicScoring.from_dict(data)



                return componentsschemas_scoring_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DenPobedyScoring | EcologicScoring | None | PobedaScoring | PyatiletkaScoring | Unset | ZavodyScoring, data)

        scoring = _parse_scoring(d.pop("scoring", UNSET))


        _tiebreaks = d.pop("tiebreaks", UNSET)
        tiebreaks: list[list[int]] | Unset = UNSET
        if _tiebreaks is not UNSET:
            tiebreaks = []
            for tiebreaks_item_data in _tiebreaks:
                tiebreaks_item = cast(list[int], tiebreaks_item_data)

                tiebreaks.append(tiebreaks_item)


        outcome = cls(
            scores=scores,
            winners=winners,
            reason=reason,
            scoring=scoring,
            tiebreaks=tiebreaks,
        )


        outcome.additional_properties = d
        return outcome

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
