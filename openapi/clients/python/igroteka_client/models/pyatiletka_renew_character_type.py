from enum import StrEnum

class PyatiletkaRenewCharacterType(StrEnum):
    RENEW_CHARACTER = "renew_character"

    def __str__(self) -> str:
        return str(self.value)
