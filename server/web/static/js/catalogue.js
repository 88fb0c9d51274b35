// The games' catalogue and content, fetched once per page load.
import { api } from "./api.js";
import { catalogue } from "./games/game.js";
let games = null;
const contents = new Map();
export function allGames() {
    games ??= api.games();
    return games;
}
export async function gameInfo(id) {
    return (await allGames()).find((game) => game.id === id);
}
export function gameCatalogue(id) {
    let found = contents.get(id);
    if (!found) {
        found = Promise.all([gameInfo(id), api.content(id)]).then(([game, content]) => {
            if (!game)
                throw new Error(`unknown game ${id}`);
            return catalogue(game, content);
        });
        contents.set(id, found);
    }
    return found;
}
