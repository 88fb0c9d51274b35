from enum import StrEnum

class EntrantInfoStatus(StrEnum):
    LEFT = "left"
    PLAYING = "playing"
    REMOVED = "removed"

    def __str__(self) -> str:
        return str(self.value)
