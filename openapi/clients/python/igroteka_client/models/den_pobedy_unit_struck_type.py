from enum import StrEnum

class DenPobedyUnitStruckType(StrEnum):
    UNIT_STRUCK = "unit_struck"

    def __str__(self) -> str:
        return str(self.value)
