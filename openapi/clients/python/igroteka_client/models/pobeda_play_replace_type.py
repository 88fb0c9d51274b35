from enum import StrEnum

class PobedaPlayReplaceType(StrEnum):
    PLAY_REPLACE = "play_replace"

    def __str__(self) -> str:
        return str(self.value)
