from enum import StrEnum

class StandingRowStatus(StrEnum):
    LEFT = "left"
    PLAYING = "playing"
    REMOVED = "removed"

    def __str__(self) -> str:
        return str(self.value)
