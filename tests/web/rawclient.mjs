// A raw WebSocket client over net, and a server started on a free port:
// what the tests below need without a browser.
import net from 'node:net';
import crypto from 'node:crypto';
import { spawn, execSync } from 'node:child_process';
export const BIN = process.env.BIN || './cardwright';
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function serve(args, env = {}) {
  return new Promise((resolve, reject) => {
    const p = spawn(BIN, ['serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let out = '', err = '';
    const tables = {};
    p.stderr.on('data', (d) => { err += d; });
    const done = () => {
      let port = (out.match(/127\.0\.0\.1:(\d+)/) || [])[1];
      if (!port) return;
      const links = {};
      for (const m of out.matchAll(/^ {2}(\S+): http:\S+#t=(\d+)(?:&k=([0-9a-f]+))?$/gm)) links[m[1]] = { t: Number(m[2]), k: m[3] };
      if (links.spectators || /http:\/\/\S+\/(#r)?$/m.test(out)) resolve({ p, port: Number(port), links, out: () => out, err: () => err });
    };
    p.stdout.on('data', (d) => { out += d; done(); });
    p.on('exit', (code, sig) => { p.exited = { code, sig }; reject(new Error('serve exited ' + code + sig + ': ' + out + err)); });
  });
}
export function rss(pid) { try { return Number(execSync(`ps -o rss= -p ${pid}`).toString().trim()); } catch { return -1; } }

export function frame(op, payload, { mask = true, fin = true, rsv = 0, lenOverride } = {}) {
  payload = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  const len = lenOverride ?? payload.length;
  let hdr;
  if (len < 126) { hdr = Buffer.alloc(2); hdr[1] = len; }
  else if (len < 65536) { hdr = Buffer.alloc(4); hdr[1] = 126; hdr.writeUInt16BE(len, 2); }
  else { hdr = Buffer.alloc(10); hdr[1] = 127; hdr.writeBigUInt64BE(BigInt(len), 2); }
  hdr[0] = (fin ? 0x80 : 0) | (rsv << 4) | op;
  if (!mask) return Buffer.concat([hdr, payload]);
  hdr[1] |= 0x80;
  const key = crypto.randomBytes(4);
  const m = Buffer.from(payload);
  for (let i = 0; i < m.length; i++) m[i] ^= key[i & 3];
  return Buffer.concat([hdr, key, m]);
}

export function connect(port, { host = '127.0.0.1', hostHeader, origin, proto = 'cardwright', path = '/', extraHeaders = '' } = {}) {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, host);
    const c = { s, frames: [], raw: [], closed: false, buf: Buffer.alloc(0), hs: false, waiters: [] };
    const key = crypto.randomBytes(16).toString('base64');
    s.on('connect', () => {
      s.write(`GET ${path} HTTP/1.1\r\nHost: ${hostHeader ?? '127.0.0.1:' + port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n` + (proto ? `Sec-WebSocket-Protocol: ${proto}\r\n` : '') +
        (origin ? `Origin: ${origin}\r\n` : '') + extraHeaders + `\r\n`);
    });
    s.on('data', (d) => {
      c.buf = Buffer.concat([c.buf, d]);
      if (!c.hs) {
        const i = c.buf.indexOf('\r\n\r\n');
        if (i < 0) return;
        c.head = c.buf.slice(0, i).toString();
        c.buf = c.buf.slice(i + 4);
        c.hs = true;
        if (!/^HTTP\/1\.1 101/.test(c.head)) { resolve(c); return; }
        resolve(c);
      }
      parse(c);
    });
    s.on('close', () => { c.closed = true; c.waiters.forEach((w) => w()); });
    s.on('error', (e) => { c.error = e; if (!c.hs) reject(e); });
    c.send = (o) => s.write(frame(1, typeof o === 'string' ? o : JSON.stringify(o)));
    c.sendRaw = (b) => s.write(b);
    c.wait = (pred, ms = 3000) => new Promise((res) => {
      const t0 = Date.now();
      const chk = () => { const f = c.frames.find(pred); if (f || c.closed || Date.now() - t0 > ms) { res(f); return true; } return false; };
      if (chk()) return;
      const iv = setInterval(() => { if (chk()) clearInterval(iv); }, 10);
    });
    c.close = () => s.destroy();
  });
}
function parse(c) {
  for (;;) {
    const b = c.buf;
    if (b.length < 2) return;
    let len = b[1] & 0x7f, off = 2;
    if (len === 126) { if (b.length < 4) return; len = b.readUInt16BE(2); off = 4; }
    else if (len === 127) { if (b.length < 10) return; len = Number(b.readBigUInt64BE(2)); off = 10; }
    if (b.length < off + len) return;
    const op = b[0] & 0x0f;
    const p = b.slice(off, off + len);
    c.buf = b.slice(off + len);
    c.raw.push({ op, p });
    if (op === 1) { try { c.frames.push(JSON.parse(p.toString())); } catch { c.frames.push({ type: '__bad', text: p.toString() }); } }
    if (op === 8) c.closeFrame = p;
    if (op === 9 && c.sendRaw && !c.noPong) c.sendRaw(frame(10, p));	// a ping is answered (RFC 6455, 5.5.2)
  }
}
export async function hello(port, t, k, opts) {
  const c = await connect(port, opts);
  c.send(k ? { type: 'hello', table: t, token: k } : { type: 'hello', table: t });
  await c.wait((f) => f.type === 'state' || f.type === 'error');
  return c;
}
export const last = (c, type = 'state') => [...c.frames].reverse().find((f) => f.type === type);
