from enum import StrEnum

class PobedaTurnPassedType(StrEnum):
    TURN_PASSED = "turn_passed"

    def __str__(self) -> str:
        return str(self.value)
