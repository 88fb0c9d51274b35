from enum import StrEnum

class ZavodyOptionsMode(StrEnum):
    BASIC = "basic"
    CHALLENGE = "challenge"

    def __str__(self) -> str:
        return str(self.value)
