from enum import StrEnum

class PobedaPlayMinusOneType(StrEnum):
    PLAY_MINUS_ONE = "play_minus_one"

    def __str__(self) -> str:
        return str(self.value)
