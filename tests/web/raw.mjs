// serve without a browser (a raw client over net): BIN=... node tests/web/raw.mjs
// prints PASS or FAIL lines.
// 1. Desmoche (DES-P7): who is asked in a claim window is the asked seat's
//    to know. An undo asked for while a seat is privately asked must not
//    end when that seat passes: the frame that would tell the others the
//    ask ended would tell them somebody was asked and passed.
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
const after = third.c.frames.slice(t1);
console.log((asking && asking.by === last(disc.c).seat ? 'PASS' : 'FAIL') + ' the third seat is told of the undo asked for');
console.log((after.length === 0 ? 'PASS' : 'FAIL') +
  ' a private pass sends the third seat no frame: the undo asked for stands (' + JSON.stringify(after) + ')');
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

// 3. Desmoche (DES-P7), the seat that acts once a private window closes:
//    while another seat is asked, its frame shows its turn and its list
//    (draw, fold) as when nobody was asked (an empty list, or a refusal
//    of its draw, told it that someone holds a use for the card), and a
//    draw it sends then is taken as the window closes; when the asked seat
//    claims instead, its sender is told the draw was not taken.
{
  const w = await serve(['--table', 'desmoche', '--players', 'ana,ben,cy', '--seed', '3']);
  const ws = [];
  for (const n of ['ana', 'ben', 'cy']) ws.push({ n, c: await hello(w.port, 1, w.links[n].k) });
  // a window whose asked seat is not the seat to act once it closes
  const withNext = (asked) => {
    const next = ws.find((x) => x !== asked && last(x.c).actor === last(x.c).seat);
    return next ? { asked, next } : null;
  };
  const hit = await toWindow(ws, withNext);
  if (!hit) {
    console.log('FAIL a private claim window with another seat to act after it was reached (seed 3)');
  } else {
    const { asked, next } = hit;
    const list = last(next.c).legal;
    console.log((list.includes('draw') ? 'PASS' : 'FAIL') +
      ' the seat to act after a private window sees its own list meanwhile, as when nobody was asked (' + JSON.stringify(list) + ')');
    const e0 = next.c.frames.filter((f) => f.type === 'error').length;
    const n0 = next.c.frames.length;
    next.c.send({ type: 'act', action: 'draw' });
    await sleep(300);
    const errs = next.c.frames.filter((f) => f.type === 'error').slice(e0);
    const during = next.c.frames.slice(n0).filter((f) => f.type === 'state');
    console.log((errs.length === 0 && during.length === 0 ? 'PASS' : 'FAIL') +
      ' its draw sent while the window is open is neither refused nor answered yet (' + JSON.stringify(errs) + ')');
    next.c.send({ type: 'act', action: 'fold' });
    await until(() => next.c.frames.filter((f) => f.type === 'error').length > e0);
    const second = next.c.frames.filter((f) => f.type === 'error').slice(e0)[0];
    console.log((second && /^'fold' is not taken: 'draw', sent before it, is still to be taken/.test(second.message) &&
      !/not your turn/.test(second.message) ? 'PASS' : 'FAIL') + ' a second action meanwhile is told the first waits (' + (second ? second.message : 'none') + ')');
    asked.c.send({ type: 'act', action: 'pass' });
    await until(() => next.c.frames.slice(n0).some((f) => f.type === 'state' && /you drew/.test(f.narration)));
    const drew = next.c.frames.slice(n0).find((f) => f.type === 'state' && /you drew/.test(f.narration));
    console.log((drew ? 'PASS' : 'FAIL') + ' once the asked seat passes, the draw is taken: "' + (drew ? drew.narration.split('\n').find((l) => /you drew/.test(l)) : '') + '"');
    // a draw sent meanwhile, then the asked seat claims: the draw is not
    // taken, and its sender is told so, with who acts instead
    const hit2 = await toWindow(ws, withNext);
    if (!hit2) {
      console.log('FAIL a second private claim window with another seat to act after it was reached (seed 3)');
    } else {
      const { asked: a2, next: n2 } = hit2;
      const e1 = n2.c.frames.filter((f) => f.type === 'error').length;
      n2.c.send({ type: 'act', action: 'draw' });
      await sleep(300);
      a2.c.send({ type: 'act', action: last(a2.c).legal.find((x) => x.startsWith('claim')) });
      await until(() => n2.c.frames.filter((f) => f.type === 'error').length > e1);
      const told = n2.c.frames.filter((f) => f.type === 'error').slice(e1)[0];
      const re = new RegExp("^'draw' was not taken: the window closed with " + a2.n + ' to act$');
      console.log((told && re.test(told.message) ? 'PASS' : 'FAIL') +
        ' a draw sent meanwhile and the asked seat claims: its sender is told the draw was not taken (' + (told ? told.message : 'none') + ')');
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
