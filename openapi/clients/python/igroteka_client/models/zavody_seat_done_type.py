from enum import StrEnum

class ZavodySeatDoneType(StrEnum):
    SEAT_DONE = "seat_done"

    def __str__(self) -> str:
        return str(self.value)
