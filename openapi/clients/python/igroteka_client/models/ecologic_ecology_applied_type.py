from enum import StrEnum

class EcologicEcologyAppliedType(StrEnum):
    ECOLOGY_APPLIED = "ecology_applied"

    def __str__(self) -> str:
        return str(self.value)
