from enum import StrEnum

class SeatInfoOutType3Type1(StrEnum):
    ABANDONED = "abandoned"
    RESIGNED = "resigned"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
