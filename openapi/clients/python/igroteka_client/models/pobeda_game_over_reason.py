from enum import StrEnum

class PobedaGameOverReason(StrEnum):
    DRAW = "draw"
    LINES = "lines"
    MOST_LINES = "most_lines"

    def __str__(self) -> str:
        return str(self.value)
