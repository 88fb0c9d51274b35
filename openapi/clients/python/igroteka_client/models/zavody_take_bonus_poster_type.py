from enum import StrEnum

class ZavodyTakeBonusPosterType(StrEnum):
    TAKE_BONUS_POSTER = "take_bonus_poster"

    def __str__(self) -> str:
        return str(self.value)
