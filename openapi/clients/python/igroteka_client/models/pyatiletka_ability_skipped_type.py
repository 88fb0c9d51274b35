from enum import StrEnum

class PyatiletkaAbilitySkippedType(StrEnum):
    ABILITY_SKIPPED = "ability_skipped"

    def __str__(self) -> str:
        return str(self.value)
