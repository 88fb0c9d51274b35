from enum import StrEnum

class DenPobedyUnitsDeployedType(StrEnum):
    UNITS_DEPLOYED = "units_deployed"

    def __str__(self) -> str:
        return str(self.value)
