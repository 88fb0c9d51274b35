from enum import StrEnum

class DenPobedyUnitsTappedType(StrEnum):
    UNITS_TAPPED = "units_tapped"

    def __str__(self) -> str:
        return str(self.value)
