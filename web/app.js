// The page of `cardwright serve` (docs/protocol.md). With #t=TABLE&k=TOKEN
// it is one seat's table (no k: a spectator); with #r the replay the server
// was started with; otherwise the lobby, where a table is opened, and a
// drop zone for a replay file. The fragment never goes to the server with
// the page; the token is sent once, in the hello message.
'use strict';
(function () {
  const args = new URLSearchParams(location.hash.slice(1));
  const table = Number(args.get('t'));
  const token = args.get('k');
  const $ = (id) => document.getElementById(id);
  const show = (id, on) => $(id).classList.toggle('hidden', !on);
  let names = [], seat = 0, ws, rp = null, story = '';

  function send(m) { if (ws && ws.readyState === 1) ws.send(JSON.stringify(m)); }
  function error(t) { $('error').textContent = t; }

  // Text with each card face (7H, 10S: NOTATION) drawn with its suit's
  // symbol, whose shape tells the suit without its colour; the face in
  // the notation is the tooltip.
  const SUIT = { S: '♠', H: '♥', D: '♦', C: '♣' };
  const esc = (t) => t.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
  function cards(el, text) {
    el.innerHTML = esc(text).replace(/\b(10|[2-9AJQK])([SHDC])\b/g,
      (f, r, s) => `<span class="card suit-${s}" title="${f}">${r}${SUIT[s]}</span>`);
  }

  // ---- the seat's cards, clickable ----
  // A card button: its face drawn with its suit's symbol ("##" a card
  // face down, "[7H]" one the seat knows), the legal actions it plays on
  // hover; one action plays on a click, several are pointed out below.
  function cardButton(tok, acts, slot) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'cardbtn' + (tok === '##' ? ' back' : '') + (/^\[/.test(tok) ? ' known' : '');
    if (slot) { const n = document.createElement('span'); n.className = 'slot'; n.textContent = slot; b.appendChild(n); }
    const f = document.createElement('span');
    cards(f, tok === '##' ? '' : tok);
    b.appendChild(f);
    b.title = acts.length ? acts.join(' | ') : tok;
    b.dataset.actions = acts.join('|');
    b.dataset.card = tok;
    b.disabled = !acts.length;
    if (acts.length) b.classList.add('live');
    b.addEventListener('click', () => {
      error('');
      if (acts.length === 1) send({ type: 'act', action: acts[0] });
      else for (const x of $('legal').children) x.classList.toggle('pick', acts.includes(x.dataset.action));
    });
    return b;
  }
  function board(m) {
    const box = $('board');
    box.textContent = '';
    if (!seat) return;
    const lines = m.view.split('\n');
    const group = (label, ...els) => {
      const d = document.createElement('div');
      d.className = 'pile';
      d.append(...els, label);
      box.appendChild(d);
    };
    const st = lines.find((l) => l.startsWith('stock '));
    if (st) group('stock ' + st.split(' ')[1], cardButton('##', m.legal.filter((a) => a === 'draw stock')));
    const dl = lines.find((l) => l.startsWith('discard '));
    if (dl) {
      const top = dl.split(' ')[2];
      group('discard', cardButton(top === '-' ? '' : top, m.legal.filter((a) => a === 'draw discard' || a === 'discard')));
    }
    // The layout: slots numbered row by row, the rows split by " / ".
    const lay = lines.find((l) => l.startsWith('seat ' + seat + ' layout:'));
    if (lay) {
      const grid = document.createElement('div');
      grid.className = 'grid';
      let k = 0;
      for (const row of lay.slice(lay.indexOf(':') + 1).trim().split(' / ')) {
        const r = document.createElement('div');
        r.className = 'row';
        for (const tok of row.trim().split(/\s+/)) {
          k++;
          const n = String(k);
          r.appendChild(cardButton(tok, m.legal.filter((a) => { const w = a.split(' '); return w.length >= 2 && w[w.length - 1] === n && !w.slice(0, -1).some((x) => /\d/.test(x)); }), n));
        }
        grid.appendChild(r);
      }
      group('your layout', grid);
    }
    // Cards in hand or held: the actions that name the card.
    for (const l of lines.filter((x) => x.startsWith('seat ' + seat + ' hand:') || x.startsWith('seat ' + seat + ' held:'))) {
      const r = document.createElement('div');
      r.className = 'row';
      for (const tok of l.slice(l.indexOf(':') + 1).trim().split(/\s+/)) {
        const face = tok.replace(/[\[\]]/g, '');
        r.appendChild(cardButton(tok, m.legal.filter((a) => a.split(' ').includes(face))));
      }
      group(l.includes(' hand:') ? 'your hand' : 'drawn', r);
    }
  }

  // ---- a seat's table ----
  function state(m) {
    cards($('table'), m.table);
    board(m);
    if (m.narration) { story += m.narration; cards($('narration'), story); }
    $('narration').scrollTop = $('narration').scrollHeight;
    $('scores').textContent = m.scores;
    const legal = $('legal');
    legal.textContent = '';
    for (const a of m.legal) {
      const b = document.createElement('button');
      cards(b, a);
      b.title = a;	// the action's words in the notation, on hover
      b.dataset.action = a;
      b.addEventListener('click', () => { error(''); send({ type: 'act', action: a }); });
      legal.appendChild(b);
    }
    // a window that has nothing for this seat: it passes it on (knocks, as
    // every person does in turn at a real table), so nobody learns who the
    // does in turn, so that nobody learns who the window asked
    const knock = m.answering && m.answering.you;
    if (knock) {
      const b = document.createElement('button');
      b.textContent = 'nothing to answer';
      b.title = m.answering.for ? 'nothing to answer for ' + (names[m.answering.for - 1] || 'seat ' + m.answering.for) + "'s discard"
        : 'nothing to answer now';
      b.dataset.action = 'pass_on';
      b.addEventListener('click', () => { error(''); send({ type: 'pass_on' }); });
      legal.appendChild(b);
    }
    $('present').textContent = (m.seats || []).filter((s) => s.person && (!s.here || s.bot_plays))
      .map((s) => s.name + (s.bot_plays ? ' is away: a bot plays for now' : ' is away')).join('; ');
    show('undo', !!m.can_undo && !m.undo_asked);
    const ask = m.undo_asked;
    $('asked').textContent = !ask ? '' : (names[ask.by - 1] + ' asks to undo' +
      (ask.takes_back ? ', which takes back ' + ask.takes_back + ' (the game becomes a practice game)' : '') +
      (ask.waits_for_you ? '. Do you agree?' : ': waiting for the others.'));
    show('yes', !!(ask && ask.waits_for_you));
    show('no', !!(ask && ask.waits_for_you));
    document.body.dataset.status = m.status;
    document.body.dataset.step = m.step;
    // who answers a window now (a knock moves it on without an action)
    document.body.dataset.answering = m.answering ? m.answering.seat + (m.answering.you ? ' you' : '') : '';
    document.body.dataset.undo = ask ? (ask.waits_for_you ? 'asked' : 'waiting') : (m.can_undo ? 'can' : 'no');
    const mine = m.legal.length > 0 || !!knock;
    show('turn', !!seat);
    $('prompt').textContent = m.status !== 'play' ? 'The game is over.' :
      m.stuck ? 'The table cannot go on.' :
      knock ? 'Nothing to answer here: pass it on.' :
      mine ? 'It is your turn.' : 'Waiting for ' + (names[m.actor - 1] || 'seat ' + m.actor) + '.';
    if (m.stuck) error(m.stuck);	// the variant failed a bot's move: nobody can play on
    // a failed write stopped the recording: play goes on, unrecorded
    $('unrecorded').textContent = m.unrecorded ? 'Not recorded from here on: ' + m.unrecorded : '';
    show('unrecorded', !!m.unrecorded);
  }

  // ---- the replay viewer ----
  function replayHeader(m) {
    rp = { steps: m.steps, step: 0, names: m.names };
    show('viewer', true); show('lobby', false);
    $('rtitle').textContent = m.variant + ': ' + m.names.join(', ') + ' (' + m.steps + ' actions' +
      (m.over ? ', the game is over' : ', the game was not finished') + ')';
    const as = $('as');
    as.textContent = '';
    m.names.forEach((n, i) => as.add(new Option(n + ' (seat ' + (i + 1) + ')', String(i + 1))));
    if (m.over) as.add(new Option('every card (the game is over)', 'all'));
    $('stepn').max = m.steps;
    document.body.dataset.replay = 'yes';
    view(0);
  }
  function view(k) {
    if (!rp) return;
    rp.step = Math.max(0, Math.min(rp.steps, k));
    const a = $('as').value;
    send({ type: 'view', step: rp.step, as: a === 'all' ? 'all' : Number(a) });
  }
  function replayState(m) {
    cards($('rtable'), m.table);
    cards($('rnarration'), m.narration || (m.step ? '' : 'the deal\n'));
    $('rscores').textContent = m.scores;
    $('stepn').value = m.step;
    $('steplabel').textContent = m.step ? 'action ' + m.step + ' of ' + m.steps : 'the deal';
    document.body.dataset.rstep = m.step;
    document.body.dataset.ras = m.as;
  }
  $('first').onclick = () => view(0);
  $('back').onclick = () => view(rp.step - 1);
  $('fwd').onclick = () => view(rp.step + 1);
  $('last').onclick = () => view(rp.steps);
  $('stepn').oninput = () => view(Number($('stepn').value));
  $('as').onchange = () => view(rp.step);
  document.addEventListener('keydown', (e) => {
    if (!rp || e.target.tagName === 'INPUT' && e.target.type !== 'range') return;
    if (e.key === 'ArrowRight') view(rp.step + 1);
    else if (e.key === 'ArrowLeft') view(rp.step - 1);
  });

  // A replay file dropped or chosen: sent in parts the rate limit allows,
  // each message at most 4096 bytes (protocol.md) once its text is JSON in
  // UTF-8: a suit symbol is one unit of a JavaScript string but three
  // bytes, and a part never splits a character.
  function parts(text, most) {
    const enc = new TextEncoder(), out = [];
    let part = '', bytes = 0;
    for (const ch of text) {
      const n = enc.encode(JSON.stringify(ch)).length - 2;
      if (bytes + n > most && part) { out.push(part); part = ''; bytes = 0; }
      part += ch;
      bytes += n;
    }
    out.push(part);
    return out;
  }
  // A file dropped while another is arriving replaces it: the older one
  // sends no more parts, and the newer starts at offset 0, which the
  // server takes for a new file. offset and size are in UTF-8 bytes.
  let uploading = 0;
  async function upload(file) {
    const text = await file.text();
    const mine = ++uploading;
    error('');
    const enc = new TextEncoder();
    const all = parts(text, 3800);
    const size = enc.encode(text).length;
    for (let i = 0, offset = 0; i < all.length && mine === uploading; i++) {
      send({ type: 'upload', data: all[i], more: i + 1 < all.length, offset, size });
      offset += enc.encode(all[i]).length;
      if (i + 1 < all.length) await new Promise((r) => setTimeout(r, 60));
    }
  }
  $('file').onchange = () => { if ($('file').files[0]) upload($('file').files[0]); };
  document.addEventListener('dragover', (e) => { if (!table) { e.preventDefault(); $('drop').classList.add('over'); } });
  document.addEventListener('dragleave', () => $('drop').classList.remove('over'));
  document.addEventListener('drop', (e) => {
    if (table) return;
    e.preventDefault();
    $('drop').classList.remove('over');
    if (e.dataTransfer.files[0]) upload(e.dataTransfer.files[0]);
  });

  // ---- the lobby ----
  const KINDS = [['person', 'a person'], ['greedy', 'bot (greedy)'], ['random', 'bot (random)'], ['mcts', 'bot (search)']];
  function addSeat(name, kind) {
    const li = document.createElement('li');
    const n = document.createElement('input');
    n.value = name; n.className = 'name'; n.setAttribute('aria-label', 'name');
    const k = document.createElement('select');
    k.className = 'kind'; k.setAttribute('aria-label', 'who plays');
    for (const [v, t] of KINDS) k.add(new Option(t, v));
    k.value = kind;
    const del = document.createElement('button');
    del.type = 'button'; del.textContent = '✕'; del.title = 'remove this seat';
    del.onclick = () => li.remove();
    const sync = () => { n.disabled = k.value !== 'person'; };
    k.onchange = sync; sync();
    li.append(n, ' ', k, ' ', del);
    $('seats').appendChild(li);
  }
  function options(m) {
    $('vtitle').textContent = m.title + ': ' + m.players[0] + ' to ' + m.players[1] + ' players';
    const box = $('options');
    box.textContent = '';
    for (const o of m.options) {
      const div = document.createElement('div');
      div.className = 'opt';
      const label = document.createElement('label');
      label.textContent = o.name + ' ';
      const list = /^[\w-]+(, [\w-]+)+$/.test(o.choices) ? o.choices.split(', ') : null;
      let input;
      if (list) {
        input = document.createElement('select');
        for (const c of list) input.add(new Option(c, c));
      } else {
        input = document.createElement('input');
        input.placeholder = o.choices;
      }
      input.value = o.default;
      input.dataset.name = o.name;
      input.dataset.default = o.default;
      label.appendChild(input);
      const doc = document.createElement('span');
      doc.className = 'doc';
      doc.textContent = o.doc + (list ? '' : ' (' + o.choices + ')');
      div.append(label, doc);
      box.appendChild(div);
    }
  }
  $('variant').onchange = () => send({ type: 'options', variant: $('variant').value });
  $('addseat').onclick = () => addSeat('', 'greedy');
  $('open').addEventListener('submit', (e) => {
    e.preventDefault();
    error('');
    const players = [...$('seats').children].map((li) => {
      const k = li.querySelector('.kind').value;
      return k === 'person' ? li.querySelector('.name').value.trim() : k;
    }).join(',');
    const rules = [...$('options').querySelectorAll('[data-name]')]
      .filter((i) => i.value.trim() !== i.dataset.default).map((i) => i.dataset.name + '=' + i.value.trim());
    send({ type: 'open', variant: $('variant').value, players, rules });
  });
  function opened(m) {
    show('opened', true);
    const ul = $('links');
    const li = document.createElement('li');
    li.className = 'table';
    li.dataset.table = m.table_id;
    li.append('table ' + m.table_id + ', ' + m.variant + ':');
    const inner = document.createElement('ul');
    const add = (who, frag) => {
      const x = document.createElement('li');
      const a = document.createElement('a');
      a.href = location.origin + '/' + frag;
      a.textContent = a.href;
      a.target = '_blank';
      a.dataset.who = who;
      x.append(who + ': ', a);
      inner.appendChild(x);
    };
    for (const l of m.links) add(l.name, l.link);
    add('spectators', m.spectators);
    li.appendChild(inner);
    ul.appendChild(li);
    document.body.dataset.opened = Number(document.body.dataset.opened || 0) + 1;
  }

  function connect() {
    ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/', 'cardwright');
    ws.onopen = () => {
      if (table) send(token ? { type: 'hello', table, token } : { type: 'hello', table });
      else send({ type: 'info' });
    };
    ws.onmessage = (ev) => {
      const m = JSON.parse(ev.data);
      if (m.type === 'welcome') {
        names = m.names; seat = m.seat;
        document.body.dataset.online = 'yes';
        $('who').textContent = m.variant + ', table ' + m.table_id + ': ' +
          (seat ? 'you are ' + names[seat - 1] + ' (seat ' + seat + ')' : 'watching');
        story = '';
        $('narration').textContent = '';
        show('game', true);
      } else if (m.type === 'state' && m.steps !== undefined) replayState(m);
      else if (m.type === 'state') state(m);
      else if (m.type === 'info') {
        document.body.dataset.online = 'yes';
        $('who').textContent = m.lobby ? 'open a table, or watch a recorded game' : 'watch a recorded game';
        show('drop', true);
        if (m.lobby && !rp) { show('lobby', true); send({ type: 'variants' }); }
        if (m.replay && args.has('r')) send({ type: 'replay' });
      } else if (m.type === 'variants') {
        const v = $('variant');
        v.textContent = '';
        for (const x of m.variants) v.add(new Option(x.name + ': ' + x.title, x.name));
        v.value = m.variants.some((x) => x.name === 'golf4') ? 'golf4' : m.variants[0].name;
        if (!$('seats').children.length) { addSeat('ana', 'person'); addSeat('ben', 'person'); }
        send({ type: 'options', variant: v.value });
      } else if (m.type === 'options') options(m);
      else if (m.type === 'opened') opened(m);
      else if (m.type === 'replay') replayHeader(m);
      else if (m.type === 'error') error(m.message);
    };
    ws.onclose = () => {
      document.body.dataset.online = 'no';
      $('legal').textContent = '';
      $('who').textContent += ' (disconnected: reconnecting)';
      setTimeout(connect, 1000);
    };
  }
  $('undo').onclick = () => { error(''); send({ type: 'undo' }); };
  $('yes').onclick = () => send({ type: 'agree', yes: true });
  $('no').onclick = () => send({ type: 'agree', yes: false });
  $('typed').addEventListener('submit', (e) => {
    e.preventDefault();
    const a = $('action').value.trim();
    if (a) { error(''); send({ type: 'act', action: a }); $('action').value = ''; }
  });
  connect();
})();
