from enum import StrEnum

class EcologicInitiativeLostType(StrEnum):
    INITIATIVE_LOST = "initiative_lost"

    def __str__(self) -> str:
        return str(self.value)
