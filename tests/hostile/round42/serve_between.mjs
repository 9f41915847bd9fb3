// DES-Q2 served: an offence any seat may record between two moves, with
// forgive_offences = on, changes nothing and is kept in the recording; a
// seat could send thousands, each kept, until the game's room for actions
// was full. A seat's such actions between two moves are now at most 16.
// The position is stockend.replay's: ben is to discard (ana, ben, cy all
// people). Each check prints "PASS name" or "FAIL name".
// Usage: node serve_between.mjs FILE (its seats file beside it: tokens
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
  await c[n].wait((f) => f.type === 'state', 20000);
}
const errors = (n) => c[n].frames.filter((f) => f.type === 'error');
// ana sends 17, one at a time (each answered before the next)
for (let k = 0; k < 17; k++) {
  const before = c.ana.frames.length;
  c.ana.send({ type: 'act', action: 'offence discard_search' });
  for (let t = 0; t < 2000 && c.ana.frames.length === before; t++) await sleep(10);
}
await sleep(200);
const e = errors('ana');
check(e.length === 1 && /'offence discard_search' is not taken: 16 such actions of yours since the last move are the most a table takes/.test(e[0].message),
  "the 17th offence of one seat between two moves is refused, the 16 before it taken", e);
// ben's discard (nobody can use KH, the stock is empty): while cy and ana
// pass it on, an offence waits, the same whether or not anybody could use
// the card
const settle = async (n, m) => {
  const before = c.ana.frames.length;
  c[n].send(m);
  for (let t = 0; t < 2000 && c.ana.frames.length === before; t++) await sleep(10);
  await sleep(200);
};
await settle('ben', { type: 'act', action: 'discard KH' });
await settle('ana', { type: 'act', action: 'offence discard_search' });
const w = errors('ana');
check(w.length === 2 && /^'offence discard_search' is not taken now: cy is to pass the window on or answer; send it after$/.test(w[1].message),
  'while people pass a discard on, an offence waits, and says only who is to answer', w);
// the knocking done, the hand ends and the next is dealt: a move, so the
// seat's offence is taken again
await settle('cy', { type: 'pass_on' });
await settle('ana', { type: 'pass_on' });
await settle('ana', { type: 'act', action: 'offence discard_search' });
check(errors('ana').length === 2, "after a move the seat's offence is taken again", errors('ana'));
s.p.kill('SIGTERM');
await sleep(300);
process.exit(fails ? 1 : 0);
