// One module per game: adding a game to the client is adding its module here.
import { generic } from "./generic.js";
import { pobeda } from "./pobeda.js";
const MODULES = [pobeda];
export function moduleFor(game) {
    return MODULES.find((module) => module.id === game) ?? generic(game);
}
