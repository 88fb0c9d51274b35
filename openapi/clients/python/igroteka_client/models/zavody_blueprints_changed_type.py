from enum import StrEnum

class ZavodyBlueprintsChangedType(StrEnum):
    BLUEPRINTS_CHANGED = "blueprints_changed"

    def __str__(self) -> str:
        return str(self.value)
