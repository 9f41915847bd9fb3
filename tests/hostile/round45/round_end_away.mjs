// A seat away when its round ends (a reload, a dropped connection) was told
// only the new totals on its return: not the round's end, its scores, nor
// the cards turned up at it. Its first frame now narrates the end of the
// round before the one in play, and `scores` holds that round's scores.
// Cabo, ana and a bot, seed 5: ana calls at once (CABO-S1, PW-15), plays
// her last turn and leaves; the bot's last turn ends round 1 while she is
// away. Each check prints "PASS name" or "FAIL name".
import { serve, hello, sleep, last } from '../../web/rawclient.mjs';
let fails = 0;
const check = (ok, name, diag) => { console.log((ok ? 'PASS ' : 'FAIL ') + name); if (!ok) { fails++; if (diag) console.log('# ' + JSON.stringify(diag)); } };
const s = await serve(['--table', 'cabo', '--players', 'ana,bot', '--seed', '5', '--record', process.argv[2]]);
const L = s.links;
let a = await hello(s.port, 1, L.ana.k);
await a.wait((f) => f.type === 'state' && f.legal.includes('cabo'), 5000);
a.send({ type: 'act', action: 'cabo' });
await sleep(300);
for (let i = 0; i < 5; i++) {
  const f = last(a);
  if (f.actor !== 1) break;
  const n0 = a.frames.length;
  const act = f.legal.find((x) => /^(draw stock|swap 1|discard)/.test(x)) || f.legal[0];
  a.send({ type: 'act', action: act });
  if (/^(swap|discard)/.test(act)) { a.close(); break; }
  await a.wait((x) => a.frames.indexOf(x) >= n0 && x.type === 'state');
}
if (!a.closed) a.close();
await sleep(1500);
a = await hello(s.port, 1, L.ana.k);
await a.wait((f) => f.type === 'state', 5000);
const f = a.frames.find((x) => x.type === 'state');
const nar = f.narration || '';
check(/^-- end of round 1$/m.test(nar) && /^ {2}ana \(you\), called cabo: round score \d+/m.test(nar) &&
      nar.indexOf('-- end of round 1') < nar.indexOf('-- round 2:'), 'the first frame back tells round 1\'s end, then round 2', nar);
const m = /^totals before round 2: {2}ana (\d+) {2}bot2 (\d+)\nthe scores of round 1: {2}ana (\d+) {2}bot2 (\d+)\n$/.exec(f.scores || '');
check(m && m[1] === m[3] && m[2] === m[4], 'scores: the totals, and round 1\'s own (the first round: the same)', f.scores);
s.p.kill('SIGTERM');
await sleep(300);
process.exit(fails ? 1 : 0);
