from enum import StrEnum

class EcologicTileResource(StrEnum):
    BOTH = "both"
    MINERAL = "mineral"
    OIL = "oil"
    SPECIAL = "special"

    def __str__(self) -> str:
        return str(self.value)
