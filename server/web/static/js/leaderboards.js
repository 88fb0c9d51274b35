// Leaderboards: a game's rated players, best first by the conservative rating, a page at a time.
import { api } from "./api.js";
import { allGames } from "./catalogue.js";
import { clear, h } from "./dom.js";
import { gameTitle, t } from "./i18n.js";
const PAGE = 50;
function number(value, digits) {
    return value.toFixed(digits);
}
/** The leaderboard of ``game`` (the first game when none), from ``cursor`` (the start when empty). */
export async function leaderboardPage(outlet, game, cursor) {
    const games = await allGames();
    const chosen = games.find((g) => g.id === game) ?? games[0];
    const page = await api.leaderboard(chosen.id, cursor || undefined, PAGE);
    const digits = page.system === "glicko2" ? 0 : 2;
    const select = h("select", { attrs: { id: "board-game", name: "game" } }, games.map((g) => h("option", { attrs: { value: g.id, selected: g.id === chosen.id } }, gameTitle(g))));
    select.addEventListener("change", () => {
        location.hash = `#/r/${select.value}`;
    });
    const rows = page.rows.map((row) => h("tr", { attrs: { "data-player": row.player } }, h("td", {}, String(row.rank)), h("td", { class: "name" }, row.name ? h("a", { attrs: { href: `#/p/${encodeURIComponent(row.player)}` } }, row.name) : t("deleted_player")), h("td", {}, number(row.conservative, digits)), h("td", {}, `${number(row.rating, digits)} ± ${number(row.deviation, digits)}`), h("td", {}, String(row.games))));
    clear(outlet, h("section", { class: "panel leaderboard" }, h("h2", { text: t("leaderboards") }), h("label", { class: "field", attrs: { for: "board-game" } }, h("span", { text: t("game") }), select), h("p", { class: "hint", text: `${t(page.system === "glicko2" ? "board_glicko2" : "board_openskill")} ${t("board_min_games")} ${page.min_games}.` }), rows.length
        ? h("table", { class: "board" }, h("thead", {}, h("tr", {}, [t("place"), t("player"), t("board_conservative"), t("rating"), t("games_played")].map((label) => h("th", { attrs: { scope: "col" } }, label)))), h("tbody", {}, rows))
        : h("p", { text: t("board_empty") }), page.next ? h("a", { class: "next", attrs: { href: `#/r/${chosen.id}/${encodeURIComponent(page.next)}` } }, t("next_page")) : null));
}
