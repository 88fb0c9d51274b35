from enum import StrEnum

class DenPobedyAttackDeclaredType(StrEnum):
    ATTACK_DECLARED = "attack_declared"

    def __str__(self) -> str:
        return str(self.value)
