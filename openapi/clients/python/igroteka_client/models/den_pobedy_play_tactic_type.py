from enum import StrEnum

class DenPobedyPlayTacticType(StrEnum):
    PLAY_TACTIC = "play_tactic"

    def __str__(self) -> str:
        return str(self.value)
