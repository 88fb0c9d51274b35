from enum import StrEnum

class PyatiletkaDiscardAndDrawType(StrEnum):
    DISCARD_AND_DRAW = "discard_and_draw"

    def __str__(self) -> str:
        return str(self.value)
