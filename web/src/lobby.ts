// The lobby: matches by game and status, and a form to create a match of any game.

import { api, type GameInfo, type LobbyRow, problemText } from "./api.js";
import { allGames } from "./catalogue.js";
import { button, clear, h } from "./dom.js";
import { gameTitle, seatName, t } from "./i18n.js";
import { moduleFor } from "./games/registry.js";
import { howToPlayList } from "./howto.js";
import { outText } from "./lifecycle.js";
import { tournamentList } from "./tournament_list.js";
import { matchRules, optionFields, optionsText, timeControlText } from "./options.js";
import { playNowPanel } from "./play.js";
import { tokens } from "./tokens.js";

const STATUSES = ["open", "running", "finished"] as const;

function title(game: GameInfo | undefined, id: string): string {
  return game ? gameTitle(game) : id;
}

/** How the seat went out of the match, if it did: " (resigned)", " (out of time)", " (abandoned)". */
function seatOut(match: LobbyRow, seat: number): string {
  const out = match.resigned?.includes(seat) ? "resigned" : match.timed_out?.includes(seat) ? "timeout" : match.abandoned?.includes(seat) ? "abandoned" : null;
  return out ? ` (${outText(out)})` : "";
}

function row(game: GameInfo | undefined, match: LobbyRow): HTMLElement {
  const mine = tokens.seat(match.id);
  const names = match.names.map((name, seat) => (name === null ? `${t("seat")} ${seat + 1}: ${t("free")}` : `${seatName(name, seat)}${seatOut(match, seat)}`)).join(", ");
  const options = game ? optionsText(match.options, game.options_schema as never, moduleFor(game.id).options).join(" · ") : "";
  return h(
    "li",
    { class: "lobby-row", attrs: { "data-match": match.id } },
    h("span", { class: "game-title" }, title(game, match.game)),
    h("span", { class: "names" }, names),
    options ? h("small", { class: "opts" }, options) : null,
    h("small", { class: match.rated ? "rated" : "casual" }, t(match.rated ? "rated" : "casual")),
    match.time_control ? h("small", { class: match.time_control.kind === "days" ? "clock-words days" : "clock-words" }, timeControlText(match.time_control)) : null,
    match.winners ? h("small", {}, `${t("winners")}: ${match.winners.map((s) => seatName(match.names[s], s)).join(", ") || t("draw")}`) : null,
    h(
      "span",
      { class: "row-links" },
      h("a", { attrs: { href: `#/m/${match.id}` } }, mine ? t("play") : match.status === "open" && match.free_seats.length ? t("take_seat") : t("watch")),
      match.status === "finished" ? h("a", { attrs: { href: `#/m/${match.id}/replay` } }, t("replay")) : null,
    ),
  );
}

