from enum import StrEnum

class ZavodyEndOptimisationType(StrEnum):
    END_OPTIMISATION = "end_optimisation"

    def __str__(self) -> str:
        return str(self.value)
