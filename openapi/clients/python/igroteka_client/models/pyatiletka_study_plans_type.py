from enum import StrEnum

class PyatiletkaStudyPlansType(StrEnum):
    STUDY_PLANS = "study_plans"

    def __str__(self) -> str:
        return str(self.value)
