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
// a slow server (a sanitizer build) may still be reading: wait for it
const refused = () => cs.reduce((k, c) =>
  k + c.messages.filter((m) => m.type === 'error' && /holds as many replays/.test(m.message || '')).length, 0);
for (let t = 0; t < 60000 && refused() === 0; t += 200) await sleep(200);
const full = refused();
console.log('connections', cs.length, 'refused', full);
for (const c of cs) c.end();
process.exit(0);
