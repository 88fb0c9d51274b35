// Plays one match of every game against the server's bots, through the generated types alone.
//
//     npm ci && npm run example -- http://127.0.0.1:8000
//
// Only schema.d.ts (generated from openapi.json by openapi-typescript) and openapi-fetch are used:
// no hand-written types and no casts. A seat asks for its legal moves and sends one of them; when
// it has none (the bots are to act) it asks for the match's envelope and waits. The final view is
// narrowed by its `game`, which gives each game's own table type. Then a player account claims a
// seat with its player token and finds the match among its "my games".

import createClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

type View = components["schemas"]["View"];

const base = process.argv[2] ?? "http://127.0.0.1:8000";
const api = createClient<paths>({ baseUrl: base });
const short: { [game: string]: { [option: string]: number } } = { zavody: { round_limit: 3 }, pyatiletka: { rounds: 3 } };

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function describe(view: View): string {
  switch (view.game) {
    case "pobeda":
      return `${view.table?.lines.length ?? 0} lines on the board`;
    case "pyatiletka":
      return `round ${view.table?.round ?? 0} of ${view.table?.rounds ?? 0}`;
    case "zavody":
      return `round ${view.table?.round ?? 0}, ${view.table?.players.length ?? 0} factories`;
    case "den_pobedy":
      return `turn ${view.table?.turn ?? 0}`;
    case "ecologic":
      return `scores ${JSON.stringify(view.table?.scores ?? [])}`;
  }
}

// A seat claimed with a new claim_id, and once more with the same one on a 503 (the store's deadline
// passed while the claim may still have taken its seat): the retry answers the seat and token the
// first try took, never a second seat.
async function claim(match_id: string, name: string, headers: { [name: string]: string } = {}): Promise<components["schemas"]["SeatClaimed"]> {
  const request = { params: { path: { match_id } }, headers, body: { name, claim_id: crypto.randomUUID() } };
  let claimed = await api.POST("/api/v1/matches/{match_id}/seats", request);
  if (claimed.response.status === 503) claimed = await api.POST("/api/v1/matches/{match_id}/seats", request);
  if (!claimed.data) throw new Error(`claim: ${JSON.stringify(claimed.error)}`);
  return claimed.data;
}

async function play(game: string, seats: number): Promise<string> {
  const bots = Array.from({ length: seats - 1 }, (_, n) => n + 1);
  const created = await api.POST("/api/v1/matches", { body: { game, seats, bots, options: short[game] ?? {} } });
  if (!created.data) throw new Error(`create ${game}: ${JSON.stringify(created.error)}`);
  const match = { match_id: created.data.id };
  const claimed = await claim(match.match_id, "Пример");
  const seat = { params: { path: match }, headers: { Authorization: `Bearer ${claimed.token}` } };
  let moves = 0;
  for (;;) {
    const legal = await api.GET("/api/v1/matches/{match_id}/legal-moves", seat);
    if (!legal.data) throw new Error(`legal moves of ${game}: ${JSON.stringify(legal.error)}`);
    const move = legal.data.moves[Math.floor(Math.random() * legal.data.moves.length)];
    if (move !== undefined) {
      const body = { move_id: crypto.randomUUID(), move, expected_version: legal.data.version };
      const sent = await api.POST("/api/v1/matches/{match_id}/moves", { ...seat, body });
      if (sent.error && sent.error.code !== "version_conflict") throw new Error(`move in ${game}: ${sent.error.code}`);
      moves += 1;
      continue;
    }
    const envelope = await api.GET("/api/v1/matches/{match_id}", { params: { path: match } });
    if (!envelope.data) throw new Error(`envelope of ${game}: ${JSON.stringify(envelope.error)}`);
    if (envelope.data.status === "finished") {
      const view = await api.GET("/api/v1/matches/{match_id}/view", seat);
      if (!view.data) throw new Error(`view of ${game}: ${JSON.stringify(view.error)}`);
      return `${game}: finished after ${moves} moves of seat 0, winners ${JSON.stringify(envelope.data.outcome?.winners)}; ${describe(view.data)}`;
    }
    await sleep(20);
  }
}

const games = await api.GET("/api/v1/games");
if (!games.data) throw new Error(`games: ${JSON.stringify(games.error)}`);
for (const game of games.data) {
  console.log(await play(game.id, game.min_players));
  const board = await api.GET("/api/v1/leaderboards/{game}", { params: { path: { game: game.id }, query: { limit: 10 } } });
  if (!board.data) throw new Error(`leaderboard of ${game.id}: ${JSON.stringify(board.error)}`);
  console.log(`${game.id}: ${board.data.players} rated players (${board.data.system}), the best ${JSON.stringify(board.data.rows.map((row) => row.name ?? row.player))}`);
  const top = board.data.rows[0];
  if (top) {
    const history = await api.GET("/api/v1/players/{player_id}/ratings/{game}", { params: { path: { player_id: top.player, game: game.id } } });
    if (!history.data) throw new Error(`rating history of ${top.player}: ${JSON.stringify(history.error)}`);
    console.log(`${game.id}: the best's rating after each match ${JSON.stringify(history.data.points.map((p) => Math.round(p.rating)))}`);
  }
}

// A player account: its token claims a seat, and the match is among "my games".
const signed = await api.POST("/api/v1/players", { body: { name: `Пример ${crypto.randomUUID().slice(0, 8)}`, label: "example" } });
if (!signed.data) throw new Error(`sign up: ${JSON.stringify(signed.error)}`);
const player = { headers: { Authorization: `Bearer ${signed.data.token.token}` } };
const mine = await api.POST("/api/v1/matches", { body: { game: "pobeda", seats: 2, bots: [1] } });
if (!mine.data) throw new Error(`create: ${JSON.stringify(mine.error)}`);
await claim(mine.data.id, "Пример", player.headers);
const listed = await api.GET("/api/v1/players/me/matches", player);
if (!listed.data) throw new Error(`my games: ${JSON.stringify(listed.error)}`);
for (const row of listed.data.matches) console.log(`player: my games hold ${row.game} seat ${row.seat}`);
