from enum import StrEnum

class DenPobedyStrikeType(StrEnum):
    STRIKE = "strike"

    def __str__(self) -> str:
        return str(self.value)
