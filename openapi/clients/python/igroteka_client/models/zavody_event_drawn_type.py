from enum import StrEnum

class ZavodyEventDrawnType(StrEnum):
    EVENT_DRAWN = "event_drawn"

    def __str__(self) -> str:
        return str(self.value)
