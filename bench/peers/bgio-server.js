'use strict';
// boardgame.io's server for «claim»: its Koa lobby API and its socket.io transport, its in-memory
// storage (no FLATFILE_DIR). Prints "ready" once it listens.
//   node bench/peers/bgio-server.js PORT
const { Server } = require('boardgame.io/server');
const { Claim } = require('./bgio-game');

const port = Number(process.argv[2]);
const server = Server({ games: [Claim], origins: ['http://127.0.0.1'] });
server.run({ port, callback: () => console.log('ready') });
