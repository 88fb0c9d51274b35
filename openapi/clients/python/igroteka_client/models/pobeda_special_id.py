from enum import StrEnum

class PobedaSpecialId(StrEnum):
    MINUS_ONE = "minus_one"
    PLUS_ONE = "plus_one"
    REPLACE = "replace"

    def __str__(self) -> str:
        return str(self.value)
