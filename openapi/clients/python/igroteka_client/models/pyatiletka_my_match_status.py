from enum import StrEnum

class PyatiletkaMyMatchStatus(StrEnum):
    CANCELLED = "cancelled"
    EXPIRED = "expired"
    FINISHED = "finished"
    OPEN = "open"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
