// One module per game: adding a game to the client is adding its module here.

import type { GameModule } from "./game.js";
import { generic } from "./generic.js";
import { pobeda } from "./pobeda.js";

const MODULES: GameModule[] = [pobeda];

export function moduleFor(game: string): GameModule {
  return MODULES.find((module) => module.id === game) ?? generic(game);
}
