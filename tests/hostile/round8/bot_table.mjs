// One connection opens a table of search bots only, for a long match;
// another asks `info` at once. Prints how long the answer took.
import { connect, sleep, reply } from '../wsclient.mjs';
const port = +process.argv[2], players = process.argv[3], rules = JSON.parse(process.argv[4] || '[]');
const a = await connect(port), b = await connect(port);
a.json({ type: 'open', variant: 'golf4', players, rules });
await sleep(200);
const t0 = Date.now();
b.json({ type: 'info' });
await reply(b, (m) => m.type === 'info', 60000);
console.log('info answered after', ((Date.now() - t0) / 1000).toFixed(1), 's');
a.end(); b.end();
process.exit(0);
