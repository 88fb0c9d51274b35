'use strict';
// The peers' game, one set of rules for both servers: «claim». Two seats take turns; a move claims a
// free cell of a 12 × 12 board; the match ends after MOVES moves, about as many as a «Победа!» match
// lasts under bench/load.py (~115). The rule a server checks: it is the mover's turn and the cell is
// free. A seat draws its move, like load.py's, among the legal ones from its own copy of the state.

const CELLS = 144;
const MOVES = 116;

function legal(board, cell) {
  return Number.isInteger(cell) && cell >= 0 && cell < CELLS && board[cell] === -1;
}

function pick(board, random) {
  const free = [];
  for (let cell = 0; cell < CELLS; cell += 1) {
    if (board[cell] === -1) free.push(cell);
  }
  return free[Math.floor(random() * free.length)];
}

// A seeded generator (mulberry32): the same seed draws the same moves and the same think times.
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

module.exports = { CELLS, MOVES, legal, pick, seeded };
