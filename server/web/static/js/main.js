// The page's entry: a header, and a screen picked by the address's hash part (which never
// reaches the server, so nothing in it is logged anywhere).
import { noticeBar } from "./alerts.js";
import { problemText } from "./api.js";
import { button, clear, h } from "./dom.js";
import { lang, setLang, t } from "./i18n.js";
import { leaderboardPage } from "./leaderboards.js";
import { lobbyPage } from "./lobby.js";
import { matchPage } from "./match.js";
import { invitePage } from "./play.js";
import { mePage, playerPage } from "./players.js";
import { replayPage } from "./replay.js";
import { isProviderAnswer, providerAnswered } from "./signin.js";
import { tournamentPage, tournamentsPage } from "./tournaments.js";
const outlet = h("main", { attrs: { id: "app", tabindex: -1 } });
let leave = undefined;
// Each language by its own short name, marked as written in it.
const OWN_NAME = { ru: "Рус", en: "Eng" };
function header() {
    const choose = (value) => button(OWN_NAME[value], () => {
        setLang(value);
        draw();
    }, { class: value === lang() ? "lang active" : "lang", attrs: { "aria-pressed": value === lang(), lang: value } });
    return h("header", { class: "top" }, h("a", { class: "brand", attrs: { href: "#/" } }, t("app")), h("nav", {}, h("a", { attrs: { href: "#/" } }, t("lobby")), h("a", { attrs: { href: "#/t" } }, t("tournaments")), h("a", { attrs: { href: "#/me", id: "nav-me" } }, t("my_games")), h("a", { attrs: { href: "#/r" } }, t("leaderboards"))), h("span", { class: "langs" }, choose("ru"), choose("en")));
}
async function route() {
    leave?.();
    leave = undefined;
    if (isProviderAnswer(location.hash))
        return providerAnswered(outlet, draw);
    const parts = location.hash.replace(/^#\/?/, "").split("/").filter(Boolean);
    const [screen, id, sub] = parts;
    if (screen === "m" && id) {
        if (sub === "replay")
            await replayPage(outlet, id);
        else
            leave = await matchPage(outlet, id, sub === "watch");
    }
    else if (screen === "me")
        leave = await mePage(outlet, draw);
    else if (screen === "p" && id)
        await playerPage(outlet, id);
    else if (screen === "invite" && id)
        await invitePage(outlet, id);
    else if (screen === "t" && id)
        leave = await tournamentPage(outlet, id);
    else if (screen === "t")
        await tournamentsPage(outlet);
    else if (screen === "r")
        await leaderboardPage(outlet, id ?? "", sub ? decodeURIComponent(sub) : "");
    else
        leave = await lobbyPage(outlet, screen === "lobby" && id ? id : "open", screen === "lobby" ? (sub ?? "") : "");
}
function draw() {
    document.documentElement.lang = lang();
    document.title = t("app");
    clear(document.body, header(), noticeBar(), outlet);
    route().catch((error) => clear(outlet, h("p", { class: "problem", attrs: { role: "alert" } }, `${t("error")}: ${problemText(error)}`)));
}
window.addEventListener("hashchange", draw);
draw();
