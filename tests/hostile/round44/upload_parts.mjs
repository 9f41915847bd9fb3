// A replay sent in parts, as the page sends one: a file cut short, a part
// out of its place, and a second file dropped while the first arrives.
// The file is tests/replays/golf4-seeded-3p.replay (a whole match); its
// first half alone reads as a game in progress, so without `size` and
// `offset` the server took a file cut short, or two files' parts run
// together, for a replay. Prints "PASS name" or "FAIL name" for each.
// Arguments: PORT FILE.
import { connect, reply } from '../wsclient.mjs';
import fs from 'node:fs';
const port = Number(process.argv[2]);
const text = fs.readFileSync(process.argv[3], 'utf8');
const size = Buffer.byteLength(text);
const half = text.slice(0, text.indexOf('\n', text.length >> 1) + 1);
let fails = 0;
const check = (ok, name, diag) => { console.log((ok ? 'PASS ' : 'FAIL ') + name); if (!ok) { fails++; console.log('# ' + JSON.stringify(diag)); } };
const answer = async (c) => { const m = await reply(c, (x) => x.type === 'replay' || x.type === 'error', 20000); c.messages.length = 0; return m; };

// the first half, said to be the whole file's size: refused
let c = await connect(port);
c.json({ type: 'upload', data: half, more: false, offset: 0, size });
let m = await answer(c);
check(m.type === 'error' && m.message === `upload: ${Buffer.byteLength(half)} bytes of the file's ${size} arrived; nothing was read (drop the file again)`,
  'a file cut short is refused, with how much arrived', m);
// a second part that skips bytes: refused
c.json({ type: 'upload', data: half, more: true, offset: 0, size });
c.json({ type: 'upload', data: text.slice(half.length + 10), more: false, offset: Buffer.byteLength(half) + 10, size });
m = await answer(c);
check(m.type === 'error' && /^upload: a part at byte \d+, where byte \d+ was expected; nothing was read/.test(m.message),
  'a part out of its place is refused', m);
// a file dropped while another arrives: the newer is read, whole
c.json({ type: 'upload', data: half, more: true, offset: 0, size });
c.json({ type: 'upload', data: half, more: true, offset: 0, size });
c.json({ type: 'upload', data: text.slice(half.length), more: false, offset: Buffer.byteLength(half), size });
m = await answer(c);
check(m.type === 'replay' && m.steps > 0, 'a file dropped again starts again, and is read whole', m);
// without offset and size, as before: read
c.end();
c = await connect(port);
c.json({ type: 'upload', data: text, more: false });
m = await answer(c);
check(m.type === 'replay', 'a part without offset and size is read as before', m);
c.end();
process.exit(fails ? 1 : 0);
