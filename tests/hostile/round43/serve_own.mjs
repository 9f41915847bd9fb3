// A seat that connects (a resumed table, another window) was told its own
// earlier draw but not its own discard after it: what it did before this
// connection is told to it as the others' actions are; what it sends here
// is not told back. The file is resume_own.replay (golf4, ana and a bot):
// in golf4 a card drawn from the stock and discarded is the same card
// (G-5). Each check prints "PASS name" or "FAIL name".
// Usage: node serve_own.mjs FILE (its seats file beside it: token aa..
// for ana)
import { serve, connect, sleep } from '../../web/rawclient.mjs';
const file = process.argv[2];
let fails = 0;
const check = (ok, name, diag) => { console.log((ok ? 'PASS ' : 'FAIL ') + name); if (!ok) { fails++; if (diag) console.log('# ' + JSON.stringify(diag)); } };
const s = await serve(['--resume', file]);
const c = await connect(s.port);
c.send({ type: 'hello', table: 1, token: 'a'.repeat(32) });
const first = await c.wait((f) => f.type === 'state', 20000);
const drew = /^you drew (\S+) from the stock$/m.exec(first.narration);
check(drew && new RegExp('^you drew ' + drew[1] + ' from the stock\\nyou discarded ' + drew[1] + '$', 'm').test(first.narration),
  'a connecting seat is told its own discard from before, after its draw', first.narration);
// ana draws and discards here: neither is told back as "you discarded"
const settle = async (m) => {
  const before = c.frames.length;
  c.send(m);
  for (let t = 0; t < 2000 && c.frames.length === before; t++) await sleep(10);
  await sleep(300);
};
await settle({ type: 'act', action: 'draw stock' });
await settle({ type: 'act', action: 'discard' });
const told = c.frames.filter((f) => f.type === 'state').map((f) => f.narration).join('\n');
check((told.match(/^you discarded/mg) || []).length === 1, "what the seat sends on this connection is not told back", told);
s.p.kill('SIGTERM');
await sleep(300);
process.exit(fails ? 1 : 0);
