from enum import StrEnum

class PyatiletkaPlanDiscardedType(StrEnum):
    PLAN_DISCARDED = "plan_discarded"

    def __str__(self) -> str:
        return str(self.value)
