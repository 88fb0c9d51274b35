from enum import StrEnum

class EcologicPassType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
