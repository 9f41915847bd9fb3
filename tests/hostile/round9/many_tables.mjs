// Opens N tables of eight search bots for a long match of golf6, then asks
// `info` three times from another connection and prints how long each
// answer took.
import { connect, sleep, reply } from '../wsclient.mjs';
const port = +process.argv[2], n = +process.argv[3];
const b = await connect(port), a = await connect(port);
for (let i = 0; i < n; i++) {
  a.json({ type: 'open', variant: 'golf6', players: 'mcts,mcts,mcts,mcts,mcts,mcts,mcts,mcts', rules: ['holes=1000'] });
  await sleep(60);	// within the 20 messages a second
}
const t00 = Date.now();
while (a.messages.filter((m) => m.type === 'opened').length < n && Date.now() - t00 < 60000) await sleep(100);
for (let k = 0; k < 3; k++) {
  const t0 = Date.now();
  b.messages.length = 0;
  b.json({ type: 'info' });
  await reply(b, (m) => m.type === 'info', 60000);
  console.log('info answered after', ((Date.now() - t0) / 1000).toFixed(1), 's');
  await sleep(300);
}
a.end(); b.end();
process.exit(0);
