from enum import StrEnum

class ZavodyTournamentInfoStatus(StrEnum):
    FINISHED = "finished"
    REGISTERING = "registering"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
