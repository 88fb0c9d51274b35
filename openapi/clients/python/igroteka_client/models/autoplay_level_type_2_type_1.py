from enum import StrEnum

class AutoplayLevelType2Type1(StrEnum):
    COMPETENT = "competent"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
