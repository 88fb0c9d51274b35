from enum import StrEnum

class ZavodyPhaseStartedType(StrEnum):
    PHASE_STARTED = "phase_started"

    def __str__(self) -> str:
        return str(self.value)
