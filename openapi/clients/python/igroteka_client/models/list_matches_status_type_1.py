from enum import StrEnum

class ListMatchesStatusType1(StrEnum):
    CANCELLED = "cancelled"
    EXPIRED = "expired"
    FINISHED = "finished"
    OPEN = "open"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
