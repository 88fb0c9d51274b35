from enum import StrEnum

class PyatiletkaCharacterDiscardedType(StrEnum):
    CHARACTER_DISCARDED = "character_discarded"

    def __str__(self) -> str:
        return str(self.value)
