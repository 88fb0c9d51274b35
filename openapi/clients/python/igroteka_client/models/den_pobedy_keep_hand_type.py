from enum import StrEnum

class DenPobedyKeepHandType(StrEnum):
    KEEP_HAND = "keep_hand"

    def __str__(self) -> str:
        return str(self.value)
