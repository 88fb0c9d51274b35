from enum import StrEnum

class EcologicPlaceSpecialType(StrEnum):
    PLACE_SPECIAL = "place_special"

    def __str__(self) -> str:
        return str(self.value)
