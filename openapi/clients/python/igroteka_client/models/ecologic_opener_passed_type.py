from enum import StrEnum

class EcologicOpenerPassedType(StrEnum):
    OPENER_PASSED = "opener_passed"

    def __str__(self) -> str:
        return str(self.value)
