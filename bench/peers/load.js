'use strict';
// The load of bench/load.py against a peer: N concurrent «claim» matches (game.js), two seats and a
// spectator each, through the peer's own client (boardgame.io's `Client` over socket.io; Colyseus's
// `colyseus.js`). A seat moves as soon as it is its turn and it has seen its previous move applied;
// a finished match is replaced by a new one until the window ends. The server runs as this
// process's child, on a fresh port, for all values of N.
//
// Measured per move sent in the window, from one clock in this process: send → the mover's client
// has the move applied ("ack"), send → the opponent's client has it, send → the spectator's. CPU a
// move: the server's utime + stime from /proc/PID/stat over the window, ÷ moves; this process's
// likewise (its clients are the peer's real ones, heavier than load.py's lean one).
//
//   node bench/peers/load.js --peer bgio|colyseus --matches 10 100 --duration 20 [--seed 1] [--json F]
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { pick, seeded } = require('./game');

const GRACE_MS = 5000;
const SETUP_PARALLEL = 16;

function parse(argv) {
  const args = { peer: null, matches: [10, 100], duration: 20, seed: 1, json: null };
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i];
    if (name === '--matches') {
      args.matches = [];
      while (i + 1 < argv.length && !argv[i + 1].startsWith('--')) args.matches.push(Number(argv[++i]));
    } else if (name === '--peer') args.peer = argv[++i];
    else if (name === '--duration') args.duration = Number(argv[++i]);
    else if (name === '--seed') args.seed = Number(argv[++i]);
    else if (name === '--json') args.json = argv[++i];
    else throw new Error(`unknown argument ${name}`);
  }
  if (!['bgio', 'colyseus'].includes(args.peer)) throw new Error('--peer bgio|colyseus');
  return args;
}

const TICK = 100; // USER_HZ: the unit of /proc/PID/stat's times on Linux

function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop().trim().split(/\s+/);
  return (Number(fields[11]) + Number(fields[12])) / TICK;
}

function rssMb(pid) {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 102.4) / 10;
}

function ownCpuSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(peer) {
  const port = await freePort();
  const script = path.join(__dirname, peer === 'bgio' ? 'bgio-server.js' : 'colyseus-server.js');
  const child = spawn(process.execPath, [script, String(port)], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${peer} server did not start`)), 60000);
    child.once('exit', (code) => reject(new Error(`${peer} server exited (${code})`)));
    child.stdout.on('data', (data) => {
      if (String(data).includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return { child, port };
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

// The peers' clients, each behind one shape: `open()` sets up a match and resolves to its three
// connections once each has the initial state; a connection keeps the last state it received as
// `view`, {count, turn, over, board}, and calls `onState(view)` with each; a seat's `send(cell)`
// makes a move.

function bgio(port) {
  const { Client } = require('boardgame.io/client');
  const { SocketIO } = require('boardgame.io/multiplayer');
  const { Claim } = require('./bgio-game');
  const base = `http://127.0.0.1:${port}`;
  const post = async (url, body) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${url}: ${response.status}`);
    return response.json();
  };
  const connect = (matchID, playerID, credentials) =>
    new Promise((resolve) => {
      const client = Client({ game: Claim, multiplayer: SocketIO({ server: base }), matchID, playerID, credentials });
      const conn = { view: null, onState: null, send: (cell) => client.moves.claim(cell), close: () => client.stop() };
      let opened = false;
      client.subscribe((state) => {
        if (!state || !state.isConnected || state._stateID === undefined || !state.G.board) return;
        const view = {
          count: state.G.count,
          turn: Number(state.ctx.currentPlayer),
          over: Boolean(state.ctx.gameover),
          board: state.G.board,
        };
        conn.view = view;
        if (!opened) {
          opened = true;
          resolve(conn);
        }
        if (conn.onState) conn.onState(view);
      });
      client.start();
    });
  return {
    async open() {
      const { matchID } = await post('/games/claim/create', { numPlayers: 2 });
      const creds = [];
      for (const seat of ['0', '1']) {
        const joined = await post(`/games/claim/${matchID}/join`, { playerID: seat, playerName: `bench${seat}` });
        creds.push(joined.playerCredentials);
      }
      return Promise.all([connect(matchID, '0', creds[0]), connect(matchID, '1', creds[1]), connect(matchID)]);
    },
  };
}

function colyseus(port) {
  const { Client } = require('colyseus.js');
  const client = new Client(`ws://127.0.0.1:${port}`);
  const wrap = (room) =>
    new Promise((resolve) => {
      const conn = { view: null, onState: null, send: (cell) => room.send('move', cell), close: () => room.leave() };
      let opened = false;
      room.onStateChange((state) => {
        if (!state.board || state.board.length === 0) return;
        const view = { count: state.count, turn: state.turn, over: state.over, board: state.board.toArray() };
        conn.view = view;
        if (!opened) {
          opened = true;
          resolve(conn);
        }
        if (conn.onState) conn.onState(view);
      });
      room.onMessage('rejected', () => {});
    });
  return {
    async open() {
      // Each room's handler is set as soon as it is joined: its first state comes right after.
      const first = await client.create('claim', {});
      const opened = [wrap(first)];
      opened.push(wrap(await client.joinById(first.roomId, {})));
      opened.push(wrap(await client.joinById(first.roomId, { spectator: true })));
      return Promise.all(opened);
    },
  };
}

function percentile(values, q) {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 100) / 100;
}

