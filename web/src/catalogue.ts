// The games' catalogue and content, fetched once per page load.

import { api, type GameInfo } from "./api.js";
import { type Catalogue, catalogue } from "./games/game.js";

let games: Promise<GameInfo[]> | null = null;
const contents = new Map<string, Promise<Catalogue>>();

export function allGames(): Promise<GameInfo[]> {
  games ??= api.games();
  return games;
}

export async function gameInfo(id: string): Promise<GameInfo | undefined> {
  return (await allGames()).find((game) => game.id === id);
}

export function gameCatalogue(id: string): Promise<Catalogue> {
  let found = contents.get(id);
  if (!found) {
    found = Promise.all([gameInfo(id), api.content(id)]).then(([game, content]) => {
      if (!game) throw new Error(`unknown game ${id}`);
      return catalogue(game, content);
    });
    contents.set(id, found);
  }
  return found;
}
