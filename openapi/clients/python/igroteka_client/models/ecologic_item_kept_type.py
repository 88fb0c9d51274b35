from enum import StrEnum

class EcologicItemKeptType(StrEnum):
    ITEM_KEPT = "item_kept"

    def __str__(self) -> str:
        return str(self.value)
