from enum import StrEnum

class PyatiletkaCharacterRevealedType(StrEnum):
    CHARACTER_REVEALED = "character_revealed"

    def __str__(self) -> str:
        return str(self.value)
