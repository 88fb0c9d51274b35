from enum import StrEnum

class PobedaHandDealtType(StrEnum):
    HAND_DEALT = "hand_dealt"

    def __str__(self) -> str:
        return str(self.value)
