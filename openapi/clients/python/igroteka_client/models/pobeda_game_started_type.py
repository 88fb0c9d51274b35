from enum import StrEnum

class PobedaGameStartedType(StrEnum):
    GAME_STARTED = "game_started"

    def __str__(self) -> str:
        return str(self.value)
