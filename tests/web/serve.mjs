// The browser tests of `cardwright serve`: Debian's chromium driven by
// puppeteer-core. Prints one line per check, "PASS name" or "FAIL name"
// with "# " diagnostics after it; tests/sh/serve.sh turns them into TAP.
// Usage: node serve.mjs PROGRAM SCRATCH_DIR
import puppeteer from 'puppeteer-core';
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
// Stops a server and waits for it to end: a table of the same seed may
// not open while its recording is still held (docs/design.md, a game in
// play is known by its deal).
function stop(s) {
  s.p.removeAllListeners('exit');
  return new Promise((resolve) => {
    if (s.p.exitCode !== null || s.p.signalCode !== null) return resolve();
    s.p.once('exit', () => resolve());
    s.p.kill('SIGTERM');
  });
}

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
// A click is made in the page, on the button there at that moment: a frame
// that redraws the table (another seat leaving, a bot taking over) may move
// the buttons between finding one and a mouse's click at its place.
async function press(p, selector) {
  const before = await step(p);
  const answering = await p.page.$eval('body', (b) => b.dataset.answering || '');
  await p.page.$eval(selector, (b) => b.click());
  // an action moves the step on; "nothing to answer" (a knock, DES-P7)
  // moves on who answers the window
  await p.page.waitForFunction((n, a) => Number(document.body.dataset.step) > n ||
    (document.body.dataset.answering || '') !== a, { timeout: 10000 }, before, answering);
}
const clickCard = (p, action) => press(p, `#board button[data-actions="${action}"]`);
const click = (p, action) => press(p, `#legal button[data-action="${action}"]`);

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

// Every state frame a seat received holds no face the seat did not know
// at the frame's step: the bad ones in words.
function leaks(file, frames, s, label) {
  const known = seen(file, s);
  const last = known[known.length - 1];
  const bad = [];
  for (const f of frames) {
    const m = JSON.parse(f);
    if (m.type !== 'state') continue;
    const k = known[m.step] || last;
    for (const c of faces(f)) if (!k.has(c)) bad.push(`${label} seat ${s} step ${m.step}: ${c} not in its view`);
  }
  return bad;
}

// Until every page has been sent the state of step n.
async function synced(seats, n) {
  for (const p of seats)
    await p.page.waitForFunction((k) => Number(document.body.dataset.step) >= k, { timeout: 20000 }, n);
}

// Leak on the wire: no frame a seat received holds a face its view did
// not hold at that step. Plays up to `moves` actions by clicking, for
// whichever seat may act, a legal action matching `prefer` if there is one
// (a power, the Cambio pass), else `draw stock`, else the first; goes on
// past `moves` (up to 200) until an action matching `must` was played, so
// that what is tested surely happens.
async function leak(browser, variant, rules, seed, moves, prefer, must) {
  const file = join(scratch, 'leak-' + variant + '.replay');
  const s = await serve(['--table', variant, '--players', 'ana,ben', '--seed', String(seed), '--record', file,
    ...rules.flatMap((r) => ['--rule', r])]);
  const seats = [await seat(browser, s.links.ana), await seat(browser, s.links.ben)];
  let played = 0, happened = !must;
  for (; played < moves || !happened && played < 200; played++) {
    let acted = false;
    for (const p of seats) {
      const all = await p.page.$$eval('#legal button', (l) => l.map((b) => b.dataset.action));
      if (!all.length) continue;
      const pick = all.find((x) => prefer && prefer.test(x)) || all.find((x) => x === 'draw stock') || all[0];
      if (must && must.test(pick)) happened = true;
      await click(p, pick);
      await synced(seats, await step(p));
      acted = true;
      break;
    }
    if (!acted) break;
  }
  await stop(s);
  const bad = [...leaks(file, seats[0].frames, 1, variant), ...leaks(file, seats[1].frames, 2, variant)];
  for (const p of seats) await p.ctx.close();
  check(played > 0 && happened && bad.length === 0, `${variant}: no frame holds a face its seat could not see (${played} moves` +
    (must ? `, ${must.source} played` : '') + `, ${seats[0].frames.length}+${seats[1].frames.length} frames)`,
    (happened ? '' : must.source + ' never played\n') + bad.slice(0, 10).join('\n'));
}

