from enum import StrEnum

class ZavodyEventDeckShuffledType(StrEnum):
    EVENT_DECK_SHUFFLED = "event_deck_shuffled"

    def __str__(self) -> str:
        return str(self.value)
