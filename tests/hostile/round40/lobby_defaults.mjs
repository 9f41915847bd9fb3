// The lobby's options of a variant: an option whose default fills its
// column in `rules` (one space before "choices:") came back with the
// choices in its default, and the page could not open the table.
// Prints "VARIANT OPTION DEFAULT" for each asked.
import { serve, connect, sleep } from '../../web/rawclient.mjs';
const s = await serve([]);
const c = await connect(s.port);
const want = [['cactus', 'priority'], ['cumbia', 'priority'], ['pablo', 'caller_penalty'], ['desmoche', 'auto_win_order']];
for (const [v, o] of want) {
  const n0 = c.frames.length;
  c.send({ type: 'options', variant: v });
  for (let i = 0; i < 300 && c.frames.length === n0; i++) await sleep(20);
  const r = c.frames[c.frames.length - 1];
  const opt = r && r.options && r.options.find((x) => x.name === o);
  console.log(v + ' ' + o + ' ' + (opt ? opt.default : 'none'));
}
s.p.kill('SIGTERM');
await sleep(200);
process.exit(0);
