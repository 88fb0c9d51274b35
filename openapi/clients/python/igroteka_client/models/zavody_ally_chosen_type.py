from enum import StrEnum

class ZavodyAllyChosenType(StrEnum):
    ALLY_CHOSEN = "ally_chosen"

    def __str__(self) -> str:
        return str(self.value)
