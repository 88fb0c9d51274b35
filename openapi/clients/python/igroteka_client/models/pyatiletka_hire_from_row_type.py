from enum import StrEnum

class PyatiletkaHireFromRowType(StrEnum):
    HIRE_FROM_ROW = "hire_from_row"

    def __str__(self) -> str:
        return str(self.value)
