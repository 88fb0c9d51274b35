from enum import StrEnum

class DenPobedyUnitDestroyedType(StrEnum):
    UNIT_DESTROYED = "unit_destroyed"

    def __str__(self) -> str:
        return str(self.value)
