from enum import StrEnum

class ZavodySkipBonusPosterType(StrEnum):
    SKIP_BONUS_POSTER = "skip_bonus_poster"

    def __str__(self) -> str:
        return str(self.value)
