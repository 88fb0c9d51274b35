from enum import StrEnum

class PobedaChipPlacedType(StrEnum):
    CHIP_PLACED = "chip_placed"

    def __str__(self) -> str:
        return str(self.value)