function createForm(games: GameInfo[]): HTMLElement {
  const select = h("select", { attrs: { id: "new-game", name: "game" } }, games.map((g) => h("option", { attrs: { value: g.id } }, title(g, g.id))));
  const extra = h("div", { class: "fields" });
  const problem = h("p", { class: "problem", attrs: { role: "alert", hidden: true } });
  let read: () => { [name: string]: unknown } = () => ({});
  const rules = matchRules();
  let seatsInput: HTMLInputElement;
  let botBoxes: HTMLInputElement[] = [];
  const name = h("input", { attrs: { id: "new-name", name: "name", maxlength: 64, value: localStorage.getItem("igroteka.name") ?? "", placeholder: t("your_name") } });
  const rated = h("input", { attrs: { id: "new-rated", type: "checkbox", name: "rated" } });
  const drawSeats = (game: GameInfo) => {
    const count = Number(seatsInput.value) || game.min_players;
    const old = botBoxes.map((box) => box.checked);
    botBoxes = Array.from({ length: count }, (_, seat) =>
      h("input", { attrs: { type: "checkbox", name: `bot-${seat}`, checked: seat === 0 ? false : (old[seat] ?? true) } }),
    );
    return h("fieldset", { class: "bots" }, h("legend", { text: t("bots") }), botBoxes.map((box, seat) => h("label", {}, box, ` ${seat + 1}`)));
  };
  const draw = () => {
    const game = games.find((g) => g.id === select.value)!;
    seatsInput = h("input", { attrs: { id: "new-seats", type: "number", name: "seats", min: game.min_players, max: game.max_players, value: game.min_players } });
    const options = optionFields(game.options_schema as never, moduleFor(game.id).options);
    read = options.read;
    const bots = h("div", {}, drawSeats(game));
    seatsInput.addEventListener("change", () => {
      if (Number(seatsInput.value) !== botBoxes.length) clear(bots, drawSeats(game));
    });
    clear(
      extra,
      h("label", { class: "field", attrs: { for: "new-seats" } }, h("span", { text: t("seats") }), seatsInput),
      bots,
      options.fields.length ? h("fieldset", { class: "options" }, h("legend", { text: t("options") }), options.fields) : null,
    );
  };
  select.addEventListener("change", draw);
  draw();
  const form = h(
    "form",
    { class: "panel create", attrs: { id: "create-match" } },
    h("h3", { text: t("new_match") }),
    h("label", { class: "field", attrs: { for: "new-game" } }, h("span", { text: t("game") }), select),
    extra,
    rules.fields,
    h("label", { class: "field", attrs: { for: "new-rated" } }, rated, " ", t("rated_match")),
    h("label", { class: "field", attrs: { for: "new-name" } }, h("span", { text: t("your_name") }), name),
    problem,
    h("button", { class: "primary", attrs: { type: "submit" } }, t("create")),
  );
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const seats = Number(seatsInput.value);
    const bots = botBoxes.map((box, seat) => (box.checked ? seat : -1)).filter((seat) => seat >= 0);
    try {
      const created = await api.create({ game: select.value, seats, options: read(), bots, rated: rated.checked, ...rules.read() });
      tokens.setOrganiser(created.id, created.organiser_token);
      const player = name.value.trim();
      if (player) {
        // Taking the last free seat starts the match (a match of bots only starts at once).
        localStorage.setItem("igroteka.name", player);
        const claimed = await api.claim(created.id, player, undefined, tokens.account()?.token ?? null);
        tokens.setSeat(created.id, { seat: claimed.seat, token: claimed.token, name: player });
      }
      location.hash = `#/m/${created.id}`;
    } catch (error) {
      problem.hidden = false;
      problem.textContent = problemText(error);
    }
  });
  return form;
}

/** The lobby, read again every few seconds while it is shown (it is a read model that trails commits). */
export async function lobbyPage(outlet: HTMLElement, status: string, game: string): Promise<() => void> {
  const games = await allGames();
  const known = new Map(games.map((g) => [g.id, g]));
  const list = h("ul", { class: "lobby" });
  const tabs = h(
    "nav",
    { class: "tabs", attrs: { "aria-label": t("lobby") } },
    STATUSES.map((s) => h("a", { class: s === status ? "active" : "", attrs: { href: `#/lobby/${s}/${game}`, "aria-current": s === status ? "page" : null } }, t(s))),
    h(
      "select",
      {
        attrs: { "aria-label": t("game") },
        on: { change: (event) => (location.hash = `#/lobby/${status}/${(event.target as HTMLSelectElement).value}`) },
      },
      h("option", { attrs: { value: "" } }, t("all_games")),
      games.map((g) => h("option", { attrs: { value: g.id, selected: g.id === game } }, title(g, g.id))),
    ),
  );
  const tournaments = tournamentList(status, game, games);
  const load = async () => {
    void tournaments.load();
    try {
      const rows = await api.lobby(status, game || undefined);
      clear(list, rows.length ? rows.map((r) => row(known.get(r.game), r)) : h("li", { text: t("no_matches") }));
    } catch (error) {
      clear(list, h("li", { class: "problem", text: problemText(error) }));
    }
  };
  clear(outlet, h("div", { class: "lobby-page" }, playNowPanel(games), h("section", { class: "panel" }, h("h2", { text: t("lobby") }), howToPlayList(games), tabs, list, button("↻", () => void load(), { title: t("refresh"), class: "secondary", attrs: { "aria-label": t("refresh") } })), createForm(games), tournaments.panel));
  await load();
  const timer = window.setInterval(() => void load(), 3000);
  return () => window.clearInterval(timer);
}
