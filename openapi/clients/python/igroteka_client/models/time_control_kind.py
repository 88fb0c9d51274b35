from enum import StrEnum

class TimeControlKind(StrEnum):
    DAYS = "days"
    FISCHER = "fischer"
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
