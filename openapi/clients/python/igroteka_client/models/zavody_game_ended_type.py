from enum import StrEnum

class ZavodyGameEndedType(StrEnum):
    GAME_ENDED = "game_ended"

    def __str__(self) -> str:
        return str(self.value)
