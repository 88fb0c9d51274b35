from enum import StrEnum

class PyatiletkaSkipAbilityType(StrEnum):
    SKIP_ABILITY = "skip_ability"

    def __str__(self) -> str:
        return str(self.value)
