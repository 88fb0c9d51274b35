"""«Победа!» (Victory!): the rules package. See RULES.md for the rules as implemented."""

from .rules import PobedaRules

RULES = PobedaRules()

__all__ = ["RULES", "PobedaRules"]
