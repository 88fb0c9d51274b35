from enum import StrEnum

class ZavodyPendingStage(StrEnum):
    BONUS = "bonus"
    DISPLACED = "displaced"
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
