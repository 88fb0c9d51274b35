from enum import StrEnum

class PobedaPlayEventType(StrEnum):
    PLAY_EVENT = "play_event"

    def __str__(self) -> str:
        return str(self.value)
