// DES-P7 served: every person knocks in claim order, asked or not, so that
// no wait tells who could use a discard. The deal of knock.replay (made by
// the test): ana deals (ana, ben, cy); after the Cambio ben holds 3C 3S
// 4H 10D 10C AS 6C JD KS, cy 5S 5C 6D QH QS AD JC 8S KH, ana 7H 8H 2C 2D
// QC 5D 9C JS KD. ben draws 9H and cannot use it (DES-P2): he declines
// it. Only ana can use 9H (7H 8H 9H, DES-P6); cy cannot. The claim order
// after ben is cy, then ana (DES-P7). Prints one line per check:
// "PASS name" or "FAIL name".
// Usage: node serve_knock.mjs FILE (its seats file beside it: tokens
// aa.., bb.., cc.. for ana, ben, cy)
import { serve, connect, sleep } from '../../web/rawclient.mjs';
const file = process.argv[2];
const tok = { ana: 'a'.repeat(32), ben: 'b'.repeat(32), cy: 'c'.repeat(32) };
let fails = 0;
const check = (ok, name, diag) => { console.log((ok ? 'PASS ' : 'FAIL ') + name); if (!ok) { fails++; if (diag) console.log('# ' + JSON.stringify(diag)); } };
const s = await serve(['--resume', file]);
const c = {};
for (const n of ['ana', 'ben', 'cy']) {
  c[n] = await connect(s.port);
  c[n].send({ type: 'hello', table: 1, token: tok[n] });
}
await sleep(500);
const last = (n) => [...c[n].frames].reverse().find((f) => f.type === 'state');
const shape = (n) => { const m = last(n); return { actor: m.actor, legal: m.legal, knock: m.answering || null }; };
// declaration window B, after the Cambio, asks nobody here (no hand
// qualifies, DES-A1); every person knocks for it all the same, in the
// window's order, from the seat after the dealer ana: ben, cy, ana
// (DES-A4), before ben draws
const name = { 1: 'ana', 2: 'ben', 3: 'cy' };
const knocked = [];
for (let k = 0; k < 3; k++) {
  const w = shape('ben').knock;
  if (!w) break;
  knocked.push(w.seat);
  c[name[w.seat]].send({ type: 'pass_on' });
  await sleep(300);
}
check(knocked.join(',') === '2,3,1' && shape('ben').legal.includes('draw'),
  'window B, asking nobody, goes round ben, cy and ana before ben draws (DES-A4)', { knocked, b: shape('ben') });
// ben's turn: ben draws 9H and declines it
c.ben.send({ type: 'act', action: 'draw' });
await sleep(300);
check(/loose: 9H/.test(last('ben').table), "ben draws 9H", shape('ben'));
c.ben.send({ type: 'act', action: 'discard 9H' });
await sleep(400);
// 1. cy is first in the claim order and cannot use 9H: cy knocks; every
// frame names cy; nobody has an action to send
let a = shape('ana'), b = shape('ben'), y = shape('cy');
check(a.actor === 3 && b.actor === 3 && y.actor === 3, 'after the discard every frame names cy (seat 3) to answer', { a, b, y });
check(y.knock && y.knock.you === true && y.knock.for === 2 && y.legal.length === 0, "cy's frame: a knock for ben's discard, no action", y);
check(a.legal.length === 0 && a.knock && a.knock.you === false, "ana's frame: nothing to do yet, though the window asks her", a);
// cy may not draw before the window is done (the turn to come is cy's)
c.cy.send({ type: 'act', action: 'draw' });
await sleep(300);
const err = [...c.cy.frames].reverse().find((f) => f.type === 'error');
check(err && /it is not your turn: cy is to answer \(send pass_on/.test(err.message), "cy's draw is refused while cy is to knock", err);
// 2. cy knocks: then ana answers, and the frames name her
c.cy.send({ type: 'pass_on' });
await sleep(400);
a = shape('ana'); b = shape('ben'); y = shape('cy');
check(a.actor === 1 && b.actor === 1 && y.actor === 1, 'cy knocked: every frame names ana (seat 1)', { a, b, y });
check(JSON.stringify(a.legal) === '["claim","pass"]' && a.knock && a.knock.you === false, 'ana is asked: claim or pass (DES-P7)', a);
check(y.legal.length === 0 && b.legal.length === 0, 'ben and cy have nothing to do while ana answers', { b, y });
// 3. ana passes (private): the window closes with no taker; the hand's
// first card declined and not taken, its first player draws a second
// (DES-P12, first_redraw = on): ben again
c.ana.send({ type: 'act', action: 'pass' });
await sleep(400);
a = shape('ana'); b = shape('ben'); y = shape('cy');
check(a.actor === 2 && y.actor === 2 && !a.knock && !b.knock && !y.knock, 'ana passed: ben to act, the knocking over', { a, b, y });
check(JSON.stringify(b.legal) === '["draw"]' && a.legal.length === 0 && y.legal.length === 0, "ben draws a second card (DES-P12)", { a, b, y });
// nobody was told ana's pass
check(!/pass/.test(last('ben').narration + last('cy').narration), "ana's pass is told to nobody else");
s.p.kill('SIGTERM');
await sleep(300);
process.exit(fails ? 1 : 0);
