// The browser tests of `cardwright serve`: Debian's chromium driven by
// puppeteer-core. Prints one line per check, "PASS name" or "FAIL name"
// with "# " diagnostics after it; tests/sh/serve.sh turns them into TAP.
// Usage: node serve.mjs PROGRAM SCRATCH_DIR
import puppeteer from 'puppeteer-core';
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import http from 'node:http';

const [bin, scratch] = process.argv.slice(2);
let fails = 0;
function check(ok, name, diag) {
  console.log((ok ? 'PASS ' : 'FAIL ') + name);
  if (!ok) { fails++; if (diag) console.log(String(diag).split('\n').map((l) => '# ' + l).join('\n')); }
}

// Starts a server with --port 0 and reads its links from what it prints.
function serve(args) {
  return new Promise((resolve, reject) => {
    const p = spawn(bin, ['serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (d) => {
      out += d;
      const links = {};
      for (const m of out.matchAll(/^ {2}(\S+): (http:\S+)$/gm)) links[m[1]] = m[2];
      if (links.spectators) resolve({ p, links });
    });
    p.on('exit', (code) => reject(new Error('serve exited ' + code + ': ' + out)));
  });
}
function stop(s) { s.p.removeAllListeners('exit'); s.p.kill('SIGTERM'); }

// A page on a link, in its own browser context (its own cookies and
// storage: another person), recording every WebSocket frame it receives.
async function seat(browser, link) {
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  const frames = [];
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketFrameReceived', (e) => frames.push(e.response.payloadData));
  await page.goto(link);
  await page.waitForSelector('body[data-step]');
  return { ctx, page, frames };
}
async function step(p) { return Number(await p.page.$eval('body', (b) => b.dataset.step)); }
async function click(p, action) {
  const before = await step(p);
  await p.page.click(`#legal button[data-action="${action}"]`);
  await p.page.waitForFunction((n) => Number(document.body.dataset.step) > n, { timeout: 10000 }, before);
}

// The faces written in a text: 7H, 10S, ... (NOTATION).
const FACE = /\b(?:10|[2-9AJQK])[SHDC]\b/g;
const faces = (t) => new Set(t.match(FACE) || []);

// The faces a seat had seen by each step, from `cardwright replay FILE --as
// SEAT --step` (the table as that seat saw it after each step, stepped on
// by Enter): known[k] holds every face shown to it up to and with step k.
function seen(file, s) {
  const text = execFileSync(bin, ['replay', file, '--as', String(s), '--step'],
    { encoding: 'utf8', input: '\n'.repeat(5000) });
  const parts = text.split(/^== step (\d+) of \d+.*$/m);
  const known = [faces(parts[0])];
  for (let i = 1; i < parts.length; i += 2) {
    const k = Number(parts[i]);
    known[k] = new Set([...known[k - 1], ...faces(parts[i + 1])]);
  }
  return known;
}

// Leak on the wire: no frame a seat received holds a face its view did
// not hold at that step. Plays `moves` actions by clicking the first
// legal button of whichever seat may act.
async function leak(browser, variant, rules, seed, moves) {
  const file = join(scratch, 'leak-' + variant + '.replay');
  const s = await serve(['--table', variant, '--players', 'ana,ben', '--seed', String(seed), '--record', file,
    ...rules.flatMap((r) => ['--rule', r])]);
  const seats = [await seat(browser, s.links.ana), await seat(browser, s.links.ben)];
  let played = 0;
  for (; played < moves; played++) {
    let acted = false;
    for (const p of seats) {
      const first = await p.page.$eval('#legal', (l) => l.firstElementChild && l.firstElementChild.dataset.action);
      if (first) { await click(p, first); acted = true; break; }
    }
    if (!acted) break;
    await new Promise((r) => setTimeout(r, 50));	// the other seat's frame
  }
  await new Promise((r) => setTimeout(r, 300));
  stop(s);
  let bad = [];
  for (let i = 0; i < 2; i++) {
    const known = seen(file, i + 1);
    let last = known[known.length - 1];
    for (const f of seats[i].frames) {
      const m = JSON.parse(f);
      if (m.type !== 'state') continue;
      const k = known[m.step] || last;
      for (const c of faces(f)) if (!k.has(c)) bad.push(`seat ${i + 1} step ${m.step}: ${c} not in its view`);
    }
    await seats[i].ctx.close();
  }
  check(played > 0 && bad.length === 0, `${variant}: no frame holds a face its seat could not see (${played} moves, ` +
    `${seats[0].frames.length}+${seats[1].frames.length} frames)`, bad.slice(0, 10).join('\n'));
}

