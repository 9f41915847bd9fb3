// N connections each send a replay in parts and never the last part:
// 262 parts of 4,000 bytes, just under the 1 MB of one upload. Prints how
// many were refused because the server holds as much as it may.
import { connect, frame, sleep } from '../wsclient.mjs';
const port = +process.argv[2], N = +process.argv[3];
const msg = frame(JSON.stringify({ type: 'upload', data: 'x'.repeat(4000), more: true }));
const cs = [];
for (let i = 0; i < N; i++) cs.push(await connect(port));
for (let r = 0; r < 262; r++) {
  for (const c of cs) c.send(msg);
  await sleep(r < 35 ? 0 : 55);
}
await sleep(1500);
let full = 0;
for (const c of cs)
  full += c.messages.filter((m) => m.type === 'error' && /holds as many replays/.test(m.message || '')).length;
console.log('connections', cs.length, 'refused', full);
for (const c of cs) c.end();
process.exit(0);
