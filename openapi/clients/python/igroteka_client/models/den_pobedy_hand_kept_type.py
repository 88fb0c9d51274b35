from enum import StrEnum

class DenPobedyHandKeptType(StrEnum):
    HAND_KEPT = "hand_kept"

    def __str__(self) -> str:
        return str(self.value)
