from enum import StrEnum

class EcologicEventCardEffect(StrEnum):
    ECO = "eco"
    FINAL = "final"
    INCOME = "income"
    VETO = "veto"

    def __str__(self) -> str:
        return str(self.value)
