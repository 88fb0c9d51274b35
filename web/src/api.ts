// The HTTP half of the contract, typed by the schema generated from openapi.json.

import type { components } from "./generated/openapi.js";
import { lang } from "./i18n.js";

export type Schemas = components["schemas"];
export type GameInfo = Schemas["GameInfo"];
export type LobbyRow = Schemas["LobbyRow"];
export type Envelope = Schemas["Envelope"];
export type View = Schemas["View"];
export type FeedItem = Schemas["Events"]["events"][number];
export type Problem = Schemas["Problem"];
export type Outcome = Schemas["Outcome"];
export type MatchCreated = Schemas["MatchCreated"];
export type SeatClaimed = Schemas["SeatClaimed"];
export type LegalMoves = Schemas["LegalMoves"];
export type MoveForm = Schemas["MoveForm"];
export type MoveNote = Schemas["MoveNote"];
export type MoveAccepted = Schemas["MoveAccepted"];
export type Record = Schemas["Record"];
export type TournamentInfo = Schemas["TournamentInfo"];
export type TournamentCreated = Schemas["TournamentCreated"];
export type PlayerRegistered = Schemas["PlayerRegistered"];
export type TourInfo = Schemas["TourInfo"];
export type MyTable = Schemas["MyTable"];
export type StandingsInfo = Schemas["StandingsInfo"];
export type Clocks = Schemas["Clocks"];
export type TimeControl = Schemas["TimeControl"];
export type Abandonment = Schemas["Abandonment"];
export type Profile = Schemas["Profile"];
export type RatingHistory = Schemas["RatingHistory"];
export type MyMatches = Schemas["MyMatches"];
export type SignedUp = Schemas["SignedUp"];

/** A move or fact: a JSON object tagged by ``type``. */
export interface Move {
  type: string;
  [field: string]: unknown;
}

export class ApiProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail || problem.title);
  }
}

interface Options {
  body?: unknown;
  token?: string | null;
  query?: { [name: string]: string | number | boolean | null | undefined };
  /** "default" for an answer the server marks immutable (a past view): the browser keeps it. */
  cache?: RequestCache;
}

function address(path: string, query: Options["query"]): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.set(name, String(value));
  }
  const text = params.toString();
  return `/api/v1${path}${text ? `?${text}` : ""}`;
}

/** One API call; a refusal raises ApiProblem carrying the server's problem details. */
export async function call<T>(method: string, path: string, options: Options = {}): Promise<T> {
  // the server's words (problems, journal lines, the outcome) in the page's language
  const headers: { [name: string]: string } = { Accept: "application/json", "Accept-Language": lang() };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(address(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      cache: options.cache ?? "no-store",
    });
  } catch {
    throw new ApiProblem({
      type: "about:blank",
      title: "offline",
      status: 0,
      code: "offline",
      detail: "The server cannot be reached.",
    });
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const problem = data as Problem | null;
    throw new ApiProblem(
      problem && typeof problem === "object" && "code" in problem
        ? problem
        : { type: "about:blank", title: response.statusText, status: response.status, code: "http_error", detail: response.statusText },
    );
  }
  return data as T;
}

/** Answers after which a claim may have taken its seat all the same: the store's deadline passed
 * while its write went on, or the answer never arrived. */
const LOST = new Set(["store_timeout", "offline"]);

/** Claims a seat with a new claim_id, and once more with the same one when the answer is lost, a
 * second later (the 503's Retry-After): the retry answers the seat and token the first try took,
 * and never takes a second seat. */
async function claimSeat(id: string, name: string, seat: number | undefined, player: string | null): Promise<SeatClaimed> {
  const body = { name, claim_id: crypto.randomUUID(), ...(seat === undefined ? {} : { seat }) };
  const send = () => call<SeatClaimed>("POST", `/matches/${id}/seats`, { token: player, body });
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiProblem && LOST.has(error.problem.code))) throw error;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return send();
  }
}

