// Player accounts: sign up or sign in with a player token, "My games" (the matches where you hold
// a seat, those where it is your turn marked) and profiles. The player token is kept in this
// browser's localStorage and acts for every seat its player holds, so opening one of "My games"
// on another device plays it with the player token. A profile shows each game's rating and its
// history as a chart.

import { api, type Clocks, type Profile, problemText, type RatingHistory } from "./api.js";
import { allGames } from "./catalogue.js";
import { ratingChart } from "./chart.js";
import { faceText } from "./clocks.js";
import { button, clear, h } from "./dom.js";
import { gameTitle, t, tr } from "./i18n.js";
import { notices } from "./notices.js";
import { notificationSettings } from "./notifications.js";
import { challengePanel, challengesPanel } from "./play.js";
import { providerButtons } from "./signin.js";
import { tokens } from "./tokens.js";

function problemLine(): HTMLParagraphElement {
  return h("p", { class: "problem", attrs: { role: "alert", hidden: true } });
}

function show(problem: HTMLElement, error: unknown): void {
  problem.hidden = false;
  problem.textContent = problemText(error);
}

function signForms(redraw: () => void): HTMLElement {
  const problem = problemLine();
  const name = h("input", { attrs: { id: "account-name", name: "name", maxlength: 64, required: true, value: localStorage.getItem("igroteka.name") ?? "" } });
  const up = h("form", { attrs: { id: "sign-up" } }, h("label", {}, t("your_name"), " ", name), h("button", { class: "primary", attrs: { type: "submit" } }, t("sign_up")));
  up.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const made = await api.signUp(name.value, navigator.userAgent.slice(0, 64) || "browser");
      tokens.setAccount({ id: made.id, name: made.name, token: made.token.token });
      sessionStorage.setItem("igroteka.new-token", made.token.token);
      redraw();
    } catch (error) {
      show(problem, error);
    }
  });
  const token = h("input", { attrs: { id: "account-token", name: "token", type: "password", autocomplete: "off", required: true } });
  const into = h("form", { attrs: { id: "sign-in" } }, h("label", {}, t("player_token"), " ", token), h("button", { attrs: { type: "submit" } }, t("sign_in")));
  into.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const me = await api.me(token.value.trim());
      tokens.setAccount({ id: me.id, name: me.name, token: token.value.trim() });
      redraw();
    } catch (error) {
      show(problem, error);
    }
  });
  return h("section", { class: "panel account" }, h("h2", { text: t("my_games") }), providerButtons(problem), up, into, problem);
}

function ratingsView(profile: Profile, titles: Map<string, string>, histories: RatingHistory[]): HTMLElement {
  const items = (profile.ratings ?? []).map((r, n) => {
    const digits = r.system === "glicko2" ? 0 : 2;
    const title = titles.get(r.game) ?? r.game;
    const points = histories[n]?.points ?? [];
    return h(
      "li",
      { attrs: { "data-game": r.game } },
      h("strong", { class: "game-title" }, title),
      " ",
      h("span", { class: "rating-value" }, t("rating_line", r.rating.toFixed(digits), r.deviation.toFixed(digits), r.games)),
      r.provisional ? h("small", { class: "provisional" }, " ", t("provisional")) : null,
      points.length ? ratingChart(points, digits, t("rating_chart", title)) : null,
    );
  });
  return h(
    "div",
    { class: "ratings-panel" },
    h("h3", { text: t("ratings") }),
    h("ul", { class: "ratings" }, items.length ? items : h("li", { text: t("no_ratings") })),
  );
}

/** The player's profile with each game's rating history, read together. */
async function profileOf(profile: Profile, titles: Map<string, string>): Promise<HTMLElement> {
  const histories = await Promise.all((profile.ratings ?? []).map((r) => api.ratingHistory(profile.id, r.game)));
  return profileView(profile, titles, histories);
}

function profileView(profile: Profile, titles: Map<string, string>, histories: RatingHistory[]): HTMLElement {
  const { running, finished, won } = profile.counts;
  return h(
    "section",
    { class: "panel profile", attrs: { "data-player": profile.id } },
    h("h2", { text: `${t("profile")}: ${profile.name}` }),
    h("p", { class: "counts" }, t("counts", running, finished, won)),
    ratingsView(profile, titles, histories),
    h("h3", { text: t("recent") }),
    h(
      "ul",
      { class: "recent" },
      profile.recent.map((m) =>
        h(
          "li",
          { attrs: { "data-match": m.id } },
          h("span", { class: "game-title" }, titles.get(m.game) ?? m.game),
          " ",
          h("span", { class: "names" }, m.names.map((n) => n ?? "—").join(", ")),
          " ",
          h("strong", {}, m.won ? t("won") : t("lost")),
          " ",
          h("a", { attrs: { href: `#/m/${m.id}/replay` } }, t("replay")),
        ),
      ),
      profile.recent.length ? null : h("li", { text: t("no_matches") }),
    ),
  );
}

