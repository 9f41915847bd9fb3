// A message of valid JSON sent in a binary frame, then the same as text:
// prints the type (and message) of each answer, one a line.
import { connect, frame, sleep } from '../wsclient.mjs';
const port = +process.argv[2];
const c = await connect(port);
const msg = JSON.stringify({ type: 'info' });
c.send(frame(msg, { opcode: 2 }));
for (let t = 0; t < 5000 && c.messages.length < 1; t += 50) await sleep(50);
c.send(frame(msg));
for (let t = 0; t < 5000 && c.messages.length < 2; t += 50) await sleep(50);
for (const m of c.messages) console.log(m.type + (m.message ? ': ' + m.message : ''));
c.end();
process.exit(0);
