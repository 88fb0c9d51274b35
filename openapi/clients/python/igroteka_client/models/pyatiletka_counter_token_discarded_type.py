from enum import StrEnum

class PyatiletkaCounterTokenDiscardedType(StrEnum):
    COUNTER_TOKEN_DISCARDED = "counter_token_discarded"

    def __str__(self) -> str:
        return str(self.value)
