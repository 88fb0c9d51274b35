// Play without waiting: "Play now" per game (quick play's requests), challenging a player from
// their profile and answering challenges, an invite link for a free seat and the page that takes
// it, and a rematch offered and accepted at a finished match. Each piece is a panel the lobby, the
// profiles and the match page place where they fit; its words are its own.
import { api, call, problemText } from "./api.js";
import { allGames } from "./catalogue.js";
import { button, clear, h, own } from "./dom.js";
import { gameTitle, lang } from "./i18n.js";
import { Inbox, names, notices } from "./notices.js";
import { tokens } from "./tokens.js";
const WORDS = {
    play_now: ["Играть сейчас", "Play now"],
    play_now_hint: ["Подберём соперника: товарищеская партия с настройками по умолчанию.", "We find you an opponent: a casual match with the default options."],
    searching: ["Ищем соперника…", "Looking for an opponent…"],
    not_found: ["Соперник не нашёлся; попробуйте ещё раз.", "Nobody came; try again."],
    cancel: ["Отменить", "Cancel"],
    your_name: ["Ваше имя", "Your name"],
    challenge: ["Вызвать на партию", "Challenge to a match"],
    game: ["Игра", "Game"],
    send_challenge: ["Вызвать", "Challenge"],
    challenge_sent: ["Вызов отправлен; ждём ответа.", "Challenge sent; waiting for the answer."],
    challenges: ["Вызовы", "Challenges"],
    no_challenges: ["Вызовов нет.", "No challenges."],
    accept: ["Принять", "Accept"],
    decline: ["Отклонить", "Decline"],
    rated: ["рейтинговая", "rated"],
    your_seat: ["Ваше место", "Your seat"],
    by_lot: ["по жребию", "by lot"],
    challenged_you: ["вызывает вас", "challenges you"],
    you_challenged: ["вы вызвали", "you challenged"],
    open_match: ["К партии", "To the match"],
    status_open: ["ждёт ответа", "waiting"],
    status_accepted: ["принят", "accepted"],
    status_declined: ["отклонён", "declined"],
    status_cancelled: ["отменён", "cancelled"],
    status_expired: ["истёк", "expired"],
    invite: ["Пригласить по ссылке", "Invite by link"],
    invite_hint: ["Ссылка занимает одно свободное место один раз; в ней код, не показывайте её посторонним.", "The link takes one free seat once; it holds a code, share it with your guest only."],
    copied: ["Ссылка скопирована.", "Link copied."],
    invited: ["Вас пригласили в партию", "You are invited to a match"],
    take_seat: ["Занять место", "Take the seat"],
    rematch: ["Реванш", "Rematch"],
    offer_rematch: ["Предложить реванш", "Offer a rematch"],
    rematch_waiting: ["Реванш предложен; ждём согласия остальных.", "Rematch offered; waiting for the others."],
    rematch_asked: ["Вам предлагают реванш.", "You are offered a rematch."],
    rematch_declined: ["От реванша отказались.", "The rematch was declined."],
    rematch_expired: ["Предложение реванша истекло.", "The rematch offer expired."],
    to_rematch: ["К реваншу", "To the rematch"],
};
function say(word) {
    return WORDS[word][lang() === "en" ? 1 : 0];
}
function problemLine() {
    return h("p", { class: "problem", attrs: { role: "alert", hidden: true } });
}
function show(line, error) {
    line.hidden = false;
    line.textContent = problemText(error);
}
const sleep = (ms) => new Promise((resolve) => window.setTimeout(resolve, ms));
/** The seat a player token holds in a match, for the match page ("playing as …"). */
async function seatOf(match, token, name) {
    const view = await api.view(match, token);
    return { seat: view.viewer.type === "seat" ? view.viewer.n : 0, token, name };
}
// -- "Play now" --------------------------------------------------------------------------------
const WAIT_MS = 600_000; // as long as the server keeps a request (seek_timeout)
/** The seat a player's request got, as their stream tells it (``paired``): their player token acts for it. */
async function pairedTold(inbox, seek, token) {
    const told = await inbox.take((notice) => notice.kind === "paired" && notice.seek === seek, WAIT_MS);
    return told && typeof told.match === "string" ? { match: told.match, seat: Number(told.seat), token } : null;
}
/** A guest's request, asked after every half second until it is paired (or is no longer open). */
async function pairedAsked(made, waiting) {
    const until = Date.now() + WAIT_MS;
    while (waiting() && Date.now() < until) {
        const state = await call("GET", `/seeks/${made.id}`, { token: made.token });
        if (state.status === "paired" && state.match_id && state.seat_token && state.seat !== null && state.seat !== undefined) {
            return { match: state.match_id, seat: state.seat, token: state.seat_token };
        }
        if (state.status !== "open")
            return null;
        await sleep(500);
    }
    return null;
}
/** A "Play now" button per game: a casual request of the game's fewest seats and default options,
 * waited for here until it is paired (a player hears it on their stream); then the match opens. */
