// The page of a served table: one seat's view, as the server sends it
// (docs/protocol.md). The link's fragment (#t=TABLE&k=TOKEN) never goes to
// the server with the page; the token is sent once, in the hello message.
'use strict';
(function () {
  const args = new URLSearchParams(location.hash.slice(1));
  const table = Number(args.get('t'));
  const token = args.get('k');
  const $ = (id) => document.getElementById(id);
  let names = [], seat = 0, ws;

  function send(m) { ws.send(JSON.stringify(m)); }

  function show(m) {
    $('table').textContent = m.table;
    if (m.narration) $('narration').textContent += m.narration;
    $('narration').scrollTop = $('narration').scrollHeight;
    $('scores').textContent = m.scores;
    const legal = $('legal');
    legal.textContent = '';
    for (const a of m.legal) {
      const b = document.createElement('button');
      b.textContent = a;
      b.title = a;
      b.dataset.action = a;
      b.addEventListener('click', () => { $('error').textContent = ''; send({ type: 'act', action: a }); });
      legal.appendChild(b);
    }
    document.body.dataset.status = m.status;
    document.body.dataset.step = m.step;
    const mine = m.legal.length > 0;
    $('turn').classList.toggle('hidden', !seat);
    $('prompt').textContent = m.status !== 'play' ? 'The game is over.' :
      mine ? 'It is your turn.' : 'Waiting for ' + (names[m.actor - 1] || 'seat ' + m.actor) + '.';
  }

  function connect() {
    ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/', 'cardwright');
    ws.onopen = () => send(token ? { type: 'hello', table, token } : { type: 'hello', table });
    ws.onmessage = (ev) => {
      const m = JSON.parse(ev.data);
      if (m.type === 'welcome') {
        names = m.names; seat = m.seat;
        document.body.dataset.online = 'yes';
        $('who').textContent = m.variant + ', table ' + m.table_id + ': ' +
          (seat ? 'you are ' + names[seat - 1] + ' (seat ' + seat + ')' : 'watching');
        $('narration').textContent = '';
      } else if (m.type === 'state') show(m);
      else if (m.type === 'error') $('error').textContent = m.message;
    };
    ws.onclose = () => {
      document.body.dataset.online = 'no';
      $('legal').textContent = '';
      $('who').textContent += ' (disconnected: reconnecting)';
      setTimeout(connect, 1000);
    };
  }
  $('typed').addEventListener('submit', (e) => {
    e.preventDefault();
    const a = $('action').value.trim();
    if (a) { $('error').textContent = ''; send({ type: 'act', action: a }); $('action').value = ''; }
  });
  connect();
})();
