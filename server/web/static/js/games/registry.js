// One module per game: adding a game to the client is adding its module here.
import { denPobedy } from "./den_pobedy.js";
import { ecologic } from "./ecologic.js";
import { generic } from "./generic.js";
import { pobeda } from "./pobeda.js";
import { pyatiletka } from "./pyatiletka.js";
import { zavody } from "./zavody.js";
const MODULES = [pobeda, pyatiletka, zavody, denPobedy, ecologic];
export function moduleFor(game) {
    return MODULES.find((module) => module.id === game) ?? generic(game);
}
