from enum import StrEnum

class DenPobedyHandReturnedType(StrEnum):
    HAND_RETURNED = "hand_returned"

    def __str__(self) -> str:
        return str(self.value)
