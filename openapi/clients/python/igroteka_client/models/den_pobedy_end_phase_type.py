from enum import StrEnum

class DenPobedyEndPhaseType(StrEnum):
    END_PHASE = "end_phase"

    def __str__(self) -> str:
        return str(self.value)