export function playNowPanel(games) {
    const account = tokens.account();
    const name = h("input", { attrs: { id: "play-name", maxlength: 64, value: localStorage.getItem("igroteka.name") ?? "", autocomplete: "nickname" } });
    const status = h("p", { class: "hint", attrs: { id: "play-status", role: "status", "aria-live": "polite" } });
    const problem = problemLine();
    let cancel = null;
    const start = async (game) => {
        cancel?.();
        problem.hidden = true;
        const player = name.value.trim();
        if (!account && player)
            localStorage.setItem("igroteka.name", player);
        // a player hears of the pairing on their stream; a guest, who has none, asks until it is paired
        const inbox = account && (await notices.whenReady()) ? new Inbox() : null;
        try {
            const body = { game: game.id, seats: game.min_players, ...(account ? {} : { name: player }) };
            const made = await call("POST", "/seeks", { token: account?.token ?? null, body });
            let waiting = true;
            const stop = button(say("cancel"), () => {
                waiting = false;
                inbox?.close();
                clear(status);
                void call("DELETE", `/seeks/${made.id}`, { token: made.token }).catch((error) => show(problem, error));
            }, { class: "secondary", attrs: { id: "play-cancel" } });
            cancel = () => {
                waiting = false;
                inbox?.close();
            };
            clear(status, `${say("searching")} ${gameTitle(game)} `, stop);
            const seated = account && inbox ? await pairedTold(inbox, made.id, account.token) : await pairedAsked(made, () => waiting);
            if (seated) {
                tokens.setSeat(seated.match, { seat: seated.seat, token: seated.token, name: account?.name ?? player });
                location.hash = `#/m/${seated.match}`;
                return;
            }
            if (waiting)
                clear(status, say("not_found"));
        }
        catch (error) {
            clear(status);
            show(problem, error);
        }
        finally {
            inbox?.close();
        }
    };
    return h("section", { class: "panel play-now", attrs: { id: "play-now" } }, h("h3", { text: say("play_now") }), h("p", { class: "hint", text: say("play_now_hint") }), account ? null : h("label", { class: "field", attrs: { for: "play-name" } }, h("span", { text: say("your_name") }), name), h("div", { class: "actions" }, games.map((game) => button(gameTitle(game), () => void start(game), { class: "primary", attrs: { id: `play-now-${game.id}`, "data-game": game.id } }))), status, problem);
}
// -- challenges --------------------------------------------------------------------------------
// A challenge's steps are told on the player stream (offers as notices): its panels read the list
// once the stream stands, then change by what it tells, asking nothing again.
const ANSWERS = new Map([
    ["challenge_accepted", "accepted"],
    ["challenge_declined", "declined"],
    ["challenge_cancelled", "cancelled"],
    ["challenge_expired", "expired"],
]);
const EXPIRY_TOLD_MS = 60_000; // the server's sweep tells an expiry within seconds; this is its margin
const LONGEST_WAIT_MS = 2 ** 31 - 1; // what a browser's timer holds
/** Open a started challenge's match as the signed-in player (their token acts for the seat). */
async function toMatch(match) {
    const account = tokens.account();
    if (account)
        tokens.setSeat(match, await seatOf(match, account.token, account.name));
    location.hash = `#/m/${match}`;
}
/** On a player's profile: challenge them (signed in, not oneself); the answer, told on the player's
 * stream, is waited for here (past the challenge's expiry, it is read once). */
