from enum import StrEnum

class PyatiletkaCharacterRowClearedType(StrEnum):
    CHARACTER_ROW_CLEARED = "character_row_cleared"

    def __str__(self) -> str:
        return str(self.value)
