from enum import StrEnum

class TimeControlOnTimeout(StrEnum):
    BOT = "bot"
    DEFAULT = "default"
    LOSE = "lose"

    def __str__(self) -> str:
        return str(self.value)
