from enum import StrEnum

class DenPobedyCategoryPointsCategory(StrEnum):
    DECK = "deck"

    def __str__(self) -> str:
        return str(self.value)
