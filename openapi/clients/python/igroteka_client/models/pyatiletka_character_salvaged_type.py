from enum import StrEnum

class PyatiletkaCharacterSalvagedType(StrEnum):
    CHARACTER_SALVAGED = "character_salvaged"

    def __str__(self) -> str:
        return str(self.value)
