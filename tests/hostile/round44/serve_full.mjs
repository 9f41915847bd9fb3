// A served table whose recording fails (here the 4 MB a replay may hold):
// play goes on and every seat's frame says the game is not recorded from
// there on, with the reason. It used to stop recording in silence.
// Each check prints "PASS name" or "FAIL name".
// Usage: node serve_full.mjs FILE (its seats file beside it: token aa..
// for ana; a golf4 game of ana and a bot, the bot to play)
import { serve, connect, sleep } from '../../web/rawclient.mjs';
const file = process.argv[2];
let fails = 0;
const check = (ok, name, diag) => { console.log((ok ? 'PASS ' : 'FAIL ') + name); if (!ok) { fails++; if (diag) console.log('# ' + JSON.stringify(diag)); } };
const s = await serve(['--resume', file]);
const c = await connect(s.port);
c.send({ type: 'hello', table: 1, token: 'a'.repeat(32) });
const f = await c.wait((m) => m.type === 'state' && m.unrecorded, 20000).catch(() => null);
check(f && /has reached 4194304 bytes, the most a replay reads .*keeps every complete line/.test(f.unrecorded),
  'the frame says why the recording stopped', f);
check(f && f.status === 'play' && f.legal.length > 0, 'play goes on: ana is to play', f && f.legal);
s.p.kill('SIGTERM');
await sleep(300);
process.exit(fails ? 1 : 0);
