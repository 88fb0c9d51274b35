"""«Ударная пятилетка» (Shock Five-Year Plan): the rules package."""

from .rules import PyatiletkaRules

RULES = PyatiletkaRules()

__all__ = ["RULES", "PyatiletkaRules"]
