"""«День Победы» (Victory Day): the two-player card game of the Red Army against the Wehrmacht."""

from .rules import RETIRED, RULES, DenPobedyRules

__all__ = ["RETIRED", "RULES", "DenPobedyRules"]
