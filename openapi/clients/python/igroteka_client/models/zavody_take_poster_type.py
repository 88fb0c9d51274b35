from enum import StrEnum

class ZavodyTakePosterType(StrEnum):
    TAKE_POSTER = "take_poster"

    def __str__(self) -> str:
        return str(self.value)