export function challengePanel(playerId) {
    const account = tokens.account();
    if (!account || account.id === playerId)
        return null;
    const select = h("select", { attrs: { id: "challenge-game" } });
    const seat = h("select", { attrs: { id: "challenge-seat" } }, h("option", { attrs: { value: "" } }, say("by_lot")), h("option", { attrs: { value: "0" } }, "1"), h("option", { attrs: { value: "1" } }, "2"));
    const rated = h("input", { attrs: { id: "challenge-rated", type: "checkbox" } });
    const status = h("p", { class: "hint", attrs: { id: "challenge-status", role: "status" } });
    const problem = problemLine();
    let games = [];
    void allGames().then((all) => {
        games = all;
        clear(select, all.map((g) => h("option", { attrs: { value: g.id } }, gameTitle(g))));
    });
    const send = async () => {
        problem.hidden = true;
        const game = games.find((g) => g.id === select.value);
        if (!game)
            return;
        await notices.whenReady(); // the answer is told from where the stream stands
        const inbox = new Inbox(); // an answer told before the request's own answer is kept
        try {
            const body = { player: playerId, game: game.id, seats: 2, rated: rated.checked, seat: seat.value === "" ? null : Number(seat.value) };
            const sent = await call("POST", "/challenges", { token: account.token, body });
            clear(status, say("challenge_sent"));
            const wait = Math.min(LONGEST_WAIT_MS, Date.parse(sent.expires_at) - Date.now() + EXPIRY_TOLD_MS);
            const told = await inbox.take((notice) => ANSWERS.has(notice.kind) && notice.challenge === sent.id, wait);
            if (!root.isConnected)
                return; // the page went elsewhere meanwhile
            const answer = told ? { status: ANSWERS.get(told.kind) ?? "open", match_id: told.match } : await call("GET", `/challenges/${sent.id}`, { token: account.token });
            if (answer.status === "accepted" && typeof answer.match_id === "string")
                await toMatch(answer.match_id);
            else
                clear(status, statusWord(answer.status));
        }
        catch (error) {
            show(problem, error);
        }
        finally {
            inbox.close();
        }
    };
    const root = h("section", { class: "panel challenge", attrs: { id: "challenge" } }, h("h3", { text: say("challenge") }), h("label", { class: "field", attrs: { for: "challenge-game" } }, h("span", { text: say("game") }), select), h("label", { class: "field", attrs: { for: "challenge-seat" } }, h("span", { text: say("your_seat") }), seat), h("label", { class: "field", attrs: { for: "challenge-rated" } }, rated, " ", say("rated")), button(say("send_challenge"), () => void send(), { class: "primary", attrs: { id: "challenge-send" } }), status, problem);
    return root;
}
function statusWord(status) {
    return say(`status_${status}`);
}
function lineOf(c, me) {
    const received = c.challenged.id === me;
    const other = received ? c.challenger.name : c.challenged.name;
    return { id: c.id, received, other, game: c.game, rated: c.rated, status: c.status, match: c.match_id ?? null };
}
/** On my page: the challenges I received (accept, decline) and sent (cancel), read once the stream
 * stands and then kept by its notices: a challenge received is added, an answer changes its line. */
