"""«Эколоджик» (EcoLogic): profit against ecology, with live auctions."""

from .rules import EcoLogic

RULES = EcoLogic()

__all__ = ["RULES", "EcoLogic"]
