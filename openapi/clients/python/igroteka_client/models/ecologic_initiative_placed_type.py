from enum import StrEnum

class EcologicInitiativePlacedType(StrEnum):
    INITIATIVE_PLACED = "initiative_placed"

    def __str__(self) -> str:
        return str(self.value)
