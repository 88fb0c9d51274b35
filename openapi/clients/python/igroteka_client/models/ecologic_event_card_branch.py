from enum import StrEnum

class EcologicEventCardBranch(StrEnum):
    ANY = "any"
    MINERAL = "mineral"
    OIL = "oil"

    def __str__(self) -> str:
        return str(self.value)
