from enum import StrEnum

class ZavodyCategoryPointsCategory(StrEnum):
    ALLOY = "alloy"
    STEEL = "steel"
    WOOD = "wood"

    def __str__(self) -> str:
        return str(self.value)
