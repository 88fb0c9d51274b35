from enum import StrEnum

class PyatiletkaCharacterSwappedType(StrEnum):
    CHARACTER_SWAPPED = "character_swapped"

    def __str__(self) -> str:
        return str(self.value)
