'use strict';
// «claim» (game.js) as a boardgame.io game: one move a turn, checked and applied on the server only
// (`client: false`: the seat's client waits for the server's state, as ours waits for the ack).
const { INVALID_MOVE } = require('boardgame.io/core');
const { CELLS, MOVES, legal } = require('./game');

const Claim = {
  name: 'claim',
  setup: () => ({ board: Array(CELLS).fill(-1), count: 0 }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    claim: {
      move: ({ G, playerID }, cell) => {
        if (!legal(G.board, cell)) return INVALID_MOVE;
        G.board[cell] = Number(playerID);
        G.count += 1;
        return undefined;
      },
      client: false,
    },
  },
  endIf: ({ G }) => (G.count >= MOVES ? { moves: G.count } : undefined),
};

module.exports = { Claim };
