from enum import StrEnum

class SeatInfoBotLevelType2Type1(StrEnum):
    COMPETENT = "competent"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
