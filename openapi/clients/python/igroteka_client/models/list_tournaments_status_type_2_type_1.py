from enum import StrEnum

class ListTournamentsStatusType2Type1(StrEnum):
    FINISHED = "finished"
    REGISTERING = "registering"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
