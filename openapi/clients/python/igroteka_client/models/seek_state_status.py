from enum import StrEnum

class SeekStateStatus(StrEnum):
    CANCELLED = "cancelled"
    EXPIRED = "expired"
    OPEN = "open"
    PAIRED = "paired"

    def __str__(self) -> str:
        return str(self.value)
