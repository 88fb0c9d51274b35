from enum import StrEnum

class EcologicGameSetUpType(StrEnum):
    GAME_SET_UP = "game_set_up"

    def __str__(self) -> str:
        return str(self.value)
