from enum import StrEnum

class DenPobedyHandShownType(StrEnum):
    HAND_SHOWN = "hand_shown"

    def __str__(self) -> str:
        return str(self.value)
