from enum import StrEnum

class PyatiletkaStartingHandsDealtType(StrEnum):
    STARTING_HANDS_DEALT = "starting_hands_dealt"

    def __str__(self) -> str:
        return str(self.value)
