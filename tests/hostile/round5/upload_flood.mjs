// Many connections to `cardwright serve --port PORT`, each dropping the
// same long replay on the page (upload in parts, as the page sends it)
// and keeping it open: each replay viewed holds the state after every
// step and a runtime, so the server grew by the replay's size for every
// connection. Prints "held N refused M" and each refusal's message.
import net from 'node:net';
import crypto from 'node:crypto';
import fs from 'node:fs';

const port = Number(process.argv[2]);
const file = process.argv[3];
const nconn = Number(process.argv[4] || 20);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The client side of the protocol, as in round4/ws_attack.mjs.
function frame(text, { opcode = 1, fin = true, mask = true, len } = {}) {
	const body = Buffer.from(text);
	if (len === undefined) len = body.length;
	const head = [(fin ? 0x80 : 0) | opcode];
	let ext;
	if (len < 126) head.push((mask ? 0x80 : 0) | len);
	else if (len < 65536) {
		head.push((mask ? 0x80 : 0) | 126);
		ext = Buffer.alloc(2);
		ext.writeUInt16BE(len);
	} else {
		head.push((mask ? 0x80 : 0) | 127);
		ext = Buffer.alloc(8);
		ext.writeBigUInt64BE(BigInt(len));
	}
	const key = mask ? crypto.randomBytes(4) : Buffer.alloc(0);
	if (mask) for (let i = 0; i < body.length; i++) body[i] ^= key[i % 4];
	return Buffer.concat([Buffer.from(head), ext || Buffer.alloc(0), key, body]);
}
function connect({ read = true, protocol = 'cardwright' } = {}) {
	return new Promise((resolve, reject) => {
		const sock = net.connect(port, '127.0.0.1');
		const c = { sock, messages: [], closed: false, buf: Buffer.alloc(0), open: false };
		sock.setNoDelay(true);
		sock.on('error', () => { c.closed = true; });
		sock.on('close', () => { c.closed = true; if (!c.open) reject(new Error('closed during the handshake')); });
		const key = crypto.randomBytes(16).toString('base64');
		sock.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
			`Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: ${protocol}\r\n\r\n`);
		sock.on('data', (d) => {
			c.buf = Buffer.concat([c.buf, d]);
			if (!c.open) {
				const end = c.buf.indexOf('\r\n\r\n');
				if (end < 0) return;
				const head = c.buf.subarray(0, end).toString();
				c.buf = c.buf.subarray(end + 4);
				if (!/^HTTP\/1.1 101/.test(head)) { sock.destroy(); reject(new Error(head.split('\r\n')[0])); return; }
				c.open = true;
				if (!read) sock.pause();
				resolve(c);
			}
			for (;;) {	// server frames: unmasked, lengths up to 64 bits
				if (c.buf.length < 2) return;
				let len = c.buf[1] & 0x7f, off = 2;
				if (len === 126) { if (c.buf.length < 4) return; len = c.buf.readUInt16BE(2); off = 4; }
				else if (len === 127) { if (c.buf.length < 10) return; len = Number(c.buf.readBigUInt64BE(2)); off = 10; }
				if (c.buf.length < off + len) return;
				const op = c.buf[0] & 0x0f, body = c.buf.subarray(off, off + len).toString();
				c.buf = c.buf.subarray(off + len);
				if (op === 1) { try { c.messages.push(JSON.parse(body)); } catch { c.messages.push({ raw: body }); } }
				if (op === 8) c.closed = true;
			}
		});
		c.send = (b) => { if (!sock.destroyed) sock.write(b); };
		c.json = (o) => c.send(frame(typeof o === 'string' ? o : JSON.stringify(o)));
		c.end = () => sock.destroy();
		setTimeout(() => reject(new Error('no handshake in 10 s')), 10000);
	});
}
async function reply(c, pred, ms = 5000) {
	for (let t = 0; t < ms; t += 20) {
		const m = c.messages.find(pred);
		if (m) return m;
		if (c.closed) return null;
		await sleep(20);
	}
	return null;
}

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
