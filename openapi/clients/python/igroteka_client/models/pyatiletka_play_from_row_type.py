from enum import StrEnum

class PyatiletkaPlayFromRowType(StrEnum):
    PLAY_FROM_ROW = "play_from_row"

    def __str__(self) -> str:
        return str(self.value)
