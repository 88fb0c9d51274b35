from enum import StrEnum

class EcologicCategoryPointsCategory(StrEnum):
    COINS = "coins"
    ECO_FUND = "eco_fund"
    IMBALANCE = "imbalance"

    def __str__(self) -> str:
        return str(self.value)
