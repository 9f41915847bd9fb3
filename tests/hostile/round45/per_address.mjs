// One address held every descriptor and locked everyone out (45c). It may
// hold a quarter of them: run with `ulimit -n 200` (BIN a wrapper), so 50;
// the 51st connection from 127.0.0.1 is closed, and one closed frees a
// place. Each check prints "PASS name" or "FAIL name".
import { serve, connect, hello, sleep } from '../../web/rawclient.mjs';
let fails = 0;
const check = (ok, name, diag) => { console.log((ok ? 'PASS ' : 'FAIL ') + name); if (!ok) { fails++; if (diag) console.log('# ' + JSON.stringify(diag)); } };
const s = await serve(['--table', 'golf4', '--players', 'ana,bot', '--seed', '5']);
const held = [];
for (let i = 0; i < 50; i++) held.push(await hello(s.port, 1));
await sleep(500);
check(held.every((c) => !c.closed), '50 connections of one address stay', held.map((c) => c.closed));
const extra = await connect(s.port);
await sleep(1500);
check(extra.closed, 'the 51st is closed', extra.closed);
held[0].close();
await sleep(500);
const again = await hello(s.port, 1, s.links.ana.k);
await sleep(500);
check(!again.closed && again.frames.some((f) => f.type === 'welcome'), 'one closed frees a place: ana comes back', again.frames.map((f) => f.type));
s.p.kill('SIGTERM');
await sleep(300);
process.exit(fails ? 1 : 0);
