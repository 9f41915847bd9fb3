// DES-P14 served: a discard after the stock's last card ends the hand only
// once every person has knocked, so that no frame tells whether someone
// could use it. Two positions of one seeded deal (ana deals; ana, ben, cy,
// every seat a person), the stock empty (25 cards, 25 draws):
//  - stockend.replay: ben is to discard KH, which no seat can use (the
//    file goes on to the hand's end with no claim of it, DES-P6): the
//    hand ends with no winner when the next draw is due (DES-P14, DES-B4);
//  - stockend-claim.replay, the turn before: cy is to discard 6D, which
//    the file shows ben claim and lay off on his meld of sixes: ben is
//    asked (DES-P7), and forced to take it (DES-P9).
// Each check prints "PASS name" or "FAIL name".
// Usage: node serve_stockend.mjs DIR (the two files and their seats files,
// tokens aa.., bb.., cc.. for ana, ben, cy)
import { serve, connect, sleep } from '../../web/rawclient.mjs';
const dir = process.argv[2];
const tok = { ana: 'a'.repeat(32), ben: 'b'.repeat(32), cy: 'c'.repeat(32) };
let fails = 0;
const check = (ok, name, diag) => { console.log((ok ? 'PASS ' : 'FAIL ') + name); if (!ok) { fails++; if (diag) console.log('# ' + JSON.stringify(diag)); } };
async function table(file) {
  const s = await serve(['--resume', file]);
  const c = {};
  for (const n of ['ana', 'ben', 'cy']) {
    c[n] = await connect(s.port);
    c[n].send({ type: 'hello', table: 1, token: tok[n] });
  }
  for (let t = 0; t < 2000 && ['ana', 'ben', 'cy'].some((x) => !states(c, x)); t++) await sleep(10);
  await sleep(100);
  return { s, c };
}
const last = (c, n) => [...c[n].frames].reverse().find((f) => f.type === 'state');
const states = (c, n) => c[n].frames.filter((f) => f.type === 'state').length;
// Sends m as seat n, then waits (up to 20 s, a loaded machine) until every
// connection has had a new state frame, and a little more for stragglers.
async function step(c, n, m) {
  const before = Object.fromEntries(['ana', 'ben', 'cy'].map((x) => [x, states(c, x)]));
  c[n].send(m);
  for (let t = 0; t < 2000 && ['ana', 'ben', 'cy'].some((x) => states(c, x) <= before[x]); t++) await sleep(10);
  await sleep(100);
}
const told = (c, n) => c[n].frames.filter((f) => f.type === 'state').map((f) => f.narration).join('');
const shape = (c, n) => { const m = last(c, n); return { status: m.status, actor: m.actor, legal: m.legal, knock: m.answering || null }; };
const ended = /stock is empty|end of hand|nobody won/;

// The discard nobody can use
let { s, c } = await table(`${dir}/stockend.replay`);
await step(c, 'ben', { type: 'act', action: 'discard KH' });
let a = shape(c, 'ana'), b = shape(c, 'ben'), y = shape(c, 'cy');
check(a.actor === 3 && b.actor === 3 && y.actor === 3 && y.knock && y.knock.you === true && y.legal.length === 0,
  'KH discarded: every frame names cy, first in the claim order, to knock', { a, b, y });
check(a.status === 'play' && b.status === 'play' && !['ana', 'ben', 'cy'].some((n) => ended.test(told(c, n))),
  "nobody's frame tells the hand's end before everyone has knocked", { a, b, y });
check(/ben discarded KH/.test(told(c, 'ana')), "ana's frame tells ben's discard");
await step(c, 'cy', { type: 'pass_on' });
a = shape(c, 'ana'); y = shape(c, 'cy');
check(a.actor === 1 && a.knock && a.knock.you === true && !ended.test(told(c, 'ana') + told(c, 'cy')),
  'cy knocked: ana knocks next, the end still not told', { a, y });
await step(c, 'ana', { type: 'pass_on' });
check(['ana', 'ben', 'cy'].every((n) => /the stock is empty: the hand ends with no winner/.test(told(c, n))),
  'everyone knocked: every frame tells the end of the hand (DES-P14)');
s.p.kill('SIGTERM');
await sleep(300);

// The discard ben can use: the same frames, up to ben's answer
({ s, c } = await table(`${dir}/stockend-claim.replay`));
await step(c, 'cy', { type: 'act', action: 'discard 6D' });
a = shape(c, 'ana'); b = shape(c, 'ben'); y = shape(c, 'cy');
check(a.actor === 1 && b.actor === 1 && y.actor === 1 && a.knock && a.knock.you === true && a.legal.length === 0,
  '6D discarded: every frame names ana, first in the claim order, to knock', { a, b, y });
check(a.status === 'play' && !ended.test(told(c, 'ana') + told(c, 'cy')), 'no end told while ben is yet to answer', { a, y });
await step(c, 'ana', { type: 'pass_on' });
b = shape(c, 'ben');
check(JSON.stringify(b.legal) === '["claim"]', 'ana knocked: ben is asked, and must take 6D (DES-P9)', b);
s.p.kill('SIGTERM');
await sleep(300);
process.exit(fails ? 1 : 0);
