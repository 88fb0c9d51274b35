from enum import StrEnum

class PyatiletkaSwapWithRowType(StrEnum):
    SWAP_WITH_ROW = "swap_with_row"

    def __str__(self) -> str:
        return str(self.value)
