from enum import StrEnum

class DenPobedyTurnEndedType(StrEnum):
    TURN_ENDED = "turn_ended"

    def __str__(self) -> str:
        return str(self.value)
