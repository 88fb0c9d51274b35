from enum import StrEnum

class PyatiletkaCharacterDrawnType(StrEnum):
    CHARACTER_DRAWN = "character_drawn"

    def __str__(self) -> str:
        return str(self.value)
