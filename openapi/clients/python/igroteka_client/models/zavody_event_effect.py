from enum import StrEnum

class ZavodyEventEffect(StrEnum):
    BUREAU = "bureau"
    HOUSING_COST = "housing_cost"
    POSTER_PAIR = "poster_pair"
    REQUEST_CLOSED = "request_closed"
    ROUND_END = "round_end"
    TILE_COST = "tile_cost"
    WORKERS_AWAY = "workers_away"

    def __str__(self) -> str:
        return str(self.value)
