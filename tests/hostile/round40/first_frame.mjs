// Resumes FILE (its seats file beside it) and has a spectator say hello:
// prints the types of the frames it was sent, whether it was dropped, and
// the first line of its first state's narration.
import { serve, connect, sleep } from '../../web/rawclient.mjs';
const s = await serve(['--resume', process.argv[2]]);
const c = await connect(s.port);
c.send({ type: 'hello', table: 1 });
await c.wait((f) => f.type === 'state', 20000);
await sleep(500);
const st = c.frames.find((f) => f.type === 'state');
console.log(c.frames.map((f) => f.type).join(' ') + (c.closed ? ' closed' : ' open'));
console.log(st ? st.narration.split('\n')[0] : 'no state');
s.p.kill('SIGTERM');
await sleep(200);
process.exit(0);
