from enum import StrEnum

class DenPobedyUnitBuiltType(StrEnum):
    UNIT_BUILT = "unit_built"

    def __str__(self) -> str:
        return str(self.value)
