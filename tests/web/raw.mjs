// serve without a browser (a raw client over net): BIN=... node tests/web/raw.mjs
// prints PASS or FAIL lines.
// 1. Desmoche (DES-P7): who is asked in a claim window is the asked seat's
//    to know. An undo asked for while a seat is privately asked must not
//    end when that seat passes: the frame that would tell the others the
//    ask ended would tell them somebody was asked and passed. Every person
//    knocks in claim order, asked or not (a knock where the card does not
//    serve), so the pass moves the knocking on as a knock would.
// 2. The lobby: one connection that opens more tables of bots than the
//    server holds (64) finds room as the finished ones, which nobody
//    watches, give theirs.
import { serve, hello, sleep, last, connect } from './rawclient.mjs';
const seed = '5';
const s = await serve(['--table', 'desmoche', '--players', 'ana,ben,cy', '--seed', seed]);
const seats = [];
for (const n of ['ana', 'ben', 'cy']) seats.push({ n, c: await hello(s.port, 1, s.links[n].k) });
// After an action, its sender's next frame (the state it led to), then a
// moment for the others' frames: no decision is read from a stale state,
// however slow the machine.
async function settled(x, n0) {
  for (const t0 = Date.now(); x.c.frames.length === n0 && Date.now() - t0 < 10000;) await sleep(10);
  await sleep(60);
}
async function until(pred, ms = 10000) {
  for (const t0 = Date.now(); !pred() && Date.now() - t0 < ms;) await sleep(10);
}
// Plays a Desmoche table (the seats' first choices, a discard where no
// meld is offered) until a claim window where take(asked, lastDiscarder)
// returns something, which it returns; the asked seat passes otherwise.
async function toWindow(seats, take) {
  let lastActor = 0;
  await until(() => seats.every((x) => x.c.frames.length > 0));
  for (let i = 0; i < 400; i++) {
    const asked = seats.find((x) => { const st = last(x.c); return st.legal.includes('pass') && st.legal.some((a) => a.startsWith('claim')); });
    if (asked) {
      const hit = take(asked, lastActor);
      if (hit) return hit;
      const n0 = asked.c.frames.length;
      asked.c.send({ type: 'act', action: 'pass' });
      await settled(asked, n0);
      continue;
    }
    // a person the window has nothing for knocks, in claim order
    const k = seats.find((y) => { const st = last(y.c); return st.answering && st.answering.you; });
    if (k) {
      const n0 = k.c.frames.length;
      k.c.send({ type: 'pass_on' });
      await settled(k, n0);
      continue;
    }
    const x = seats.find((y) => last(y.c).legal.some((a) => !a.startsWith('offence')));
    if (!x) break;
    const L = last(x.c).legal.filter((a) => !a.startsWith('offence') && a !== 'fold');
    const d = L.find((a) => a.startsWith('discard'));
    const act = d && !L.find((a) => a.startsWith('meld')) ? d : L[0];
    if (act.startsWith('discard')) lastActor = last(x.c).seat;
    const n0 = x.c.frames.length;
    x.c.send({ type: 'act', action: act });
    await settled(x, n0);
  }
  return null;
}
const found = await toWindow(seats, (asked, lastActor) => {
  const others = seats.filter((x) => x !== asked);
  const disc = others.find((x) => last(x.c).can_undo && last(x.c).seat === lastActor);
  return disc ? { asked, disc, third: others.find((x) => x !== disc) } : null;
});
if (!found) {
  console.log('FAIL a private claim window with a discarder who may undo was reached (seed ' + seed + ')');
  s.p.kill();
  process.exit(1);
}
const { asked, disc, third } = found;
disc.c.send({ type: 'undo' });
await until(() => last(third.c).undo_asked);
await sleep(100);
const t1 = third.c.frames.length;
const asking = last(third.c).undo_asked;
asked.c.send({ type: 'act', action: 'pass' });
await sleep(500);
const after = third.c.frames.slice(t1).filter((f) => f.type === 'state');
console.log((asking && asking.by === last(disc.c).seat ? 'PASS' : 'FAIL') + ' the third seat is told of the undo asked for');
console.log((last(third.c).undo_asked && after.every((f) => f.undo_asked && !/pass/.test(f.narration)) ? 'PASS' : 'FAIL') +
  ' a private pass tells the third seat nothing of it: the undo asked for stands (' + JSON.stringify(after) + ')');
s.p.kill();

const l = await serve([]);
const c = await connect(l.port);
const replies = () => c.frames.filter((f) => f.type === 'opened' || f.type === 'error').length;
for (let i = 0; i < 70; i++) {
  c.send({ type: 'open', variant: 'golf4', players: 'bot,bot', rules: ['holes=1'] });
  await until(() => replies() > i);
  await sleep(60);
}
const opened = c.frames.filter((f) => f.type === 'opened').length;
const errs = c.frames.filter((f) => f.type === 'error').map((f) => f.message);
console.log((opened === 70 && errs.length === 0 ? 'PASS' : 'FAIL') +
  ' the lobby: 70 tables of bots opened one after another by one connection, room made by the finished ones (' +
  opened + ' opened; ' + JSON.stringify(errs.slice(0, 2)) + ')');