// Messages sent from a page of the server on a WebSocket of its own; the
// frames that came back, once `expect` of them have (at most 20 s).
async function exchange(page, msgs, expect) {
  return page.evaluate(async (list, n) => {
    const ws = new WebSocket('ws://' + location.host + '/', 'cardwright');
    const got = [];
    let done;
    const all = new Promise((r) => { done = r; });
    ws.onmessage = (e) => { got.push(JSON.parse(e.data)); if (got.length >= n) done(); };
    await new Promise((r) => { ws.onopen = r; });
    for (const m of list) ws.send(m);
    await Promise.race([all, new Promise((r) => setTimeout(r, 20000))]);
    ws.close();
    return got;
  }, msgs, expect);
}

// A WebSocket handshake with this Origin (and Host, the link's when not
// given): the HTTP status it gets.
function handshake(link, origin, host) {
  const u = new URL(link);
  return new Promise((resolve) => {
    const req = http.get({ host: u.hostname, port: u.port, path: '/', headers: {
      Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', Host: host || u.host,
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
  let got = await exchange(page, [hello(1, '0123456789abcdef0123456789abcdef'), JSON.stringify({ type: 'act', action: 'knock' })], 2);
  check(!got.some((m) => m.type === 'welcome') && errors(got).length === 2, 'a wrong token is refused', JSON.stringify(got));
  // cleo and dan's links are for table 2 (printed second): dan's token on table 1.
  const other = Object.entries(s.links).filter(([n]) => n === 'dan')[0][1];
  got = await exchange(page, [hello(1, tok(other))], 1);
  check(!got.some((m) => m.type === 'welcome') && /wrong token/.test(errors(got)[0] || ''), 'a token for another table is refused',
    JSON.stringify(got));
  got = await exchange(page, [hello(1), JSON.stringify({ type: 'act', action: 'knock' })], 3);
  const spectator = got.find((m) => m.type === 'state');
  check(got[0].type === 'welcome' && got[0].seat === 0 && spectator && spectator.legal.length === 0 &&
    /spectator may not act/.test(errors(got)[0] || ''), 'a spectator sees the table and may not act', JSON.stringify(got));
  // ben is to act (G4-3): garbage first, then his knock is played.
  got = await exchange(page, [hello(1, tok(s.links.ben)), '{bad', '[1,2]', 'x'.repeat(5000),
    JSON.stringify({ type: 'act', action: 'knock' })], 6);
  const errs = errors(got);
  const after = got.filter((m) => m.type === 'state').pop();
  check(errs.length === 3 && /too long/.test(errs[2]) && after && after.step === 1,
    'malformed and oversized messages get an error frame and the game goes on', JSON.stringify(got));
  check(await handshake(s.links.ana, 'http://elsewhere.example') !== 101 &&
    await handshake(s.links.ana, 'http://' + new URL(s.links.ana).host) === 101,
    'a WebSocket from a page of another origin is refused');
  // DNS rebinding: a site's own name made to point at 127.0.0.1 sends it
  // as both Host and Origin; on a loopback address only loopback names pass.
  const port = new URL(s.links.ana).port;
  check(await handshake(s.links.ana, `http://rebound.example:${port}`, `rebound.example:${port}`) !== 101 &&
    await handshake(s.links.ana, `http://localhost:${port}`, `localhost:${port}`) === 101,
    'a WebSocket whose Host names another site is refused on a loopback address');
  got = await exchange(page, Array(60).fill(hello(1)), 61);
  check(errors(got).some((e) => /too many messages/.test(e)), 'a connection sending too fast is told so', JSON.stringify(errors(got)));
  await ctx.close();
  await stop(s);
}

// A page of its own (another person), on a link.
async function page(browser, link, viewport) {
  const ctx = await browser.createBrowserContext();
  const pg = await ctx.newPage();
  if (viewport) await pg.setViewport(viewport);
  const frames = [];
  const cdp = await pg.createCDPSession();
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketFrameReceived', (e) => frames.push(e.response.payloadData));
  await pg.goto(link);
  return { ctx, page: pg, frames };
}

// `serve` alone: the page lists the variants and a variant's options with
// their docs; a person opens a table of a person and a bot, then a second
// table, and each link takes its seat.
async function lobby(browser) {
  const s = await new Promise((resolve, reject) => {
    const p = spawn(bin, ['serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (d) => { out += d; const m = out.match(/open a table: (http:\S+)/); if (m) resolve({ p, url: m[1] }); });
    p.on('exit', (code) => reject(new Error('serve exited ' + code + ': ' + out)));
  });
  const host = await page(browser, s.url);
  const pg = host.page;
  await pg.waitForSelector('#options [data-name="holes"]', { timeout: 20000 });
  const doc = await pg.$$eval('#options .opt', (l) => l.map((d) => d.textContent).join('\n'));
  const variants = await pg.$$eval('#variant option', (l) => l.map((o) => o.value));
  check(variants.includes('golf4') && variants.includes('cabo') && variants.includes('desmoche') &&
    /holes in a match \(G-9\)/.test(doc), 'serve alone: the page lists the variants and golf4\'s options with their docs (G-9)',
    variants.join(' ') + '\n' + doc.slice(0, 500));
  // ana, a person; the second seat a bot; one hole (G-9: holes).
  await pg.select('#seats li:nth-child(2) .kind', 'greedy');
  await pg.$eval('#options [data-name="holes"]', (i) => { i.value = '1'; });
  await pg.click('#opentable');
  await pg.waitForSelector('body[data-opened="1"]', { timeout: 20000 });
  // A second table at once: cabo, two people.
  await pg.select('#variant', 'cabo');
  await pg.waitForFunction(() => /Cabo/.test(document.getElementById('vtitle').textContent), { timeout: 20000 });
  await pg.select('#seats li:nth-child(2) .kind', 'person');
  await pg.$eval('#seats li:nth-child(2) .name', (i) => { i.value = 'ben'; });
  await pg.click('#opentable');
  await pg.waitForSelector('body[data-opened="2"]', { timeout: 20000 });
  const links = await pg.$$eval('#links a', (l) => l.map((a) => ({ who: a.dataset.who, href: a.href })));
  const t1 = links.filter((l) => /#t=1\b/.test(l.href)), t2 = links.filter((l) => /#t=2\b/.test(l.href));
  check(t1.length === 2 && t1[0].who === 'ana' && /k=[0-9a-f]{32}$/.test(t1[0].href) && t2.length === 3,
    'the page gives a link per person and one for spectators, for each table opened', JSON.stringify(links));
  const ana = await seat(browser, t1[0].href);
  const ben2 = await seat(browser, t2.find((l) => l.who === 'ben').href);
  const who1 = await ana.page.$eval('#who', (e) => e.textContent), who2 = await ben2.page.$eval('#who', (e) => e.textContent);
  check(/golf4, table 1: you are ana/.test(who1) && /cabo, table 2: you are ben/.test(who2),
    'both tables play at once, each link at its own seat', who1 + ' | ' + who2);
  // Bad input from the page: an unknown option value is one line, nothing opened.
  await pg.select('#variant', 'golf4');
  await pg.waitForFunction(() => /4-card/.test(document.getElementById('vtitle').textContent), { timeout: 20000 });
  await pg.$eval('#options [data-name="holes"]', (i) => { i.value = 'lots'; });
  await pg.click('#opentable');
  await pg.waitForFunction(() => document.getElementById('error').textContent !== '', { timeout: 20000 });
  const err = await pg.$eval('#error', (e) => e.textContent);
  check(/holes/.test(err) && !err.includes('\n') && (await pg.$eval('body', (b) => b.dataset.opened)) === '2',
    'an option value the variant does not have is refused in one line, no table opened', err);
  for (const x of [host, ana, ben2]) await x.ctx.close();
  await stop(s);
}

// The replay viewer: `serve --replay FILE` steps through the game as a
// seat, forwards and backwards, and the frames hold only what that seat
// knew at each step; every card is shown once the game is over. A file
// dropped on the page (chosen here) opens too.
async function viewer(browser, file) {
  const s = await new Promise((resolve, reject) => {
    const p = spawn(bin, ['serve', '--port', '0', '--replay', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (d) => { out += d; const m = out.match(/replay of .*: (http:\S+)/); if (m) resolve({ p, url: m[1] }); });
    p.on('exit', (code) => reject(new Error('serve exited ' + code + ': ' + out)));
  });
  const v = await page(browser, s.url);
  const pg = v.page;
  const at = async (k, as) => pg.waitForSelector(`body[data-rstep="${k}"][data-ras="${as}"]`, { timeout: 20000 });
  await at(0, 1);
  const steps = Number(await pg.$eval('#stepn', (e) => e.max));
  for (let k = 1; k <= steps; k++) { await pg.click('#fwd'); await at(k, 1); }
  await pg.click('#back'); await at(steps - 1, 1);
  await pg.select('#as', '2'); await at(steps - 1, 2);
  await pg.click('#first'); await at(0, 2);
  await pg.click('#last'); await at(steps, 2);
  const narr = await pg.$eval('#rnarration', (e) => e.textContent);
  const bad = [...leaks(file, v.frames.filter((f) => JSON.parse(f).as === 1), 1, 'viewer'),
    ...leaks(file, v.frames.filter((f) => JSON.parse(f).as === 2), 2, 'viewer')];
  check(steps === 3 && bad.length === 0 && narr.length > 0,
    `the replay viewer steps through ${steps} actions as ana and as ben, forwards and back, each frame only what that seat knew`,
    bad.join('\n') + '\n' + narr);
  // Every card, once the game is over: the deal's faces as --reveal shows them.
  await pg.select('#as', 'all'); await at(steps, 'all');
  await pg.click('#first'); await at(0, 'all');
  const deal = faces(execFileSync(bin, ['replay', file, '--reveal'], { encoding: 'utf8' }).split('== step 1')[0]);
  const shown = faces(await pg.$eval('#rtable', (e) => e.textContent.replace(/([♠♥♦♣])/g, (x) => ({ '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' }[x]))));
  check(deal.size >= 9 && [...deal].every((f) => shown.has(f)), 'the game over, every card of the deal is shown',
    [...deal].join(' ') + ' | ' + [...shown].join(' '));
  // A file dropped on the page (a game not over: no view of every card).
  const unfinished = join(scratch, 'leak-cabo.replay');
  const input = await pg.$('#file');
  await input.uploadFile(unfinished);
  await pg.waitForFunction(() => /^cabo:/.test(document.getElementById('rtitle').textContent), { timeout: 20000 });
  await at(0, 1);
  const opts = await pg.$$eval('#as option', (l) => l.map((o) => o.value));
  const text = readFileSync(unfinished, 'utf8'), parts = [];
  for (let i = 0; i < text.length; i += 2000)
    parts.push(JSON.stringify({ type: 'upload', data: text.slice(i, i + 2000), more: i + 2000 < text.length }));
  const got = await exchange(pg, [...parts, JSON.stringify({ type: 'view', step: 0, as: 'all' })], 2);
  check(!opts.includes('all') && got.some((m) => m.type === 'error' && /only once the game is over/.test(m.message)),
    'a dropped replay opens; a game not over is never shown with every card', JSON.stringify(opts) + JSON.stringify(got));
  // A file written with suit symbols (NOTATION.md), as a real table's may
  // be: a symbol is one unit of the page's string but three bytes, and the
  // page's parts of 2000 units passed the 4096 bytes a message may hold,
  // so the file was refused. Its parts are now counted in bytes.
  const sym = join(scratch, 'symbols.replay');
  const des = readFileSync(join(scratch, 'leak-desmoche.replay'), 'utf8').split('\n');
  writeFileSync(sym, [des[0], ...Array(40).fill('# ' + '♠♥♦♣'.repeat(25)), ...des.slice(1)].join('\n'));
  await pg.$eval('#error', (e) => { e.textContent = ''; });
  await input.uploadFile(sym);
  const opened = await pg.waitForFunction(() => /^desmoche:/.test(document.getElementById('rtitle').textContent) ||
    document.getElementById('error').textContent !== '', { timeout: 30000 }).then(() => true, () => false);
  const symErr = await pg.$eval('#error', (e) => e.textContent);
  check(opened && symErr === '', 'a dropped replay of 12,000 suit symbols opens: its parts fit a message', symErr);
  await v.ctx.close();
  await stop(s);
}

// Undo on the page, under the REPL's rule: ben's knock taken back with
// ana's leave; refused when she refuses; a draw from the stock taken back
// only with everyone's leave (a practice game); none after the match.
async function undo(browser) {
  const file = join(scratch, 'undo.replay');
  const s = await serve(['--table', 'golf4', '--players', 'ana,ben', '--seed', '7', '--rule', 'holes=1', '--record', file]);
  const ana = await seat(browser, s.links.ana), ben = await seat(browser, s.links.ben);
  // A phone-sized screen: nothing wider than it, each action's words on
  // hover, each card's suit by its symbol's shape as well as its colour.
  await ben.page.setViewport({ width: 375, height: 667 });
  const phone = await ben.page.evaluate(() => {
    const buttons = [...document.querySelectorAll('#legal button')], cardsShown = [...document.querySelectorAll('#table .card')];
    return { fits: document.documentElement.scrollWidth <= window.innerWidth, buttons: buttons.length,
      titled: buttons.every((b) => b.title === b.dataset.action), cards: cardsShown.length,
      suits: cardsShown.every((c) => /[♠♥♦♣]$/.test(c.textContent) && /^(10|[2-9AJQK])[SHDC]$/.test(c.title)) };
  });
  check(phone.fits && phone.buttons > 0 && phone.titled && phone.cards > 0 && phone.suits,
    'on a phone-sized screen the table fits, actions show their words on hover, suits have symbols', JSON.stringify(phone));
  const undoState = (p, want) => p.page.waitForSelector(`body[data-undo="${want}"]`, { timeout: 20000 });
  await click(ben, 'knock');
  await synced([ana, ben], 1);
  await undoState(ben, 'can');
  await ben.page.click('#undo');
  await undoState(ana, 'asked');
  const asked = await ana.page.$eval('#asked', (e) => e.textContent);
  await ana.page.click('#yes');
  await ben.page.waitForSelector('body[data-step="0"] #legal button[data-action="knock"]', { timeout: 20000 });
  check(/ben asks to undo/.test(asked) && !/practice/.test(asked), 'undo: ben\'s knock is taken back once ana agrees', asked);
  await click(ben, 'knock');
  await synced([ana, ben], 1);
  await undoState(ben, 'can');
  await ben.page.click('#undo');
  await undoState(ana, 'asked');
  await ana.page.click('#no');
  await ben.page.waitForFunction(() => /did not agree/.test(document.getElementById('error').textContent), { timeout: 20000 });
  check((await step(ben)) === 1, 'undo: refused when the other person refuses; the game goes on');
  // ana draws from the stock: taking it back takes back a card she saw.
  await click(ana, 'draw stock');
  await undoState(ana, 'can');
  await ana.page.click('#undo');
  await undoState(ana, 'asked');
  const why = await ana.page.$eval('#asked', (e) => e.textContent);
  await ana.page.click('#yes');
  await undoState(ben, 'asked');
  await ben.page.click('#yes');
  await ana.page.waitForSelector('body[data-step="1"] #legal button[data-action="draw stock"]', { timeout: 20000 });
  check(/takes back a card drawn from the stock/.test(why) && /practice/.test(why),
    'undo across a draw from the stock needs everyone, the asker too, and makes a practice game', why);
  await click(ana, 'draw stock');
  await click(ana, 'discard');
  await ana.page.waitForSelector('body[data-status="over"]', { timeout: 20000 });
  const canAfter = await ana.page.$eval('body', (b) => b.dataset.undo);
  const got = await exchange(ana.page, [JSON.stringify({ type: 'hello', table: 1, token: new URL(s.links.ana).hash.match(/k=(\w+)/)[1] }),
    JSON.stringify({ type: 'undo' })], 3);
  await stop(s);
  const rec = readFileSync(file, 'utf8');
  check(canAfter === 'no' && got.some((m) => m.type === 'error' && /match is over/.test(m.message)) &&
    /# practice game/.test(rec) && execFileSync(bin, ['replay', file], { encoding: 'utf8' }).length > 0,
    'no undo after the match; the recording keeps only what was not taken back, marked a practice game, and verifies',
    canAfter + JSON.stringify(got));
  await ana.ctx.close(); await ben.ctx.close();
}

// A dropped seat keeps its place for the grace period; with --takeover a
// bot plays it after that, and its person comes back to it.
async function grace(browser) {
  {
    const s = await serve(['--table', 'golf4', '--players', 'ana,ben', '--seed', '7', '--rule', 'holes=1',
      '--record', join(scratch, 'grace.replay'), '--grace', '600', '--takeover']);
    let ana = await seat(browser, s.links.ana);
    const ben = await seat(browser, s.links.ben);
    await ana.ctx.close();
    await ben.page.waitForFunction(() => /ana is away/.test(document.getElementById('present').textContent), { timeout: 20000 });
    await click(ben, 'knock');
    ana = await seat(browser, s.links.ana);
    await ana.page.waitForSelector('#legal button[data-action="draw stock"]', { timeout: 20000 });
    await ben.page.waitForFunction(() => document.getElementById('present').textContent === '', { timeout: 20000 });
    check((await step(ana)) === 1 && /you are ana/.test(await ana.page.$eval('#who', (e) => e.textContent)),
      'a reconnect within the grace period takes the seat back, nothing played for it');
    await ana.ctx.close(); await ben.ctx.close();
    await stop(s);
  }
  {
    const file = join(scratch, 'takeover.replay');
    const s = await serve(['--table', 'golf4', '--players', 'ana,ben', '--seed', '7', '--rule', 'holes=2',
      '--record', file, '--grace', '1', '--takeover']);
    let ana = await seat(browser, s.links.ana);
    const ben = await seat(browser, s.links.ben);
    await ana.ctx.close();
    await ben.page.waitForFunction(() => /a bot plays for now/.test(document.getElementById('present').textContent), { timeout: 20000 });
    await click(ben, 'knock');
    // ana's last turn of the hole (G4-4) is played by the bot once her
    // grace period is over.
    await ben.page.waitForFunction(() => Number(document.body.dataset.step) >= 3, { timeout: 30000 });
    const away = await ben.page.$eval('#present', (e) => e.textContent);
    ana = await seat(browser, s.links.ana);
    await ben.page.waitForFunction(() => document.getElementById('present').textContent === '', { timeout: 20000 });
    check(/ana is away: a bot plays for now/.test(away) && /you are ana/.test(await ana.page.$eval('#who', (e) => e.textContent)),
      'after the grace period a bot plays the seat (--takeover), and its person comes back to it', away);
    await ana.ctx.close(); await ben.ctx.close();
    await stop(s);
    check(execFileSync(bin, ['replay', file], { encoding: 'utf8' }).length > 0, 'a table a bot took over records and verifies');
  }
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
    // ana plays by clicking cards: the stock to draw, then the discard
    // pile to discard what she drew; each card shows its action on hover.
    const stockTitle = await ana.page.$eval('#board button[data-actions="draw stock"]', (b) => b.title);
    await clickCard(ana, 'draw stock');
    const slots = await ana.page.$$eval('#board .grid button', (l) => l.map((b) => b.title));
    await clickCard(ana, 'discard');
    check(stockTitle === 'draw stock' && slots.join(',') === 'swap 1,swap 2,swap 3,swap 4',
      'clickable cards: the stock draws, the layout\'s slots swap (G4-3), the discard pile discards', stockTitle + ' ' + slots);
    await ana.page.waitForSelector('body[data-status="over"]');
    const scores = await ana.page.$eval('#scores', (e) => e.textContent);
    const benScores = await ben.page.$eval('#scores', (e) => e.textContent);
    await stop(s);
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
  await leak(browser, 'cabo', [], 5, 40, /^power /, /^power /);
  await leak(browser, 'desmoche', [], 3, 40, /^cambio /, /^cambio /);
  await lobby(browser);
  await viewer(browser, join(scratch, 'golf4.replay'));
  await undo(browser);
  await grace(browser);
} catch (e) {
  check(false, 'the browser tests ran to the end', e.stack);
} finally {
  await browser.close();
}
process.exit(fails ? 1 : 0);
