from enum import StrEnum

class EcologicPlaceInitiativeType(StrEnum):
    PLACE_INITIATIVE = "place_initiative"

    def __str__(self) -> str:
        return str(self.value)
