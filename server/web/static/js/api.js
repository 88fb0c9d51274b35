// The HTTP half of the contract, typed by the schema generated from openapi.json.
import { lang } from "./i18n.js";
export class ApiProblem extends Error {
    problem;
    constructor(problem) {
        super(problem.detail || problem.title);
        this.problem = problem;
    }
}
function address(path, query) {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) {
        if (value !== null && value !== undefined)
            params.set(name, String(value));
    }
    const text = params.toString();
    return `/api/v1${path}${text ? `?${text}` : ""}`;
}
/** One API call; a refusal raises ApiProblem carrying the server's problem details. */
export async function call(method, path, options = {}) {
    // the server's words (problems, journal lines, the outcome) in the page's language
    const headers = { Accept: "application/json", "Accept-Language": lang() };
    if (options.token)
        headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined)
        headers["Content-Type"] = "application/json";
    let response;
    try {
        response = await fetch(address(path, options.query), {
            method,
            headers,
            body: options.body === undefined ? undefined : JSON.stringify(options.body),
            cache: options.cache ?? "no-store",
        });
    }
    catch {
        throw new ApiProblem({
            type: "about:blank",
            title: "offline",
            status: 0,
            code: "offline",
            detail: "The server cannot be reached.",
        });
    }
    const data = await response.json().catch(() => null);
    if (!response.ok) {
        const problem = data;
        throw new ApiProblem(problem && typeof problem === "object" && "code" in problem
            ? problem
            : { type: "about:blank", title: response.statusText, status: response.status, code: "http_error", detail: response.statusText });
    }
    return data;
}
/** Answers after which a claim may have taken its seat all the same: the store's deadline passed
 * while its write went on, or the answer never arrived. */
const LOST = new Set(["store_timeout", "offline"]);
/** Claims a seat with a new claim_id, and once more with the same one when the answer is lost, a
 * second later (the 503's Retry-After): the retry answers the seat and token the first try took,
 * and never takes a second seat. */
async function claimSeat(id, name, seat, player) {
    const body = { name, claim_id: crypto.randomUUID(), ...(seat === undefined ? {} : { seat }) };
    const send = () => call("POST", `/matches/${id}/seats`, { token: player, body });
    try {
        return await send();
    }
    catch (error) {
        if (!(error instanceof ApiProblem && LOST.has(error.problem.code)))
            throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return send();
    }
}
export const api = {
    games: () => call("GET", "/games"),
    content: (game) => call("GET", `/games/${encodeURIComponent(game)}/content`),
    lobby: (status, game) => call("GET", "/matches", { query: { status, game, limit: 50 } }),
    create: (body) => call("POST", "/matches", { body }),
    claim: (id, name, seat, player = null) => claimSeat(id, name, seat, player),
    signUp: (name, label) => call("POST", "/players", { body: { name, label } }),
    signInIssuers: () => call("GET", "/players/sign-in/issuers"),
    signIn: (idToken, label) => call("POST", "/players/sign-in", { body: { id_token: idToken, label } }),
    me: (token) => call("GET", "/players/me", { token }),
    player: (id) => call("GET", `/players/${encodeURIComponent(id)}`),
    ratingHistory: (id, game) => call("GET", `/players/${encodeURIComponent(id)}/ratings/${encodeURIComponent(game)}`),
    myMatches: (token, toAct, cursor) => call("GET", "/players/me/matches", { token, query: { to_act: toAct || undefined, cursor, limit: 20 } }),
    envelope: (id, token = null) => call("GET", `/matches/${id}`, { token }),
    view: (id, token, version, audit = false) => call("GET", `/matches/${id}/view`, { token, query: { version, audit: audit || undefined }, cache: version === undefined ? "no-store" : "default" }),
    events: (id, token, after) => call("GET", `/matches/${id}/events`, { token, query: { after } }),
    legal: (id, token) => call("GET", `/matches/${id}/legal-moves`, { token }),
    move: (id, token, move, expected_version, move_id) => call("POST", `/matches/${id}/moves`, { token, body: { move_id, move, expected_version } }),
    resign: (id, token) => call("POST", `/matches/${id}/resign`, { token }),
    autoplay: (id, token) => call("POST", `/matches/${id}/autoplay`, { token, body: {} }),
    manual: (id, token) => call("DELETE", `/matches/${id}/autoplay`, { token }),
    requestTakeback: (id, token) => call("POST", `/matches/${id}/takeback`, { token }),
    consentTakeback: (id, token) => call("POST", `/matches/${id}/takeback/consent`, { token }),
    declineTakeback: (id, token) => call("POST", `/matches/${id}/takeback/decline`, { token }),
    cancelTakeback: (id, token) => call("DELETE", `/matches/${id}/takeback`, { token }),
    record: (id) => call("GET", `/matches/${id}/record`),
    verify: (record) => call("POST", "/records/verify", { body: record }),
    announce: (body) => call("POST", "/tournaments", { body }),
    tournaments: (status, game) => call("GET", "/tournaments", { query: { status, game, limit: 50 } }),
    tournament: (id) => call("GET", `/tournaments/${id}`),
    register: (id, name) => call("POST", `/tournaments/${id}/players`, { body: { name } }),
    startTour: (id, token) => call("POST", `/tournaments/${id}/tours`, { token }),
    tour: (id, tour) => call("GET", `/tournaments/${id}/tours/${tour}`),
    standings: (id) => call("GET", `/tournaments/${id}/standings`),
    leaderboard: (game, cursor, limit) => call("GET", `/leaderboards/${game}`, { query: { cursor, limit } }),
    myTable: (id, token) => call("GET", `/tournaments/${id}/my-table`, { token }),
};
/** Problems in words: the server's own sentence, in the page's language (its code is for programs). */
export function problemText(error) {
    if (error instanceof ApiProblem)
        return error.problem.detail;
    return error instanceof Error ? error.message : String(error);
}
