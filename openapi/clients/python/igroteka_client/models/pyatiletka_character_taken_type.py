from enum import StrEnum

class PyatiletkaCharacterTakenType(StrEnum):
    CHARACTER_TAKEN = "character_taken"

    def __str__(self) -> str:
        return str(self.value)
