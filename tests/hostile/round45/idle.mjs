// Connections held open and idle took every descriptor and locked everyone
// out (45c). A connection that says nothing for 10 s after it opens is
// closed; one whose peer answers no ping (nor sends anything) is closed
// after 75 s; one that speaks, or answers the server's pings, stays.
// Each check prints "PASS name" or "FAIL name".
import { serve, connect, hello, sleep } from '../../web/rawclient.mjs';
let fails = 0;
const check = (ok, name, diag) => { console.log((ok ? 'PASS ' : 'FAIL ') + name); if (!ok) { fails++; if (diag) console.log('# ' + JSON.stringify(diag)); } };
const s = await serve(['--table', 'golf4', '--players', 'ana,bot', '--seed', '5']);
const t0 = Date.now();
const mute = await connect(s.port);			// never speaks
const deaf = await hello(s.port, 1, s.links.ana.k);	// speaks once, answers no ping
deaf.noPong = true;
const chat = await hello(s.port, 1);			// a spectator that speaks every 10 s
chat.noPong = true;
const polite = await hello(s.port, 1);			// a spectator that answers pings
const iv = setInterval(() => chat.send({ type: 'info' }), 10000);
const when = {};
for (let i = 0; i < 110; i++) {
  await sleep(1000);
  for (const [k, c] of Object.entries({ mute, deaf, chat, polite }))
    if (c.closed && !when[k]) when[k] = (Date.now() - t0) / 1000;
}
clearInterval(iv);
check(when.mute >= 9 && when.mute < 30, 'a connection that says nothing is closed after 10 s', when);
check(when.deaf >= 70 && when.deaf < 108, 'one that answers no ping is closed after 75 s', when);
check(!when.chat && !when.polite, 'one that speaks, and one that answers pings, stay', when);
check(polite.raw.some((f) => f.op === 9), 'a quiet connection is pinged', polite.raw.map((f) => f.op));
s.p.kill('SIGTERM');
await sleep(300);
process.exit(fails ? 1 : 0);
