from enum import StrEnum

class ListChallengesBox(StrEnum):
    RECEIVED = "received"
    SENT = "sent"

    def __str__(self) -> str:
        return str(self.value)
