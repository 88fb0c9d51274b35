from enum import StrEnum

class DenPobedyMainPhaseEndedType(StrEnum):
    MAIN_PHASE_ENDED = "main_phase_ended"

    def __str__(self) -> str:
        return str(self.value)
