from enum import StrEnum

class PyatiletkaAbilityUsedType(StrEnum):
    ABILITY_USED = "ability_used"

    def __str__(self) -> str:
        return str(self.value)
