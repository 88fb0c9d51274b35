from enum import StrEnum

class DenPobedyWindowPassedType(StrEnum):
    WINDOW_PASSED = "window_passed"

    def __str__(self) -> str:
        return str(self.value)
