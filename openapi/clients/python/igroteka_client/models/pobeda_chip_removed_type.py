from enum import StrEnum

class PobedaChipRemovedType(StrEnum):
    CHIP_REMOVED = "chip_removed"

    def __str__(self) -> str:
        return str(self.value)
