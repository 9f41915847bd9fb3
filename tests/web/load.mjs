// Load on `cardwright serve`, on loopback only and bounded: CONNS
// WebSocket connections across TABLES golf4 tables for SECONDS. Each table
// has two person seats that play the first legal action as soon as they
// may (at most 15 actions a second each, under the server's rate limit);
// the other connections watch. Prints the messages the server sent and
// received per second, its CPU time and its memory (VmRSS, VmHWM), beside
// its memory with the tables open before any connection.
// Usage: node load.mjs PROGRAM SCRATCH_DIR [TABLES CONNS SECONDS]
import WebSocket from 'ws';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const [bin, scratch, T = '50', C = '200', S = '60'] = process.argv.slice(2);
const tables = Number(T), conns = Number(C), seconds = Number(S);
if (!(tables >= 1 && tables <= 64 && conns >= 2 * tables && conns <= 1000 && seconds > 0 && seconds <= 600)) {
  console.error('load.mjs: expected 1 to 64 tables, 2 connections a table up to 1000, and 1 to 600 seconds');
  process.exit(2);
}
const args = ['serve', '--port', '0', '--host', '127.0.0.1'];
for (let t = 1; t <= tables; t++)
  args.push('--table', 'golf4', '--players', 'p1,p2', '--seed', String(t), '--rule', 'holes=1000',
    '--record', join(scratch, `load-${t}.replay`));
const server = spawn(bin, args, { stdio: ['ignore', 'pipe', 'inherit'] });
const links = await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (d) => {
    out += d;
    const found = [...out.matchAll(/^ {2}(p1|p2|spectators): (http:\S+)$/gm)].map((m) => m[2]);
    if (found.length === 3 * tables) resolve(found);
  });
  server.on('exit', (code) => reject(new Error('serve exited ' + code)));
});
// links: per table p1, p2, spectators, in order.
const proc = (f) => readFileSync(`/proc/${server.pid}/${f}`, 'utf8');
const cpu = () => { const f = proc('stat').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) / 100; };
const mem = (k) => Number(proc('status').match(new RegExp('^' + k + ':\\s+(\\d+)', 'm'))[1]);

// The reference, in the same run: the server with its tables open and no
// connection yet.
const idle = mem('VmRSS');
let received = 0, sent = 0, errors = 0, refused = 0, open = 0;
const sockets = [];
function connect(link) {
  const u = new URL(link), q = new URLSearchParams(u.hash.slice(1));
  const ws = new WebSocket(`ws://${u.host}/`, 'cardwright', { origin: `http://${u.host}` });
  let last = 0, pending = null;
  const act = (a) => {
    const wait = Math.max(0, last + 67 - Date.now());
    clearTimeout(pending);
    pending = setTimeout(() => { last = Date.now(); sent++; ws.send(JSON.stringify({ type: 'act', action: a })); }, wait);
  };
  ws.on('open', () => {
    open++;
    sent++;
    ws.send(JSON.stringify(q.get('k') ? { type: 'hello', table: Number(q.get('t')), token: q.get('k') } :
      { type: 'hello', table: Number(q.get('t')) }));
  });
  ws.on('message', (d) => {
    received++;
    const m = JSON.parse(d);
    if (m.type === 'error') { errors++; if (/too many/.test(m.message)) refused++; }
    else if (m.type === 'state' && m.legal.length) act(m.legal[0]);
  });
  ws.on('error', () => {});
  sockets.push(ws);
}
for (let i = 0; i < conns; i++) {
  const t = i % tables, k = Math.floor(i / tables);
  connect(links[3 * t + (k < 2 ? k : 2)]);
}
const cpu0 = cpu(), t0 = Date.now();
await new Promise((r) => setTimeout(r, seconds * 1000));
const dt = (Date.now() - t0) / 1000, used = cpu() - cpu0;
const rss = mem('VmRSS'), hwm = mem('VmHWM');
for (const ws of sockets) ws.close();
server.kill('SIGTERM');
console.log(`tables ${tables} connections ${conns} (open ${open}) seconds ${dt.toFixed(1)}`);
console.log(`messages sent by the server ${received} (${(received / dt).toFixed(0)}/s), received ${sent} (${(sent / dt).toFixed(0)}/s), ` +
  `errors ${errors} (rate limit ${refused})`);
console.log(`server CPU ${used.toFixed(2)} s (${(100 * used / dt).toFixed(0)}% of one core, ` +
  `${(1e6 * used / Math.max(1, received)).toFixed(0)} us a message sent), VmRSS ${rss} kB (${idle} kB with the tables ` +
  `open and no connection), VmHWM ${hwm} kB`);
process.exit(open === conns && received > conns && errors === 0 ? 0 : 1);
