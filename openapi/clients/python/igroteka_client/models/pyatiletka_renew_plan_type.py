from enum import StrEnum

class PyatiletkaRenewPlanType(StrEnum):
    RENEW_PLAN = "renew_plan"

    def __str__(self) -> str:
        return str(self.value)
