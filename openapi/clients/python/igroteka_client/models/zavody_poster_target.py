from enum import StrEnum

class ZavodyPosterTarget(StrEnum):
    ALL = "all"
    OTHERS = "others"
    PAIR = "pair"
    SELF = "self"

    def __str__(self) -> str:
        return str(self.value)
