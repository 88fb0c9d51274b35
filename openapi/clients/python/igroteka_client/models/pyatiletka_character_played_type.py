from enum import StrEnum

class PyatiletkaCharacterPlayedType(StrEnum):
    CHARACTER_PLAYED = "character_played"

    def __str__(self) -> str:
        return str(self.value)