export function challengesPanel() {
    const account = tokens.account();
    if (!account)
        return null;
    const list = h("ul", { class: "challenges plain" });
    const problem = problemLine();
    const titles = new Map();
    let lines = new Map();
    let early = []; // notices told while the list is read, applied on top of it
    const put = (line) => {
        lines = new Map([[line.id, line], ...[...lines].filter(([id]) => id !== line.id)]);
        draw();
    };
    const took = (c) => (c.match_id && c.status === "accepted" ? toMatch(c.match_id) : put(lineOf(c, account.id)));
    const act = (step) => void step.then(took).catch((error) => show(problem, error));
    const row = (c) => h("li", { class: "challenge-row", attrs: { "data-challenge": c.id } }, c.received ? `${c.other} ${say("challenged_you")}: ` : `${say("you_challenged")} ${c.other}: `, h("strong", { text: titles.get(c.game) ?? c.game }), c.rated ? ` (${say("rated")})` : "", " — ", statusWord(c.status), " ", c.received && c.status === "open"
        ? [
            button(say("accept"), () => act(call("POST", `/challenges/${c.id}/accept`, { token: account.token })), { class: "primary accept" }),
            button(say("decline"), () => act(call("POST", `/challenges/${c.id}/decline`, { token: account.token })), { class: "secondary decline" }),
        ]
        : null, !c.received && c.status === "open"
        ? button(say("cancel"), () => void call("DELETE", `/challenges/${c.id}`, { token: account.token })
            .then(() => put({ ...c, status: "cancelled" }))
            .catch((error) => show(problem, error)), { class: "secondary" })
        : null, c.match ? h("a", { attrs: { href: `#/m/${c.match}` } }, say("open_match")) : null);
    const draw = () => {
        const all = [...lines.values()];
        const rows = [...all.filter((c) => c.received), ...all.filter((c) => !c.received)].map(row);
        clear(list, rows.length ? rows : h("li", { text: say("no_challenges") }));
    };
    const apply = (notice) => {
        const id = String(notice.challenge);
        const known = lines.get(id);
        if (notice.kind === "challenge_received") {
            const told = { id, received: true, other: String(notice.by_name), game: String(notice.game), rated: notice.rated === true, status: "open", match: null };
            if (!known)
                put(told);
        }
        else if (known) {
            put({ ...known, status: ANSWERS.get(notice.kind) ?? known.status, match: typeof notice.match === "string" ? notice.match : known.match });
        }
        else {
            // a challenge this page has not listed (sent from another tab): read that one
            void call("GET", `/challenges/${id}`, { token: account.token }).then((c) => put(lineOf(c, account.id)), (error) => show(problem, error));
        }
    };
    const load = async () => {
        try {
            if (!titles.size)
                for (const game of await allGames())
                    titles.set(game.id, gameTitle(game));
            const [received, sent] = await Promise.all([
                call("GET", "/challenges", { token: account.token, query: { box: "received", limit: 20 } }),
                call("GET", "/challenges", { token: account.token, query: { box: "sent", limit: 20 } }),
            ]);
            lines = new Map([...received, ...sent].map((c) => [c.id, lineOf(c, account.id)]));
            draw();
        }
        catch (error) {
            show(problem, error);
        }
        for (const notice of early ?? [])
            apply(notice);
        early = null;
    };
    const deaf = notices.listen(({ notice }) => {
        if (notice.kind !== "challenge_received" && !ANSWERS.has(notice.kind))
            return;
        if (early)
            early.push(notice);
        else
            apply(notice);
    });
    void notices.whenReady().then(load); // read after the stream stands: nothing falls between the two
    const element = h("section", { class: "panel challenges", attrs: { id: "challenges" } }, h("h3", { text: say("challenges") }), list, problem);
    return { element, stop: deaf };
}
// -- invitations -------------------------------------------------------------------------------
/** A new invite link for one free seat of the match, made with a seat's or the organiser's token. */
export async function newInviteLink(match, token) {
    const made = await call("POST", `/matches/${match}/invitations`, { token, body: {} });
    return `${location.origin}${location.pathname}#/invite/${made.code}`;
}
/** The page an invite link opens (``#/invite/<code>``): take the seat, as a guest or signed in. */
export async function invitePage(outlet, code) {
    const account = tokens.account();
    const name = h("input", { attrs: { id: "invite-name", maxlength: 64, required: true, value: localStorage.getItem("igroteka.name") ?? "" } });
    const problem = problemLine();
    const form = h("form", { class: "panel invite", attrs: { id: "invite-form" } }, h("h2", { text: say("invited") }), account ? h("p", { text: account.name }) : h("label", { class: "field", attrs: { for: "invite-name" } }, h("span", { text: say("your_name") }), name), h("button", { class: "primary", attrs: { type: "submit" } }, say("take_seat")), problem);
    form.addEventListener("submit", (event) => {
        event.preventDefault();
        const player = account?.name ?? name.value.trim();
        const body = account ? { code } : { code, name: player };
        call("POST", "/invitations/use", { token: account?.token ?? null, body })
            .then((used) => {
            tokens.setSeat(used.match_id, { seat: used.seat, token: used.token, name: player });
            location.replace(`#/m/${used.match_id}`); // the code leaves the address and the history
        })
            .catch((error) => show(problem, error));
    });
    clear(outlet, form);
}
// -- the match page: an invite link before the start, a rematch after the end -------------------
/** What the match page shows of offers: kept across its redraws (one per page). A seat the
 * signed-in player's token acts for hears of its rematch on the player stream (and reads it once
 * more when an open offer's time is up, which is not told); a guest's seat asks every 2 s. */
