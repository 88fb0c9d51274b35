from enum import StrEnum

class DenPobedyTacticPlayedType(StrEnum):
    TACTIC_PLAYED = "tactic_played"

    def __str__(self) -> str:
        return str(self.value)
