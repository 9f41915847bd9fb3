// Sends a replay file to `cardwright serve` as a page drops one, then asks
// for its last step with every card shown; prints each answer's type and
// text, one line each. Arguments: PORT FILE.
import { connect, reply } from '../wsclient.mjs';
import fs from 'node:fs';
const c = await connect(Number(process.argv[2]));
c.json({ type: 'upload', data: fs.readFileSync(process.argv[3], 'utf8'), more: false });
let m = await reply(c, (x) => x.type === 'replay' || x.type === 'error', 20000);
console.log(m.type + ' ' + JSON.stringify(m.message || ''));
c.json({ type: 'view', step: 3, as: 'all' });
m = await reply(c, (x) => x.type !== 'replay', 5000).catch(() => ({ type: 'none' }));
console.log(m.type + ' ' + JSON.stringify(m.view || m.message || ''));
c.end();
process.exit(0);
