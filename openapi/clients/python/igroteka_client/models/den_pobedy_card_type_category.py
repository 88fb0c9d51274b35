from enum import StrEnum

class DenPobedyCardTypeCategory(StrEnum):
    RESOURCE = "resource"
    TACTIC = "tactic"
    UNIT = "unit"

    def __str__(self) -> str:
        return str(self.value)
