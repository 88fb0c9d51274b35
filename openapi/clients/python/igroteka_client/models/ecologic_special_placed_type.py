from enum import StrEnum

class EcologicSpecialPlacedType(StrEnum):
    SPECIAL_PLACED = "special_placed"

    def __str__(self) -> str:
        return str(self.value)
