from enum import StrEnum

class ZavodyPosterKind(StrEnum):
    DELAYED = "delayed"
    INSTANT = "instant"
    PERMANENT = "permanent"

    def __str__(self) -> str:
        return str(self.value)
