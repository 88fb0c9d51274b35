from enum import StrEnum

class MoveNoteConsequenceType2Type1(StrEnum):
    DESTROYS_OWN = "destroys_own"
    DISCARDS_OWN = "discards_own"
    EMPTY_COMMIT = "empty_commit"
    GIVES_UP = "gives_up"

    def __str__(self) -> str:
        return str(self.value)
