// Seat, organiser and tournament tokens live in this browser's localStorage, one entry per match
// or tournament. They travel only in Authorization headers and the WebSocket subprotocol, never
// in an address that could reach a log.
const PREFIX = "igroteka.";
function read(key) {
    try {
        const text = localStorage.getItem(PREFIX + key);
        return text ? JSON.parse(text) : null;
    }
    catch {
        return null;
    }
}
function write(key, value) {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
}
export const tokens = {
    seat: (match) => read(`seat.${match}`),
    setSeat: (match, value) => write(`seat.${match}`, value),
    /** The organiser token of a match this browser created (its waiting room: web/src/waiting.ts). */
    organiser: (match) => read(`organiser.${match}`),
    setOrganiser: (match, token) => write(`organiser.${match}`, token),
    player: (tournament) => read(`player.${tournament}`),
    setPlayer: (tournament, value) => write(`player.${tournament}`, value),
    tournamentOrganiser: (tournament) => read(`torganiser.${tournament}`),
    setTournamentOrganiser: (tournament, token) => write(`torganiser.${tournament}`, token),
    account: () => read("account"),
    setAccount: (value) => (value ? write("account", value) : localStorage.removeItem(PREFIX + "account")),
    tournaments: () => read("tournaments") ?? [],
    rememberTournament: (id) => {
        const known = read("tournaments") ?? [];
        if (!known.includes(id))
            write("tournaments", [id, ...known].slice(0, 20));
    },
};
