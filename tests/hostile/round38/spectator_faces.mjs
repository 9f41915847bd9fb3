// golf4 served to ana and ben with a bot and a spectator (seed 3): ana and
// ben draw from the stock and discard for six turns. Prints every line
// the spectator was told.
import { serve, connect, sleep } from '../../web/rawclient.mjs';
const s = await serve(['--table', 'golf4', '--players', 'ana,ben,bot', '--seed', '3']);
const a = await connect(s.port);
a.send({ type: 'hello', table: 1, token: s.links.ana.k });
const b = await connect(s.port);
b.send({ type: 'hello', table: 1, token: s.links.ben.k });
const sp = await connect(s.port);
sp.send({ type: 'hello', table: 1 });
await sleep(400);
const last = (c) => [...c.frames].reverse().find((f) => f.type === 'state');
for (let i = 0; i < 6; i++) {
  for (const c of [a, b]) {
    const m = last(c);
    if (m && m.legal.length) {
      c.send({ type: 'act', action: m.legal.includes('draw stock') ? 'draw stock' : m.legal.includes('discard') ? 'discard' : m.legal[0] });
      break;
    }
  }
  await sleep(300);
}
for (const f of sp.frames) if (f.type === 'state') process.stdout.write(f.narration || '');
s.p.kill('SIGTERM');
await sleep(300);
process.exit(0);
