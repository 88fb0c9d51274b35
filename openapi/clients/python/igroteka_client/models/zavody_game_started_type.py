from enum import StrEnum

class ZavodyGameStartedType(StrEnum):
    GAME_STARTED = "game_started"

    def __str__(self) -> str:
        return str(self.value)
