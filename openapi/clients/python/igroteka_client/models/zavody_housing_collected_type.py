from enum import StrEnum

class ZavodyHousingCollectedType(StrEnum):
    HOUSING_COLLECTED = "housing_collected"

    def __str__(self) -> str:
        return str(self.value)
