from enum import StrEnum

class PyatiletkaPlanExchangedType(StrEnum):
    PLAN_EXCHANGED = "plan_exchanged"

    def __str__(self) -> str:
        return str(self.value)
