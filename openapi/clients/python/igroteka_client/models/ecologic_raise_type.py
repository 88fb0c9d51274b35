from enum import StrEnum

class EcologicRaiseType(StrEnum):
    RAISE = "raise"

    def __str__(self) -> str:
        return str(self.value)
