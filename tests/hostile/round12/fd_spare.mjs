// A person at the page, then N bare TCP connections that never speak,
// more than the server has descriptors for. Prints whether the person is
// still answered, then holds the connections for HOLD ms (the test reads
// the server's CPU time meanwhile).
import net from 'node:net';
import { connect, frame, sleep } from '../wsclient.mjs';
const port = +process.argv[2], N = +process.argv[3], HOLD = +process.argv[4];
const person = await connect(port);
const socks = [];
for (let i = 0; i < N; i++) {
	const s = net.connect(port, '127.0.0.1');
	s.on('error', () => {});
	socks.push(s);
}
await sleep(1500);
person.send(frame(JSON.stringify({ type: 'info' })));
for (let t = 0; t < 5000 && !person.messages.some((m) => m.type === 'info'); t += 100) await sleep(100);
console.log('answered', person.messages.some((m) => m.type === 'info') ? 'yes' : 'no');
await sleep(HOLD);
for (const s of socks) s.destroy();
person.end();
process.exit(0);
