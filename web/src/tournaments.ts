// Tournaments: announce one, register, start tours, see tables and standings, open one's own table.

import { api, problemText, type StandingsInfo, type TourInfo } from "./api.js";
import { allGames, gameInfo } from "./catalogue.js";
import { button, clear, h } from "./dom.js";
import { gameTitle, t } from "./i18n.js";
import { moduleFor } from "./games/registry.js";
import { statusText } from "./match.js";
import { optionFields } from "./options.js";
import { tokens } from "./tokens.js";

export async function tournamentsPage(outlet: HTMLElement): Promise<void> {
  const games = await allGames();
  const problem = h("p", { class: "problem", attrs: { role: "alert", hidden: true } });
  const game = h("select", { attrs: { id: "t-game" } }, games.map((g) => h("option", { attrs: { value: g.id } }, gameTitle(g))));
  const tours = h("input", { attrs: { id: "t-tours", type: "number", min: 1, max: 64, value: 3 } });
  const size = h("input", { attrs: { id: "t-size", type: "number", min: 1, max: 64, value: 2 } });
  const options = h("div", { class: "fields" });
  let read = () => ({}) as { [name: string]: unknown };
  const drawOptions = () => {
    const info = games.find((g) => g.id === game.value)!;
    size.min = String(info.min_players);
    size.max = String(info.max_players);
    size.value = String(info.min_players);
    const fields = optionFields(info.options_schema as never, moduleFor(info.id).options);
    read = fields.read;
    clear(options, fields.fields);
  };
  game.addEventListener("change", drawOptions);
  drawOptions();
  const rated = h("input", { attrs: { id: "t-rated", type: "checkbox", name: "rated" } });
  const form = h(
    "form",
    { class: "panel", attrs: { id: "announce" } },
    h("h3", { text: t("announce") }),
    h("label", { class: "field", attrs: { for: "t-game" } }, h("span", { text: t("game") }), game),
    h("label", { class: "field", attrs: { for: "t-tours" } }, h("span", { text: t("tours") }), tours),
    h("label", { class: "field", attrs: { for: "t-size" } }, h("span", { text: t("table_size") }), size),
    options,
    h("label", { class: "field", attrs: { for: "t-rated" } }, rated, " ", t("rated_tournament")),
    problem,
    h("button", { class: "primary", attrs: { type: "submit" } }, t("announce")),
  );
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const created = await api.announce({ game: game.value, tours: Number(tours.value), table_size: Number(size.value), options: read(), rated: rated.checked });
      tokens.setTournamentOrganiser(created.id, created.organiser_token);
      tokens.rememberTournament(created.id);
      location.hash = `#/t/${created.id}`;
    } catch (error) {
      problem.hidden = false;
      problem.textContent = problemText(error);
    }
  });
  const byId = h("input", { attrs: { id: "t-open", placeholder: t("id"), pattern: "[0-9a-fA-F\\-]{36}", required: true } });
  const open = h("form", { class: "inline" }, h("label", { attrs: { for: "t-open" } }, t("open_tournament"), " "), byId, h("button", { attrs: { type: "submit" } }, t("go")));
  open.addEventListener("submit", (event) => {
    event.preventDefault();
    location.hash = `#/t/${byId.value.trim()}`;
  });
  const known = tokens.tournaments();
  clear(
    outlet,
    h(
      "div",
      { class: "lobby-page" },
      h(
        "section",
        { class: "panel" },
        h("h2", { text: t("tournaments") }),
        open,
        known.length ? h("h3", { text: t("my_tournaments") }) : null,
        h("ul", { class: "plain" }, known.map((id) => h("li", {}, h("a", { attrs: { href: `#/t/${id}` } }, id)))),
      ),
      form,
    ),
  );
}

function tourPanel(tour: TourInfo): HTMLElement {
  return h(
    "section",
    { class: "panel" },
    h("h3", { text: t("tour", tour.tour) }),
    h(
      "ul",
      { class: "plain" },
      tour.tables.map((table) =>
        h(
          "li",
          {},
          h("a", { attrs: { href: `#/m/${table.match}` } }, t("table", table.table)),
          `: ${table.players.map((p) => p.name).join(", ")} — ${statusText(table.status)}`,
          table.forfeited ? ` — ${t("forfeited", table.forfeited.map((seat) => seat + 1).join(", "))}` : table.outcome ? ` (${table.outcome.scores.join(":")})` : "",
        ),
      ),
    ),
    tour.byes?.length ? h("p", { class: "byes", text: t("byes", tour.byes.map((p) => p.name).join(", ")) }) : null,
  );
}

