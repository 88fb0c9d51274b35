from enum import StrEnum

class PyatiletkaDrawFromDeckType(StrEnum):
    DRAW_FROM_DECK = "draw_from_deck"

    def __str__(self) -> str:
        return str(self.value)
