// A Desmoche table served to ana with two bots, four hands (seed 1): ana
// claims, melds and lays off what she can, else passes or draws. Prints
// every narration line of a rummy move (laid down, laid off, took back),
// one line each, as the frames told them to ana.
import { serve, connect, sleep } from '../../web/rawclient.mjs';
const s = await serve(['--table', 'desmoche', '--players', 'ana,bot,bot', '--rule', 'hands=4', '--seed', '1']);
const a = await connect(s.port);
a.send({ type: 'hello', table: 1, token: s.links.ana.k });
const last = () => [...a.frames].reverse().find((f) => f.type === 'state');
for (let i = 0; i < 600; i++) {
  await sleep(40);
  const m = last();
  if (!m) continue;
  if (m.status === 'over') break;
  if (!m.legal.length) continue;
  const l = m.legal.filter((x) => !/^(offence|fold|desmoche)/.test(x));
  const pick = l.find((x) => /^(claim|meld|layoff)/.test(x)) || (l.includes('pass') ? 'pass' : l.includes('draw') ? 'draw' : l[l.length - 1]);
  a.send({ type: 'act', action: pick });
  await sleep(40);
}
for (const f of a.frames)
  if (f.type === 'state')
    for (const x of (f.narration || '').split('\n'))
      if (/laid down|laid off|took .* back/.test(x)) console.log(x);
s.p.kill('SIGTERM');
await sleep(300);
process.exit(0);
