from enum import StrEnum

class GameInfoBotLevelsItem(StrEnum):
    COMPETENT = "competent"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
