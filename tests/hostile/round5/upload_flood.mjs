// Many connections to `cardwright serve --port PORT`, each dropping the
// same long replay on the page (upload in parts, as the page sends it)
// and keeping it open: each replay viewed holds the state after every
// step and a runtime, so the server grew by the replay's size for every
// connection. Prints "held N refused M" and each refusal's message.
import { frame, connect as open, reply, sleep } from '../wsclient.mjs';
import fs from 'node:fs';

const port = Number(process.argv[2]);
const file = process.argv[3];
const nconn = Number(process.argv[4] || 20);

const connect = (opts) => open(port, opts);

// Sends the text in parts of 3000 characters (under the 4096-byte message
// limit and the rate limit) and waits for the replay's header or an error.
async function upload(c, text) {
	for (let at = 0; at < text.length; at += 3000) {
		c.json({ type: 'upload', data: text.slice(at, at + 3000), more: at + 3000 < text.length });
		await sleep(60);
	}
	return reply(c, (x) => x.type === 'replay' || x.type === 'error', 60000);
}

const text = fs.readFileSync(file, 'utf8');
const conns = [];
let held = 0, refused = 0;
const jobs = [];
for (let i = 0; i < nconn; i++) {
	jobs.push((async () => {
		const c = await connect();
		conns.push(c);
		const m = await upload(c, text);
		if (m && m.type === 'replay') held++;
		else {
			refused++;
			console.log(`# ${m ? m.message : 'no reply'}`);
		}
	})().catch((e) => { refused++; console.log(`# ${e.message}`); }));
}
await Promise.all(jobs);
console.log(`held ${held} refused ${refused}`);
for (const c of conns) c.end();
process.exit(0);
