// A handshake without the subprotocol `cardwright` (protocol.md: "Open a
// WebSocket ... with the subprotocol cardwright") was answered 101 (45c).
// It is refused now; one that names it is taken. Each check prints "PASS
// name" or "FAIL name".
import net from 'node:net';
import crypto from 'node:crypto';
import { serve, sleep } from '../../web/rawclient.mjs';
let fails = 0;
const check = (ok, name, diag) => { console.log((ok ? 'PASS ' : 'FAIL ') + name); if (!ok) { fails++; if (diag) console.log('# ' + JSON.stringify(diag)); } };
// The first line the server answers the upgrade with, or 'closed'.
function handshake(port, proto) {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    let got = '';
    const done = (v) => { s.destroy(); resolve(v); };
    s.on('connect', () => s.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${crypto.randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n` +
      (proto ? `Sec-WebSocket-Protocol: ${proto}\r\n` : '') + '\r\n'));
    s.on('data', (d) => { got += d; if (got.includes('\r\n')) done(got.split('\r\n')[0]); });
    s.on('close', () => done(got ? got.split('\r\n')[0] : 'closed'));
    s.on('error', () => done('closed'));
    setTimeout(() => done('no answer'), 5000);
  });
}
const s = await serve(['--table', 'golf4', '--players', 'ana,bot', '--seed', '5']);
const none = await handshake(s.port, '');
const ours = await handshake(s.port, 'cardwright');
check(!/101/.test(none), 'a handshake without the subprotocol is refused', none);
check(/^HTTP\/1\.1 101/.test(ours), 'one with it is taken', ours);
s.p.kill('SIGTERM');
await sleep(300);
process.exit(fails ? 1 : 0);
