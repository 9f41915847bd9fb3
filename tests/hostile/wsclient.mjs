// A WebSocket client of `cardwright serve`, written frame by frame over a
// plain TCP socket so that the hostile tests' frames can break the rules
// (tests/hostile/round4/ws_attack.mjs, round5/upload_flood.mjs).
import net from 'node:net';
import crypto from 'node:crypto';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// One frame from the client: masked, as the protocol requires, unless
// told otherwise; `len` may claim more than the payload holds.
export function frame(text, { opcode = 1, fin = true, mask = true, len } = {}) {
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

// Opens a connection and does the handshake; resolves to a client with
// send(buffer), messages (text frames received, parsed when JSON),
// closed, and end().
export function connect(port, { read = true, protocol = 'cardwright' } = {}) {
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

// Waits until the client holds a message matching pred (or ms pass).
export async function reply(c, pred, ms = 5000) {
	for (let t = 0; t < ms; t += 20) {
		const m = c.messages.find(pred);
		if (m) return m;
		if (c.closed) return null;
		await sleep(20);
	}
	return null;
}