// Messages sent from a page of the server on a WebSocket of its own; the
// frames that came back within a moment.
async function exchange(page, msgs) {
  return page.evaluate(async (list) => {
    const ws = new WebSocket('ws://' + location.host + '/', 'cardwright');
    const got = [];
    ws.onmessage = (e) => got.push(JSON.parse(e.data));
    await new Promise((r) => { ws.onopen = r; });
    for (const m of list) ws.send(m);
    await new Promise((r) => setTimeout(r, 400));
    ws.close();
    return got;
  }, msgs);
}

// A WebSocket handshake with this Origin: the HTTP status it gets.
function handshake(link, origin) {
  const u = new URL(link);
  return new Promise((resolve) => {
    const req = http.get({ host: u.hostname, port: u.port, path: '/', headers: {
      Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13',
      'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Protocol': 'cardwright', Origin: origin } });
    req.on('upgrade', (res, sock) => { sock.destroy(); resolve(101); });
    req.on('response', (res) => { res.resume(); resolve(res.statusCode); });
    req.on('error', () => resolve(0));
  });
}

// Bad links and bad input: refused, or an error frame, and the game goes on.
async function badInput(browser) {
  const s = await serve(['--table', 'golf4', '--players', 'ana,ben', '--seed', '7', '--record', join(scratch, 'bad1.replay'),
    '--table', 'golf4', '--players', 'cleo,dan', '--seed', '7', '--record', join(scratch, 'bad2.replay')]);
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  await page.goto(s.links.spectators);
  const tok = (l) => new URL(l).hash.match(/k=([0-9a-f]+)/)[1];
  const hello = (t, k) => JSON.stringify(k ? { type: 'hello', table: t, token: k } : { type: 'hello', table: t });
  const errors = (got) => got.filter((m) => m.type === 'error').map((m) => m.message);
  let got = await exchange(page, [hello(1, '0123456789abcdef0123456789abcdef'), JSON.stringify({ type: 'act', action: 'knock' })]);
  check(!got.some((m) => m.type === 'welcome') && errors(got).length === 2, 'a wrong token is refused', JSON.stringify(got));
  // cleo and dan's links are for table 2 (printed second): dan's token on table 1.
  const other = Object.entries(s.links).filter(([n]) => n === 'dan')[0][1];
  got = await exchange(page, [hello(1, tok(other))]);
  check(!got.some((m) => m.type === 'welcome') && /wrong token/.test(errors(got)[0] || ''), 'a token for another table is refused',
    JSON.stringify(got));
  got = await exchange(page, [hello(1), JSON.stringify({ type: 'act', action: 'knock' })]);
  const spectator = got.find((m) => m.type === 'state');
  check(got[0].type === 'welcome' && got[0].seat === 0 && spectator && spectator.legal.length === 0 &&
    /spectator may not act/.test(errors(got)[0] || ''), 'a spectator sees the table and may not act', JSON.stringify(got));
  // ben is to act (G4-3): garbage first, then his knock is played.
  got = await exchange(page, [hello(1, tok(s.links.ben)), '{bad', '[1,2]', 'x'.repeat(5000),
    JSON.stringify({ type: 'act', action: 'knock' })]);
  const errs = errors(got);
  const after = got.filter((m) => m.type === 'state').pop();
  check(errs.length === 3 && /too long/.test(errs[2]) && after && after.step === 1,
    'malformed and oversized messages get an error frame and the game goes on', JSON.stringify(got));
  check(await handshake(s.links.ana, 'http://elsewhere.example') !== 101 &&
    await handshake(s.links.ana, 'http://' + new URL(s.links.ana).host) === 101,
    'a WebSocket from a page of another origin is refused');
  got = await exchange(page, Array(60).fill(hello(1)));
  check(errors(got).some((e) => /too many messages/.test(e)), 'a connection sending too fast is told so', JSON.stringify(errors(got)));
  await ctx.close();
  stop(s);
}

