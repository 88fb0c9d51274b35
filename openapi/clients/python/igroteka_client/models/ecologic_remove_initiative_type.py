from enum import StrEnum

class EcologicRemoveInitiativeType(StrEnum):
    REMOVE_INITIATIVE = "remove_initiative"

    def __str__(self) -> str:
        return str(self.value)
