from enum import StrEnum

class PyatiletkaPlanRevealedType(StrEnum):
    PLAN_REVEALED = "plan_revealed"

    def __str__(self) -> str:
        return str(self.value)
