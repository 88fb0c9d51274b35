from enum import StrEnum

class EcologicPlaceBuildingBranch(StrEnum):
    MINERAL = "mineral"
    OIL = "oil"

    def __str__(self) -> str:
        return str(self.value)
