from enum import StrEnum

class PobedaCardPlayedType(StrEnum):
    CARD_PLAYED = "card_played"

    def __str__(self) -> str:
        return str(self.value)
