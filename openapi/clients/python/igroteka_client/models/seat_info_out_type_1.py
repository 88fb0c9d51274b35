from enum import StrEnum

class SeatInfoOutType1(StrEnum):
    ABANDONED = "abandoned"
    RESIGNED = "resigned"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
