from enum import StrEnum

class PyatiletkaSalvageType(StrEnum):
    SALVAGE = "salvage"

    def __str__(self) -> str:
        return str(self.value)