/** My games and my profile, or the forms to sign up or in; read again when the player's stream tells of a change. */
export async function mePage(outlet: HTMLElement, redraw: () => void): Promise<() => void> {
  const account = tokens.account();
  if (!account) {
    clear(outlet, signForms(redraw));
    return () => undefined;
  }
  const games = await allGames();
  const titles = new Map(games.map((g) => [g.id, gameTitle(g)]));
  const problem = problemLine();
  const list = h("ul", { class: "my-games" });
  const onlyMine = h("input", { attrs: { id: "only-my-turn", type: "checkbox" } });
  const profile = h("div", {});
  let next: string | null = null;
  const more = button(t("more"), () => void load(true), { class: "secondary", attrs: { id: "more-games", hidden: true } });
  const load = async (append = false) => {
    try {
      const page = await api.myMatches(account.token, onlyMine.checked, append ? next : null);
      next = page.next ?? null;
      more.hidden = next === null;
      const rows = page.matches.map((m) => {
        tokens.setSeat(m.id, tokens.seat(m.id) ?? { seat: m.seat, token: account.token, name: account.name });
        return h(
          "li",
          { class: m.my_turn ? "my-game my-turn" : "my-game", attrs: { "data-match": m.id } },
          h("a", { attrs: { href: `#/m/${m.id}` } }, titles.get(m.game) ?? m.game),
          " ",
          h("span", { class: "names" }, m.names.map((n) => n ?? "—").join(", ")),
          m.my_turn ? h("span", { class: "badge your-turn" }, t("your_turn")) : null,
          m.deadline && m.clocks ? deadlineBadge(m.clocks, m.deadline) : null,
        );
      });
      if (append) list.append(...rows);
      else clear(list, rows.length ? rows : h("li", { text: t("no_matches") }));
      clear(profile, await profileOf(await api.me(account.token), titles));
    } catch (error) {
      show(problem, error);
    }
  };
  onlyMine.addEventListener("change", () => void load());
  const challenges = challengesPanel();
  const fresh = sessionStorage.getItem("igroteka.new-token");
  sessionStorage.removeItem("igroteka.new-token");
  clear(
    outlet,
    h(
      "section",
      { class: "panel account" },
      h("h2", { text: `${t("my_games")}: ${account.name}` }),
      fresh ? h("p", { class: "token-once" }, t("token_once"), " ", h("code", { attrs: { id: "new-token" } }, fresh)) : null,
      h("label", {}, onlyMine, " ", t("only_my_turn")),
      list,
      more,
      button(t("sign_out"), () => {
        tokens.setAccount(null);
        redraw();
      }, { class: "secondary", attrs: { id: "sign-out" } }),
      problem,
    ),
    challenges?.element,
    notificationSettings(account),
    profile,
  );
  await load();
  void notices.whenReady().then((live) => (live ? load() : undefined)); // what changed before the stream stood ready
  // read again when the player's stream tells of a change (a turn, a match paired or ended, …) and
  // when the tab is shown again (a move made in another tab tells nothing)
  const deaf = notices.listen(() => void load());
  const shown = () => document.visibilityState === "visible" && void load();
  document.addEventListener("visibilitychange", shown);
  return () => {
    deaf();
    document.removeEventListener("visibilitychange", shown);
    challenges?.stop();
  };
}

/** A player's public profile. */
export async function playerPage(outlet: HTMLElement, id: string): Promise<void> {
  const games = await allGames();
  clear(outlet, await profileOf(await api.player(id), new Map(games.map((g) => [g.id, gameTitle(g)]))), challengePanel(id));
}

/** My games' deadline of a match whose clock of mine runs: the time left as the clock draws it, the moment in its title. */
function deadlineBadge(clocks: Clocks, deadline: string): HTMLElement {
  const at = new Date(deadline);
  const left = (at.getTime() - Date.now()) / 1000;
  const when = at.toLocaleString(tr("ru-RU", "en-GB"), { dateStyle: "medium", timeStyle: "short" });
  return h("span", { class: "badge deadline", title: `${t("deadline")}: ${when}` }, `${t("time_left")}: ${faceText(clocks, left)}`);
}