const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--user-data-dir=' + mkdtempSync(join(scratch, 'chromium-'))],
});
try {
  // Two players: ben knocks on his first turn (G4-3, G4-4: allowed), ana
  // has her one more turn (draw stock, discard), and the hole ends. The
  // layouts are then the deal's, scored by G4-5: A 1, 2-10 face, J Q 10, K 0.
  {
    const file = join(scratch, 'golf4.replay');
    const s = await serve(['--table', 'golf4', '--players', 'ana,ben', '--seed', '7', '--rule', 'holes=1',
      '--record', file]);
    const ana = await seat(browser, s.links.ana), ben = await seat(browser, s.links.ben);
    check(!(await ana.page.$('#legal button')), 'G4-3: the seat after the dealer plays first, not ana');
    await click(ben, 'knock');
    // The server is killed mid-hole and resumed from its recording on the
    // same port: both pages reconnect with their old links and play on.
    s.p.removeAllListeners('exit');
    s.p.kill('SIGKILL');
    await ana.page.waitForSelector('body[data-online="no"]');
    await ben.page.waitForSelector('body[data-online="no"]');
    const r = await serve(['--resume', file, '--port', new URL(s.links.ana).port]);
    await ana.page.waitForSelector('body[data-online="yes"] #legal button[data-action="draw stock"]', { timeout: 20000 });
    await ben.page.waitForSelector('body[data-online="yes"]', { timeout: 20000 });
    check((await ben.page.$eval('body', (b) => b.dataset.step)) === '1' &&
      /you are ben/.test(await ben.page.$eval('#who', (e) => e.textContent)),
      'after kill -9 and serve --resume, both links take their seats again at the step reached');
    s.p = r.p;
    await click(ana, 'draw stock');
    await click(ana, 'discard');
    await ana.page.waitForSelector('body[data-status="over"]');
    const scores = await ana.page.$eval('#scores', (e) => e.textContent);
    const benScores = await ben.page.$eval('#scores', (e) => e.textContent);
    stop(s);
    // The deal, every card shown: each seat's four faces.
    const deal = execFileSync(bin, ['replay', file, '--reveal'], { encoding: 'utf8' }).split('== step 1')[0];
    const val = (f) => { const r = f.slice(0, -1); return r === 'A' ? 1 : r === 'K' ? 0 : 'JQ'.includes(r) ? 10 : Number(r); };
    const layout = (name) => {
      const part = deal.split(new RegExp('^  ' + name + '\\b.*$', 'm'))[1].split(/^ {2}\S/m)[0];
      return [...part.matchAll(FACE)].map((m) => m[0]);
    };
    const want = { ana: layout('ana').reduce((a, f) => a + val(f), 0), ben: layout('ben').reduce((a, f) => a + val(f), 0) };
    const ok = (t) => new RegExp(`ana ${want.ana}\\b`).test(t) && new RegExp(`ben ${want.ben}\\b`).test(t);
    check(layout('ana').length === 4 && layout('ben').length === 4 && ok(scores) && ok(benScores),
      `G4-5: end-of-hole scores on both pages are ana ${want.ana}, ben ${want.ben}`, scores + benScores);
    check(execFileSync(bin, ['replay', file], { encoding: 'utf8' }).length > 0, 'the table was recorded and verifies');
    await ana.ctx.close(); await ben.ctx.close();
  }
  await badInput(browser);
  await leak(browser, 'golf4', ['holes=1'], 11, 40);
  await leak(browser, 'cabo', [], 5, 40);
  await leak(browser, 'desmoche', [], 3, 40);
} catch (e) {
  check(false, 'the browser tests ran to the end', e.stack);
} finally {
  await browser.close();
}
process.exit(fails ? 1 : 0);
