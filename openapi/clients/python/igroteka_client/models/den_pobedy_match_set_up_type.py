from enum import StrEnum

class DenPobedyMatchSetUpType(StrEnum):
    MATCH_SET_UP = "match_set_up"

    def __str__(self) -> str:
        return str(self.value)
