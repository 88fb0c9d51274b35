from enum import StrEnum

class EcologicInitiativeRevealedType(StrEnum):
    INITIATIVE_REVEALED = "initiative_revealed"

    def __str__(self) -> str:
        return str(self.value)