function standingsPanel(standings: StandingsInfo | null): HTMLElement | null {
  if (!standings?.rows.length) return null;
  return h(
    "section",
    { class: "panel" },
    h("h3", { text: t("standings") }),
    h(
      "table",
      { class: "standings" },
      h("thead", {}, h("tr", {}, [t("place"), t("player"), t("points"), t("wins")].map((c) => h("th", { text: c })))),
      h("tbody", {}, standings.rows.map((row) => h("tr", {}, [row.place, row.name, row.score, row.wins].map((v) => h("td", { text: String(v) }))))),
    ),
  );
}

/** A tournament: its players, tours, tables and standings, read again every few seconds. */
export async function tournamentPage(outlet: HTMLElement, id: string): Promise<() => void> {
  tokens.rememberTournament(id);
  const organiser = tokens.tournamentOrganiser(id);
  const problem = h("p", { class: "problem", attrs: { role: "alert", hidden: true } });
  const fail = (error: unknown) => {
    problem.hidden = false;
    problem.textContent = problemText(error);
  };
  const head = h("div");
  const seat = h("div");
  const live = h("div");
  const refresh = async () => {
    const info = await api.tournament(id);
    const game = await gameInfo(info.game);
    const tours = await Promise.all(Array.from({ length: info.tours_started }, (_, n) => api.tour(id, n + 1)));
    const standings = await api.standings(id).catch(() => null);
    clear(
      head,
      h("h2", {}, `${t("tournament")}: ${game ? gameTitle(game) : info.game}`, " ", h("small", { text: id })),
      h("p", {}, `${t("tours")}: ${info.tours_started}/${info.tours} · ${t("table_size")}: ${info.table_size} · ${statusText(info.status)}`),
    );
    clear(live, h("section", { class: "panel" }, h("h3", { text: t("players") }), h("ol", {}, info.players.map((p) => h("li", { text: p })))), tours.map(tourPanel), standingsPanel(standings));
  };
  const drawSeat = () => {
    const me = tokens.player(id);
    if (me) {
      clear(
        seat,
        h(
          "p",
          {},
          `${t("you")}: ${me.name}`,
          " ",
          button(t("my_table"), async () => {
            try {
              const table = await api.myTable(id, me.token);
              tokens.setSeat(table.match, { seat: table.seat, token: me.token, name: me.name });
              location.hash = `#/m/${table.match}`;
            } catch (error) {
              fail(error);
            }
          }, { class: "primary", attrs: { id: "my-table" } }),
        ),
      );
      return;
    }
    const name = h("input", { attrs: { id: "t-name", maxlength: 64, required: true, value: localStorage.getItem("igroteka.name") ?? "" } });
    const register = h("form", { class: "inline" }, h("label", { attrs: { for: "t-name" } }, t("your_name"), " "), name, h("button", { attrs: { type: "submit" } }, t("register")));
    register.addEventListener("submit", async (event) => {
      event.preventDefault();
      try {
        const player = await api.register(id, name.value.trim());
        tokens.setPlayer(id, { seat: player.player, token: player.token, name: name.value.trim() });
        drawSeat();
        await refresh();
      } catch (error) {
        fail(error);
      }
    });
    clear(seat, register);
  };
  drawSeat();
  await refresh();
  clear(
    outlet,
    h(
      "div",
      { class: "tournament" },
      head,
      problem,
      seat,
      organiser
        ? h("p", {}, t("organiser"), " ", button(t("start_tour"), () => api.startTour(id, organiser).then(refresh, fail), { class: "primary", attrs: { id: "start-tour" } }))
        : null,
      live,
      h("nav", { class: "links" }, h("a", { attrs: { href: "#/t" } }, t("tournaments"))),
    ),
  );
  const timer = window.setInterval(() => void refresh().catch(fail), 4000);
  return () => window.clearInterval(timer);
}
