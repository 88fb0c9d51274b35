from enum import StrEnum

class SeatChangedBodyLevelType0(StrEnum):
    COMPETENT = "competent"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
