from enum import StrEnum

class PyatiletkaTakePlanFromDeckType(StrEnum):
    TAKE_PLAN_FROM_DECK = "take_plan_from_deck"

    def __str__(self) -> str:
        return str(self.value)
