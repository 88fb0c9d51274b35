from enum import StrEnum

class ZavodyChooseAllyType(StrEnum):
    CHOOSE_ALLY = "choose_ally"

    def __str__(self) -> str:
        return str(self.value)
