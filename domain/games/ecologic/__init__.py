"""«Эколоджик» (EcoLogic): profit against ecology, with live auctions."""

from .rules import EcoLogic, EcoLogicV1

RULES = EcoLogic()
RETIRED = (EcoLogicV1(),)  # earlier rules versions that stored matches still need

__all__ = ["RETIRED", "RULES", "EcoLogic"]
