"""«Заводы» (working title; the rulebook prints none): the home-front factory race, 2–4 players."""

from .rules import ZavodyRules

RULES = ZavodyRules()

__all__ = ["RULES", "ZavodyRules"]
