from enum import StrEnum

class ZavodyPlayPosterType(StrEnum):
    PLAY_POSTER = "play_poster"

    def __str__(self) -> str:
        return str(self.value)
