from enum import StrEnum

class RematchStatus(StrEnum):
    ACCEPTED = "accepted"
    DECLINED = "declined"
    EXPIRED = "expired"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
