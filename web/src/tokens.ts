// Seat, organiser and tournament tokens live in this browser's localStorage, one entry per match
// or tournament. They travel only in Authorization headers and the WebSocket subprotocol, never
// in an address that could reach a log.

export interface SeatToken {
  seat: number;
  token: string;
  name: string;
}

/** The player account signed in on this browser: its id, name and one of its player tokens. */
export interface Account {
  id: string;
  name: string;
  token: string;
}

const PREFIX = "igroteka.";

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  localStorage.setItem(PREFIX + key, JSON.stringify(value));
}

export const tokens = {
  seat: (match: string) => read<SeatToken>(`seat.${match}`),
  setSeat: (match: string, value: SeatToken) => write(`seat.${match}`, value),
  /** The organiser token of a match this browser created (its waiting room: web/src/waiting.ts). */
  organiser: (match: string) => read<string>(`organiser.${match}`),
  setOrganiser: (match: string, token: string) => write(`organiser.${match}`, token),
  player: (tournament: string) => read<SeatToken>(`player.${tournament}`),
  setPlayer: (tournament: string, value: SeatToken) => write(`player.${tournament}`, value),
  tournamentOrganiser: (tournament: string) => read<string>(`torganiser.${tournament}`),
  setTournamentOrganiser: (tournament: string, token: string) => write(`torganiser.${tournament}`, token),
  account: () => read<Account>("account"),
  setAccount: (value: Account | null) => (value ? write("account", value) : localStorage.removeItem(PREFIX + "account")),
  tournaments: () => read<string[]>("tournaments") ?? [],
  rememberTournament: (id: string) => {
    const known = read<string[]>("tournaments") ?? [];
    if (!known.includes(id)) write("tournaments", [id, ...known].slice(0, 20));
  },
};
