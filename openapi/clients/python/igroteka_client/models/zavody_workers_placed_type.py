from enum import StrEnum

class ZavodyWorkersPlacedType(StrEnum):
    WORKERS_PLACED = "workers_placed"

    def __str__(self) -> str:
        return str(self.value)
