from enum import StrEnum

class PyatiletkaTakeCharacterType(StrEnum):
    TAKE_CHARACTER = "take_character"

    def __str__(self) -> str:
        return str(self.value)
