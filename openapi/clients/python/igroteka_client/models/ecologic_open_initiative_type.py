from enum import StrEnum

class EcologicOpenInitiativeType(StrEnum):
    OPEN_INITIATIVE = "open_initiative"

    def __str__(self) -> str:
        return str(self.value)
