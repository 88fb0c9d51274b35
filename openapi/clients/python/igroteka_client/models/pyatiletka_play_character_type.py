from enum import StrEnum

class PyatiletkaPlayCharacterType(StrEnum):
    PLAY_CHARACTER = "play_character"

    def __str__(self) -> str:
        return str(self.value)
