from enum import StrEnum

class EcologicInitiativeRemovedType(StrEnum):
    INITIATIVE_REMOVED = "initiative_removed"

    def __str__(self) -> str:
        return str(self.value)
