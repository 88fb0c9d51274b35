"""«Заводы» (working title; the rulebook prints none): the home-front factory race, 2–4 players."""

from .rules import ZavodyRules, ZavodyRulesV1

RULES = ZavodyRules()
RETIRED = (ZavodyRulesV1(),)  # earlier rules versions that stored matches still need

__all__ = ["RETIRED", "RULES", "ZavodyRules"]