l.p.kill();

// 2b. What the lobby refuses, each with one error: a search bot whose
//     budget would hold every other table (the server plays the tables'
//     bots in turn), a person's name with ':', one option twice; and a
//     hello whose token is not a string, which made a spectator of it.
{
  const l2 = await serve([]);
  const c2 = await connect(l2.port);
  const ask = async (msg) => {
    const n0 = c2.frames.length;
    c2.send(msg);
    await until(() => c2.frames.length > n0);
    return c2.frames[c2.frames.length - 1];
  };
  const big = await ask({ type: 'open', variant: 'golf4', players: 'mcts:1000000,bot' });
  console.log((big.type === 'error' && /at most 1600 playouts a decision \(mcts:1600\), not 1000000/.test(big.message) ? 'PASS' : 'FAIL') +
    ' the lobby refuses a search bot of a million playouts (' + JSON.stringify(big) + ')');
  const colon = await ask({ type: 'open', variant: 'golf4', players: 'ana:1,bot' });
  console.log((colon.type === 'error' && /a player's name is 1 to 31 letters/.test(colon.message) ? 'PASS' : 'FAIL') +
    ' the lobby refuses a person\'s name with \':\' (' + JSON.stringify(colon) + ')');
  const twice = await ask({ type: 'open', variant: 'golf4', players: 'bot,bot', rules: ['holes=1', 'holes=2'] });
  console.log((twice.type === 'error' && /the rule 'holes' is given twice/.test(twice.message) ? 'PASS' : 'FAIL') +
    ' the lobby refuses one option given twice (' + JSON.stringify(twice) + ')');
  const cut = 'x'.repeat(39) + '\u00e9';
  const utf = await ask({ type: 'open', variant: 'golf4', players: 'bot,bot', rules: [cut + '=1', cut + '=2'] });
  console.log((utf.type === 'error' && /is given twice/.test(utf.message) ? 'PASS' : 'FAIL') +
    ' an option given twice whose name is cut inside a character is still answered (' + JSON.stringify(utf) + ')');
  const zero = await ask({ type: 'open', variant: 'golf4', players: 'mcts:0,bot' });
  console.log((zero.type === 'error' && !/a player's name is 1 to 31/.test(zero.message) ? 'PASS' : 'FAIL') +
    ' a bad budget is refused in the bot word\'s own terms (' + JSON.stringify(zero) + ')');
  const ok = await ask({ type: 'open', variant: 'golf4', players: 'ana,mcts:50', rules: ['holes=1'] });
  console.log((ok.type === 'opened' ? 'PASS' : 'FAIL') + ' the lobby opens a table with mcts:50 (' + JSON.stringify(ok).slice(0, 120) + ')');
  const c3 = await connect(l2.port);
  const n3 = c3.frames.length;
  c3.send({ type: 'hello', table: ok.table_id, token: 5 });
  await until(() => c3.frames.length > n3);
  const h = c3.frames[c3.frames.length - 1];
  console.log((h.type === 'error' && /"token" is the text after k= in your link/.test(h.message) ? 'PASS' : 'FAIL') +
    ' a hello whose token is a number is refused, not made a spectator (' + JSON.stringify(h) + ')');
  l2.p.kill();
}

// 3. Desmoche (DES-P7), three people: while a window that asks only some
//    seats is open, every frame names the one seat to answer now, only
//    that seat may do anything (a knock, or the asked seat's claim or
//    pass), and the next turn shows only once every person has knocked or
//    answered; a draw sent meanwhile is refused without a word of who was
//    asked. A claim ends the knocking.
{
  const w = await serve(['--table', 'desmoche', '--players', 'ana,ben,cy', '--seed', '3']);
  const ws = [];
  for (const n of ['ana', 'ben', 'cy']) ws.push({ n, c: await hello(w.port, 1, w.links[n].k) });
  const busy = (x) => { const st = last(x.c); return st.legal.length > 0 || !!(st.answering && st.answering.you); };
  const hit = await toWindow(ws, (asked) => asked);
  if (!hit) {
    console.log('FAIL a private claim window was reached (seed 3)');
  } else {
    const pub = last(hit.c).actor;
    console.log((ws.every((x) => last(x.c).actor === pub && last(x.c).answering && last(x.c).answering.seat === pub) ? 'PASS' : 'FAIL') +
      ' in a private window every frame names the same seat to answer (' + ws.map((x) => last(x.c).actor) + ')');
    console.log((ws.filter(busy).length === 1 && busy(hit) ? 'PASS' : 'FAIL') +
      ' only the asked seat has anything to do while it answers');
    const other = ws.find((x) => x !== hit);
    const e0 = other.c.frames.filter((f) => f.type === 'error').length;
    other.c.send({ type: 'act', action: 'draw' });
    await until(() => other.c.frames.filter((f) => f.type === 'error').length > e0);
    const refused = other.c.frames.filter((f) => f.type === 'error').slice(e0)[0];
    console.log((refused && /^it is not your turn: \S+ is to answer/.test(refused.message) ? 'PASS' : 'FAIL') +
      ' a draw sent while the window is open is refused, naming the seat to answer (' + (refused ? refused.message : 'none') + ')');
    // the asked seat passes; the others knock in turn; then a turn
    hit.c.send({ type: 'act', action: 'pass' });
    for (let i = 0; i < 6; i++) {
      await sleep(300);
      const k = ws.find((x) => { const st = last(x.c); return st.answering && st.answering.you; });
      if (!k) break;
      k.c.send({ type: 'pass_on' });
    }
    await sleep(300);
    const mover = ws.filter((x) => last(x.c).legal.some((a) => a === 'draw' || a.startsWith('meld') || a.startsWith('discard')));
    console.log((ws.every((x) => !last(x.c).answering) && mover.length === 1 ? 'PASS' : 'FAIL') +
      ' once every person knocked or answered, one seat has its turn and nobody knocks');
    // a claim ends the knocking at once
    const hit2 = await toWindow(ws, (asked) => asked);
    if (!hit2) {
      console.log('FAIL a second private claim window was reached (seed 3)');
    } else {
      hit2.c.send({ type: 'act', action: last(hit2.c).legal.find((x) => x.startsWith('claim')) });
      await sleep(400);
      console.log((ws.every((x) => !last(x.c).answering) && last(hit2.c).legal.length > 0 ? 'PASS' : 'FAIL') +
        ' a claim ends the knocking: the claimant plays on');
    }
  }
  w.p.kill();
}

// 4. The lobby keeps room on the recordings' disk (--keep-free MB): with
//    more asked than the disk has, no table is opened, and the reply says
//    why; the options of a variant are made once and kept.
{
  const k = await serve(['--keep-free', '1000000000']);
  const c = await connect(k.port);
  c.send({ type: 'open', variant: 'golf4', players: 'bot,bot', rules: ['holes=1'] });
  await until(() => c.frames.some((f) => f.type === 'opened' || f.type === 'error'));
  const e = c.frames.find((f) => f.type === 'error');
  console.log((e && /^open: the disk of the recordings has \d+ MB free, less than the 1000000000 this server keeps free \(--keep-free\): no table is opened$/.test(e.message) &&
    !c.frames.some((f) => f.type === 'opened') ? 'PASS' : 'FAIL') + ' --keep-free beyond the free disk: no table opened, the reason told (' + (e ? e.message : 'none') + ')');
  for (let i = 0; i < 2; i++) c.send({ type: 'options', variant: 'cabo' });
  await until(() => c.frames.filter((f) => f.type === 'options').length === 2);
  const o = c.frames.filter((f) => f.type === 'options');
  console.log((o.length === 2 && JSON.stringify(o[0]) === JSON.stringify(o[1]) && o[0].options.some((x) => x.name === 'holes') ? 'PASS' : 'FAIL') +
    ' the options of cabo asked twice: the same reply, holes among them');
  k.p.kill();
}

// 5. An agreed undo that goes back past another seat's decision frees the
//    game copies kept for the decisions taken back: a server stopped
//    after it leaks nothing (the sanitizer build reports a leak at exit).
{
  const u = await serve(['--table', 'golf4', '--players', 'ana,ben', '--seed', '1']);
  const us = [];
  for (const n of ['ana', 'ben']) us.push({ n, c: await hello(u.port, 1, u.links[n].k) });
  await until(() => us.every((x) => x.c.frames.length > 0));
  const acts = [];
  for (let i = 0; i < 3; i++) {
    const x = us.find((y) => last(y.c).legal && last(y.c).legal.length);
    if (!x) break;
    const L = last(x.c).legal;
    const act = L.find((a) => a === 'draw stock') || L.find((a) => a === 'discard') || L[0];
    const n0 = x.c.frames.length;
    x.c.send({ type: 'act', action: act });
    await settled(x, n0);
    acts.push(x.n + ' ' + act);
  }
  // the first to act asks to take back its last decision, before the
  // other's since; as it takes back a card drawn from the stock, both
  // agree (docs/protocol.md)
  const asker = us.find((x) => x.n === acts[0].split(' ')[0]), other = us.find((x) => x !== asker);
  asker.c.send({ type: 'undo' });
  await until(() => last(other.c).undo_asked);
  const n1 = asker.c.frames.length;
  for (const x of [asker, other]) x.c.send({ type: 'agree', yes: true });
  await until(() => asker.c.frames.length > n1 && !last(asker.c).undo_asked);
  await sleep(100);
  const back = last(asker.c);
  console.log((acts.length === 3 && back.actor === back.seat ? 'PASS' : 'FAIL') +
    ' an agreed undo back past the other seat\'s decision gives the asker its turn again (' + JSON.stringify(acts) + ')');
  u.p.kill('SIGTERM');
  await until(() => u.p.exited, 10000);
  console.log((u.p.exited && !/LeakSanitizer|ERROR: AddressSanitizer/.test(u.err()) ? 'PASS' : 'FAIL') +
    ' the server stopped after the undo reports no leak (' + u.err().slice(0, 300).replace(/\n/g, ' | ') + ')');
}
process.exit(0);
