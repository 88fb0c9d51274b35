// The tournaments the lobby lists beside its matches: those registering (the lobby's "open" tab),
// running or finished, each with its game, players and tours, and a link to its standings.
import { api, problemText } from "./api.js";
import { clear, h } from "./dom.js";
import { gameTitle, t } from "./i18n.js";
import { statusText } from "./match.js";
/** The lobby's tab names the tournament statuses its way: "open" is registering. */
const BY_TAB = { open: "registering", running: "running", finished: "finished" };
function row(games, item) {
    const game = games.get(item.game);
    return h("li", { class: "lobby-row", attrs: { "data-tournament": item.id } }, h("span", { class: "game-title" }, game ? gameTitle(game) : item.game), h("span", { class: "names" }, `${t("players")}: ${item.players} · ${t("tours")}: ${item.tours_started}/${item.tours} · ${statusText(item.status)}`), item.rated ? h("small", { class: "rated" }, t("rated")) : null, h("span", { class: "row-links" }, h("a", { attrs: { href: `#/t/${item.id}` } }, item.status === "registering" ? t("register") : t("standings"))));
}
/** The lobby's tournaments of its tab and game; ``load`` reads them again. */
export function tournamentList(tab, game, games) {
    const known = new Map(games.map((g) => [g.id, g]));
    const list = h("ul", { class: "lobby tournament-list" });
    const panel = h("section", { class: "panel" }, h("h2", { text: t("tournaments") }), list);
    const load = async () => {
        try {
            const rows = await api.tournaments(BY_TAB[tab] ?? "registering", game || undefined);
            clear(list, rows.length ? rows.map((r) => row(known, r)) : h("li", { text: t("no_tournaments") }));
        }
        catch (error) {
            clear(list, h("li", { class: "problem", text: problemText(error) }));
        }
    };
    return { panel, load };
}
