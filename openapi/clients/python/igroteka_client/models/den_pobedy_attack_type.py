from enum import StrEnum

class DenPobedyAttackType(StrEnum):
    ATTACK = "attack"

    def __str__(self) -> str:
        return str(self.value)
