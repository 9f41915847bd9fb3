// The screenshots of docs/: a golf4 table in a phone-sized chromium at the
// start, mid-hole and at the end; the lobby of `serve` alone; the replay
// viewer on that hole. Not a test; run by hand from the top of the tree:
// node tests/web/screenshots.mjs ./cardwright docs
import puppeteer from 'puppeteer-core';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [bin, out] = process.argv.slice(2);
const scratch = mkdtempSync(join(tmpdir(), 'cw-shots-'));
const p = spawn(bin, ['serve', '--port', '0', '--table', 'golf4', '--players', 'ana,ben', '--seed', '7',
  '--rule', 'holes=1', '--record', join(scratch, 'g.replay')]);
const links = await new Promise((resolve) => {
  let text = '';
  p.stdout.on('data', (d) => {
    text += d;
    const l = Object.fromEntries([...text.matchAll(/^ {2}(\S+): (http:\S+)$/gm)].map((m) => [m[1], m[2]]));
    if (l.spectators) resolve(l);
  });
});
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--user-data-dir=' + join(scratch, 'chromium')] });
const open = async (link) => {
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 400, height: 860 });
  await page.goto(link);
  if (/#t=/.test(link)) await page.waitForSelector('body[data-step]');
  return page;
};
const ana = await open(links.ana), ben = await open(links.ben);
const click = async (page, a) => {
  const n = await page.$eval('body', (b) => Number(b.dataset.step));
  await page.click(`#legal button[data-action="${a}"]`);
  await page.waitForFunction((k) => Number(document.body.dataset.step) > k, {}, n);
};
await ben.screenshot({ path: join(out, 'serve-start.png') });
await click(ben, 'draw stock');
await ben.screenshot({ path: join(out, 'serve-mid.png') });
await click(ben, 'swap 1');
await click(ana, 'knock');
await click(ben, 'draw stock');
await click(ben, 'discard');
await ben.waitForSelector('body[data-status="over"]');
await ben.screenshot({ path: join(out, 'serve-end.png') });
p.kill('SIGTERM');

// A server of its own, printing one address.
const started = (args, re) => new Promise((resolve) => {
  const q = spawn(bin, ['serve', '--port', '0', ...args]);
  let text = '';
  q.stdout.on('data', (d) => { text += d; const m = text.match(re); if (m) resolve({ q, url: m[1] }); });
});
const lobby = await started([], /open a table: (http:\S+)/);
const lp = await open(lobby.url);
await lp.waitForSelector('#options [data-name="holes"]');
await lp.select('#seats li:nth-child(2) .kind', 'greedy');
await lp.click('#opentable');
await lp.waitForSelector('body[data-opened="1"]');
await lp.evaluate(() => document.getElementById('opened').scrollIntoView());
await lp.screenshot({ path: join(out, 'serve-lobby.png') });
lobby.q.kill('SIGTERM');
const viewer = await started(['--replay', join(scratch, 'g.replay')], /replay of .*: (http:\S+)/);
const vp = await open(viewer.url);
await vp.waitForSelector('body[data-rstep="0"]');
await vp.click('#fwd');
await vp.waitForSelector('body[data-rstep="1"]');
await vp.screenshot({ path: join(out, 'serve-replay.png') });
viewer.q.kill('SIGTERM');
await browser.close();
