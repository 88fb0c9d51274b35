from enum import StrEnum

class PyatiletkaExchangePlanType(StrEnum):
    EXCHANGE_PLAN = "exchange_plan"

    def __str__(self) -> str:
        return str(self.value)
