from enum import StrEnum

class PyatiletkaChoiceAskedType(StrEnum):
    CHOICE_ASKED = "choice_asked"

    def __str__(self) -> str:
        return str(self.value)
