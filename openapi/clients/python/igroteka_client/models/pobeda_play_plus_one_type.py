from enum import StrEnum

class PobedaPlayPlusOneType(StrEnum):
    PLAY_PLUS_ONE = "play_plus_one"

    def __str__(self) -> str:
        return str(self.value)
