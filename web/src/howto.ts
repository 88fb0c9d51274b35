// Links to each game's how-to-play page, which the server serves in the reader's language.

import type { GameInfo } from "./api.js";
import { h } from "./dom.js";
import { gameTitle, lang, t } from "./i18n.js";

/** The address of the game's how-to-play page in the interface's language. */
export function howToPlayAddress(game: string): string {
  return `/how-to-play/${encodeURIComponent(game)}?lang=${lang()}`;
}

/** "How to play" for one game (a match page's header). */
export function howToPlayLink(game: string): HTMLAnchorElement {
  return h("a", { class: "how-link", attrs: { href: howToPlayAddress(game) } }, t("how_to_play"));
}

/** "How to play" for every game (the lobby). */
export function howToPlayList(games: GameInfo[]): HTMLElement {
  return h(
    "nav",
    { class: "how-list", attrs: { "aria-label": t("how_to_play") } },
    h("span", {}, `${t("how_to_play")}:`),
    games.map((game) => h("a", { attrs: { href: howToPlayAddress(game.id), "data-game": game.id } }, gameTitle(game))),
  );
}
