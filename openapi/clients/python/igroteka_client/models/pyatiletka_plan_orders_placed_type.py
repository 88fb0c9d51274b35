from enum import StrEnum

class PyatiletkaPlanOrdersPlacedType(StrEnum):
    PLAN_ORDERS_PLACED = "plan_orders_placed"

    def __str__(self) -> str:
        return str(self.value)
