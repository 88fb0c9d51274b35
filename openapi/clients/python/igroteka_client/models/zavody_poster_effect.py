from enum import StrEnum

class ZavodyPosterEffect(StrEnum):
    BLUEPRINTS = "blueprints"
    BUREAU = "bureau"
    HOUSING_COST = "housing_cost"
    IMMUNITY = "immunity"
    POSTER_PAIR = "poster_pair"
    TILE_COST = "tile_cost"
    WORKERS_AWAY = "workers_away"

    def __str__(self) -> str:
        return str(self.value)
