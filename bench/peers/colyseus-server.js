'use strict';
// Colyseus's server for «claim»: a room of two seats and a spectator, its state a schema whose
// changes go out as a patch right after each move (no patch interval: a turn-based game does not
// wait for the next tick). Prints "ready" once it listens.
//   node bench/peers/colyseus-server.js PORT
const { Server, Room } = require('@colyseus/core');
const { WebSocketTransport } = require('@colyseus/ws-transport');
const { Schema, ArraySchema, defineTypes } = require('@colyseus/schema');
const { CELLS, MOVES, legal } = require('./game');

class ClaimState extends Schema {}
defineTypes(ClaimState, { board: ['int8'], count: 'uint16', turn: 'uint8', over: 'boolean' });

class ClaimRoom extends Room {
  onCreate() {
    this.maxClients = 3;
    this.patchRate = null;
    const state = new ClaimState();
    state.board = new ArraySchema(...Array(CELLS).fill(-1));
    state.count = 0;
    state.turn = 0;
    state.over = false;
    this.setState(state);
    this.seated = 0;
    this.onMessage('move', (client, cell) => this.move(client, cell));
  }

  onJoin(client, options) {
    const seat = options && options.spectator ? -1 : this.seated < 2 ? this.seated++ : -1;
    client.userData = { seat };
  }

  move(client, cell) {
    const state = this.state;
    if (state.over || client.userData.seat !== state.turn || !legal(state.board, cell)) {
      client.send('rejected', cell);
      return;
    }
    state.board[cell] = state.turn;
    state.count += 1;
    state.turn = 1 - state.turn;
    state.over = state.count >= MOVES;
    this.broadcastPatch();
  }
}

async function main() {
  const port = Number(process.argv[2]);
  const server = new Server({ transport: new WebSocketTransport(), greet: false });
  server.define('claim', ClaimRoom);
  await server.listen(port, '127.0.0.1');
  console.log('ready');
}

main();