export const api = {
  games: () => call<GameInfo[]>("GET", "/games"),
  content: (game: string) => call<unknown>("GET", `/games/${encodeURIComponent(game)}/content`),
  lobby: (status: string, game?: string) => call<LobbyRow[]>("GET", "/matches", { query: { status, game, limit: 50 } }),
  create: (body: Schemas["CreateMatch"]) => call<MatchCreated>("POST", "/matches", { body }),
  claim: (id: string, name: string, seat?: number, player: string | null = null) => claimSeat(id, name, seat, player),
  signUp: (name: string, label: string) => call<SignedUp>("POST", "/players", { body: { name, label } }),
  signInIssuers: () => call<Schemas["SignInIssuer"][]>("GET", "/players/sign-in/issuers"),
  signIn: (idToken: string, label: string) => call<Schemas["SignedIn"]>("POST", "/players/sign-in", { body: { id_token: idToken, label } }),
  me: (token: string) => call<Profile>("GET", "/players/me", { token }),
  player: (id: string) => call<Profile>("GET", `/players/${encodeURIComponent(id)}`),
  ratingHistory: (id: string, game: string) =>
    call<RatingHistory>("GET", `/players/${encodeURIComponent(id)}/ratings/${encodeURIComponent(game)}`),
  myMatches: (token: string, toAct: boolean, cursor: string | null) =>
    call<MyMatches>("GET", "/players/me/matches", { token, query: { to_act: toAct || undefined, cursor, limit: 20 } }),
  envelope: (id: string, token: string | null = null) => call<Envelope>("GET", `/matches/${id}`, { token }),
  view: (id: string, token: string | null, version?: number, audit = false) =>
    call<View>("GET", `/matches/${id}/view`, { token, query: { version, audit: audit || undefined }, cache: version === undefined ? "no-store" : "default" }),
  events: (id: string, token: string | null, after: number) => call<Schemas["Events"]>("GET", `/matches/${id}/events`, { token, query: { after } }),
  legal: (id: string, token: string) => call<LegalMoves>("GET", `/matches/${id}/legal-moves`, { token }),
  move: (id: string, token: string, move: Move, expected_version: number, move_id: string) =>
    call<MoveAccepted>("POST", `/matches/${id}/moves`, { token, body: { move_id, move, expected_version } }),
  resign: (id: string, token: string) => call<Envelope>("POST", `/matches/${id}/resign`, { token }),
  autoplay: (id: string, token: string) => call<Envelope>("POST", `/matches/${id}/autoplay`, { token, body: {} }),
  manual: (id: string, token: string) => call<Envelope>("DELETE", `/matches/${id}/autoplay`, { token }),
  requestTakeback: (id: string, token: string) => call<Envelope>("POST", `/matches/${id}/takeback`, { token }),
  consentTakeback: (id: string, token: string) => call<Envelope>("POST", `/matches/${id}/takeback/consent`, { token }),
  declineTakeback: (id: string, token: string) => call<Envelope>("POST", `/matches/${id}/takeback/decline`, { token }),
  cancelTakeback: (id: string, token: string) => call<Envelope>("DELETE", `/matches/${id}/takeback`, { token }),
  record: (id: string) => call<Record>("GET", `/matches/${id}/record`),
  verify: (record: unknown) => call<Schemas["Verification"]>("POST", "/records/verify", { body: record }),
  announce: (body: Schemas["CreateTournament"]) => call<TournamentCreated>("POST", "/tournaments", { body }),
  tournaments: (status: string, game?: string) => call<Schemas["TournamentRow"][]>("GET", "/tournaments", { query: { status, game, limit: 50 } }),
  tournament: (id: string) => call<TournamentInfo>("GET", `/tournaments/${id}`),
  register: (id: string, name: string) => call<PlayerRegistered>("POST", `/tournaments/${id}/players`, { body: { name } }),
  startTour: (id: string, token: string) => call<TourInfo>("POST", `/tournaments/${id}/tours`, { token }),
  tour: (id: string, tour: number) => call<TourInfo>("GET", `/tournaments/${id}/tours/${tour}`),
  standings: (id: string) => call<StandingsInfo>("GET", `/tournaments/${id}/standings`),
  leaderboard: (game: string, cursor: string | undefined, limit: number) =>
    call<Schemas["LeaderboardPage"]>("GET", `/leaderboards/${game}`, { query: { cursor, limit } }),
  myTable: (id: string, token: string) => call<MyTable>("GET", `/tournaments/${id}/my-table`, { token }),
};

/** Problems in words: the server's own sentence, in the page's language (its code is for programs). */
export function problemText(error: unknown): string {
  if (error instanceof ApiProblem) return error.problem.detail;
  return error instanceof Error ? error.message : String(error);
}
