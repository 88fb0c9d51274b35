from enum import StrEnum

class ZavodyPosterDeckShuffledType(StrEnum):
    POSTER_DECK_SHUFFLED = "poster_deck_shuffled"

    def __str__(self) -> str:
        return str(self.value)