export class OffersPanel {
    match;
    root = own(h("section", { class: "panel offers", attrs: { id: "offers" } }));
    problem = problemLine();
    status = "";
    timer = 0; // a guest's asking
    expiry = 0; // an open offer's end, read once
    deaf = () => undefined; // stops listening to the stream
    rematch = null;
    constructor(match) {
        this.match = match;
    }
    /** The panel for this state of the match, or null when it has nothing to offer. */
    element(envelope, seat) {
        if (this.status !== envelope.status) {
            this.status = envelope.status;
            this.stop();
            if (envelope.status === "finished" && seat)
                this.follow(seat);
        }
        if (envelope.status === "open" && seat && envelope.seats.some((info) => !info.claimed)) {
            clear(this.root, h("h3", { text: say("invite") }), this.inviteControls(seat), this.problem);
            return this.root;
        }
        if (envelope.status === "finished" && seat) {
            clear(this.root, h("h3", { text: say("rematch") }), this.rematchControls(seat), this.problem);
            return this.root;
        }
        return null;
    }
    stop() {
        window.clearInterval(this.timer);
        window.clearTimeout(this.expiry);
        this.deaf();
    }
    /** Keep the finished match's rematch offer up to date: told, or (a guest) asked. */
    follow(seat) {
        if (seat.token !== tokens.account()?.token) {
            void this.look(seat);
            this.timer = window.setInterval(() => void this.look(seat), 2000);
            return;
        }
        this.deaf = notices.listen(({ notice }) => {
            if (notice.kind.startsWith("rematch") && names(notice, this.match))
                void this.look(seat);
        });
        void notices.whenReady().then(() => this.look(seat)); // read after the stream stands: nothing falls between
    }
    inviteControls(seat) {
        const link = h("input", { attrs: { id: "invite-link", readonly: true, "aria-label": say("invite") } });
        const copy = button(say("invite"), () => {
            newInviteLink(this.match, seat.token)
                .then(async (made) => {
                link.value = made;
                link.hidden = false;
                link.select();
                await navigator.clipboard?.writeText(link.value).then(() => (note.textContent = say("copied"))).catch(() => undefined);
            })
                .catch((error) => show(this.problem, error));
        }, { class: "secondary", attrs: { id: "invite-make" } });
        const note = h("span", { class: "hint", attrs: { role: "status" } });
        link.hidden = true;
        return h("div", {}, h("p", { class: "hint", text: say("invite_hint") }), copy, " ", note, link);
    }
    rematchControls(seat) {
        const r = this.rematch;
        const step = (path, method = "POST") => void call(method, `/matches/${this.match}/rematch${path}`, { token: seat.token })
            .then((answer) => this.took(answer, seat))
            .catch((error) => show(this.problem, error));
        if (r && r.status === "accepted" && r.match_id) {
            return h("a", { class: "button primary", attrs: { id: "rematch-open", href: `#/m/${r.match_id}` } }, say("to_rematch"));
        }
        if (r && r.status === "open") {
            if (r.asked.includes(seat.seat) && !r.accepted.includes(seat.seat)) {
                return h("div", {}, h("p", { text: say("rematch_asked") }), button(say("accept"), () => step("/accept"), { class: "primary", attrs: { id: "rematch-accept" } }), " ", button(say("decline"), () => step("/decline"), { class: "secondary", attrs: { id: "rematch-decline" } }));
            }
            return h("p", { attrs: { id: "rematch-waiting" }, text: say("rematch_waiting") });
        }
        const before = r ? h("p", { class: "hint", text: say(r.status === "declined" ? "rematch_declined" : "rematch_expired") }) : null;
        return h("div", {}, before, button(say("offer_rematch"), () => step(""), { class: "primary", attrs: { id: "rematch-offer" } }));
    }
    /** The latest offer of the match (none yet: nothing to show but the button). */
    async look(seat) {
        try {
            const latest = await call("GET", `/matches/${this.match}/rematch`, { token: seat.token });
            if (latest)
                this.took(latest, seat);
        }
        catch {
            // the server is away: the next look tries again
        }
    }
    took(answer, seat) {
        const changed = JSON.stringify(answer) !== JSON.stringify(this.rematch);
        this.rematch = answer;
        if (answer.status === "accepted" && answer.match_id && answer.seat_token && answer.seat !== null && answer.seat !== undefined) {
            this.stop();
            // a player's token acts for their new seat too: the rematch's page is told as this one was
            const token = seat.token === tokens.account()?.token ? seat.token : answer.seat_token;
            tokens.setSeat(answer.match_id, { seat: answer.seat, token, name: seat.name });
            location.hash = `#/m/${answer.match_id}`;
            return;
        }
        if (changed && answer.status === "open") {
            window.clearTimeout(this.expiry);
            this.expiry = window.setTimeout(() => void this.look(seat), Math.min(LONGEST_WAIT_MS, Date.parse(answer.expires_at) - Date.now() + 1000));
        }
        if (changed)
            clear(this.root, h("h3", { text: say("rematch") }), this.rematchControls(seat), this.problem);
    }
}