// One value of N: N slots, each playing matches one after another until the window ends.
async function runN(peer, n, args, server, random) {
  const totals = { ack: [], opponent: [], spectator: [], moves: 0, started: 0, finished: 0, errors: [] };
  let go;
  const going = new Promise((resolve) => {
    go = resolve;
  });
  let windowStart = Infinity;
  let deadline = Infinity;
  let gate = SETUP_PARALLEL;
  const waiting = [];
  const enter = () => (gate > 0 ? ((gate -= 1), Promise.resolve()) : new Promise((r) => waiting.push(r)));
  const leave = () => (waiting.length ? waiting.shift()() : (gate += 1));

  const account = (moves, seen) => {
    for (const move of moves) {
      if (move.sent < windowStart || move.sent >= deadline || seen[move.seat][move.count] === undefined) continue;
      totals.moves += 1;
      totals.ack.push(seen[move.seat][move.count] - move.sent);
      const opponent = seen[1 - move.seat][move.count];
      if (opponent !== undefined) totals.opponent.push(opponent - move.sent);
      const spectator = seen[2][move.count];
      if (spectator !== undefined) totals.spectator.push(spectator - move.sent);
    }
  };

  const playOne = async (ready) => {
    await enter();
    let conns;
    try {
      conns = await peer.open();
    } finally {
      leave();
    }
    totals.started += 1;
    const moves = [];
    const seen = [[], [], []]; // per connection: the time it first had each count
    const last = [0, 0, 0];
    const pending = [null, null];
    let ended = 0;
    let done;
    const finished = new Promise((resolve) => {
      done = resolve;
    });
    const views = conns.map((conn) => conn.view);
    const maybeMove = (seat) => {
      const view = views[seat];
      if (!view || view.over || view.turn !== seat || pending[seat] !== null) return;
      if (performance.now() >= deadline) return;
      const move = { seat, sent: performance.now(), count: view.count + 1 };
      pending[seat] = move.count;
      moves.push(move);
      conns[seat].send(pick(view.board, random));
    };
    conns.forEach((conn, who) => {
      conn.onState = (view) => {
        const now = performance.now();
        for (let count = last[who] + 1; count <= view.count; count += 1) seen[who][count] = now;
        if (view.count > last[who]) last[who] = view.count;
        views[who] = view;
        if (view.over) {
          if (!conn.ended) {
            conn.ended = true;
            ended += 1;
            if (ended === 3) done();
          }
          return;
        }
        if (who < 2) {
          if (pending[who] !== null && view.count >= pending[who]) pending[who] = null;
          if (windowStart !== Infinity) maybeMove(who);
        }
      };
    });
    if (ready) {
      ready();
      await going;
    }
    maybeMove(0);
    maybeMove(1);
    const timeout = new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()) + GRACE_MS));
    await Promise.race([finished, timeout]);
    totals.finished += ended === 3 ? 1 : 0;
    account(moves, seen);
    for (const conn of conns) conn.close();
  };

  const slot = async (ready) => {
    let first = ready;
    while (performance.now() < deadline) {
      try {
        await playOne(first);
      } catch (error) {
        totals.errors.push(String(error));
        if (first) first();
        await new Promise((r) => setTimeout(r, 500));
      }
      first = null;
    }
  };

  const readies = [];
  const slots = [];
  for (let i = 0; i < n; i += 1) {
    slots.push(slot(() => readies.push(i)));
  }
  const setupBegan = performance.now();
  while (readies.length < n) {
    if (performance.now() - setupBegan > 120000) throw new Error(`set-up of ${n} matches took over 120 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const cpuStart = { server: cpuSeconds(server.pid), client: ownCpuSeconds() };
  windowStart = performance.now();
  deadline = windowStart + args.duration * 1000;
  go();
  await new Promise((r) => setTimeout(r, args.duration * 1000));
  const cpuEnd = { server: cpuSeconds(server.pid), client: ownCpuSeconds() };
  const rss = rssMb(server.pid);
  await Promise.all(slots);
  const perMove = (key) =>
    totals.moves ? Math.round(((cpuEnd[key] - cpuStart[key]) * 1e5) / totals.moves) / 100 : null;
  return {
    peer: args.peer,
    matches: n,
    window_s: args.duration,
    moves: totals.moves,
    moves_per_s: Math.round((totals.moves / args.duration) * 10) / 10,
    ack_p50_ms: percentile(totals.ack, 0.5),
    ack_p99_ms: percentile(totals.ack, 0.99),
    opponent_p50_ms: percentile(totals.opponent, 0.5),
    opponent_p99_ms: percentile(totals.opponent, 0.99),
    spectator_p50_ms: percentile(totals.spectator, 0.5),
    spectator_p99_ms: percentile(totals.spectator, 0.99),
    server_cpu_ms_per_move: perMove('server'),
    client_cpu_ms_per_move: perMove('client'),
    server_rss_mb: rss,
    matches_started: totals.started,
    matches_finished: totals.finished,
    errors: totals.errors.slice(0, 10),
  };
}

async function main() {
  const args = parse(process.argv.slice(2));
  const server = await startServer(args.peer);
  const results = [];
  try {
    const peer = args.peer === 'bgio' ? bgio(server.port) : colyseus(server.port);
    const random = seeded(args.seed);
    for (const n of args.matches) {
      const result = await runN(peer, n, args, server.child, random);
      console.error(JSON.stringify(result));
      results.push(result);
    }
  } finally {
    await stopServer(server.child);
  }
  if (args.json) fs.writeFileSync(args.json, JSON.stringify({ peer: args.peer, results }, null, 2));
  const columns = ['matches', 'moves_per_s', 'opponent_p50_ms', 'opponent_p99_ms', 'ack_p99_ms', 'spectator_p99_ms',
    'server_cpu_ms_per_move', 'client_cpu_ms_per_move', 'server_rss_mb'];
  console.log(`${args.peer}: ${columns.join('  ')}`);
  for (const result of results) console.log(`${args.peer}: ${columns.map((c) => result[c]).join('  ')}`);
  const failed = results.some((r) => r.moves === 0);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
