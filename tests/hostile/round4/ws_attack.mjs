// Hostile WebSocket clients against `cardwright serve --port PORT` (the
// lobby), written frame by frame over a plain TCP socket so that the
// frames can break the rules: lengths of 2^62, messages past the 4096-byte
// limit, fragments without end, invalid UTF-8 and JSON, numbers past every
// range, names with control bytes, hundreds of connections, a reader that
// never reads. After each attack a well-behaved client must still be
// answered. Prints PASS NAME / FAIL NAME lines (tests/sh/hostile_round4.sh
// turns them into TAP).
import { frame, connect as open, reply, sleep } from '../wsclient.mjs';

const port = Number(process.argv[2]);
let failed = 0;
const result = (ok, name, why) => {
	console.log(`${ok ? 'PASS' : 'FAIL'} ${name}`);
	if (!ok) {
		failed++;
		if (why) console.log(`# ${String(why).replace(/\n/g, ' ')}`);
	}
};

const connect = (opts) => open(port, opts);

// A well-behaved client is still answered.
async function alive(name) {
	try {
		const c = await connect();
		c.json({ type: 'info' });
		const m = await reply(c, (x) => x.type === 'info');
		c.end();
		result(!!m, `${name}: the server still answers`, m ? '' : 'no info reply');
	} catch (e) {
		result(false, `${name}: the server still answers`, e.message);
	}
}

const controls = (s) => /[\u0000-\u0008\u000b-\u001f\u007f\u0080-\u009f]/.test(s);

// An error reply whose message holds no raw control byte.
async function refused(c, name, pattern) {
	const m = await reply(c, (x) => x.type === 'error');
	const ok = m && !controls(m.message) && (!pattern || pattern.test(m.message));
	result(!!ok, name, m ? m.message : 'no error reply');
}

async function main() {
	// a frame claiming 2^62 bytes: the server reads it as too long and
	// goes on, or closes the connection; it never waits for or allocates it
	{
		const c = await connect();
		c.send(frame('{"type":"info"}', { len: 2 ** 62 }));
		await sleep(500);
		c.end();
		await alive('a frame claiming 2^62 bytes');
	}
	// one message of 1 MB, in one frame and in 256 fragments
	{
		const c = await connect();
		c.json({ type: 'info', pad: 'x'.repeat(1 << 20) });
		await refused(c, 'a message of 1 MB is refused', /message too long: at most 4096 bytes/);
		c.end();
		const d = await connect();
		const part = 'y'.repeat(4096);
		for (let i = 0; i < 256; i++) d.send(frame(part, { opcode: i ? 0 : 1, fin: i === 255 }));
		await refused(d, 'a message of 256 fragments of 4 KB is refused', /message too long/);
		d.json({ type: 'info' });
		const m = await reply(d, (x) => x.type === 'info');
		result(!!m, 'the same connection goes on after a message too long');
		d.end();
	}
	// fragments that never end, then the connection dropped
	{
		const c = await connect();
		for (let i = 0; i < 100; i++) c.send(frame('z'.repeat(100), { opcode: i ? 0 : 1, fin: false }));
		await sleep(200);
		c.end();
		await alive('fragments without a final one');
	}
	// an unmasked client frame (the protocol requires a mask)
	{
		const c = await connect();
		c.send(frame('{"type":"info"}', { mask: false }));
		await sleep(300);
		c.end();
		await alive('an unmasked frame');
	}
	// malformed messages: each refused with an error, the connection kept
	{
		const c = await connect();
		const bad = [
			['not JSON', 'hello'],
			['JSON that is not an object', '[1,2,3]'],
			['JSON nested 2,000 deep', '['.repeat(2000) + ']'.repeat(2000)],
			['a type that is a number', '{"type":5}'],
			['an unknown type', '{"type":"\u001b]52;c;aGk=\u0007"}'],
			['a table past 2^64', '{"type":"hello","table":18446744073709551617}'],
			['a table of 1e400', '{"type":"hello","table":1e400}'],
			['a table of -1', '{"type":"hello","table":-1}'],
			['a table of 2^32 + 1', '{"type":"hello","table":4294967297}'],
			['a token of control bytes', '{"type":"hello","table":1,"token":"\u001b[2J\u0007"}'],
			['a NUL in a string', '{"type":"options","variant":"golf4\\u0000x"}'],
			['an unknown variant holding OSC 52', '{"type":"options","variant":"\u001b]52;c;aGk=\u0007"}'],
			['a variant given as a path', '{"type":"options","variant":"../../../../etc/passwd"}'],
			['an act before hello, with CSI', '{"type":"act","action":"\u001b[2Jdraw stock"}'],
			['a view of step 2^63', '{"type":"view","step":9223372036854775807,"as":1}'],
			['a view as seat -2^63', '{"type":"view","step":0,"as":-9223372036854775808}'],
		];
		for (const [name, text] of bad) {
			c.messages.length = 0;
			c.json(text);
			await refused(c, `${name} is refused`);
			await sleep(60);	// within the rate limit
		}
		c.messages.length = 0;
		c.send(frame(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])));	// invalid UTF-8
		await sleep(300);
		c.end();
		await alive('invalid UTF-8 in a text frame');
	}
	// the lobby: tables opened with hostile names, rules and players
	{
		const c = await connect();
		const bad = [
			['a player named with OSC 52', { type: 'open', variant: 'golf4', players: '\u001b]52;c;aGk=\u0007,bot', rules: [] }, /a player's name is 1 to 31/],
			['a player named with U+202E', { type: 'open', variant: 'golf4', players: 'ana\u202e,bot', rules: [] }, /a player's name/],
			['a player name of 10,000 bytes', { type: 'open', variant: 'golf4', players: 'a'.repeat(3000) + ',bot', rules: [] }, /a player's name/],
			['1,000 players', { type: 'open', variant: 'golf4', players: Array(1000).fill('bot').join(',').slice(0, 3900), rules: [] }, null],
			['a rule holding CSI 2J', { type: 'open', variant: 'golf4', players: 'ana,bot', rules: ['queen=\u001b[2J'] }, /queen=\\x1b\[2J/],
			['a rule value past 2^53', { type: 'open', variant: 'golf4', players: 'ana,bot', rules: ['holes=9007199254740993'] }, /holes/],
			['rules that are not strings', { type: 'open', variant: 'golf4', players: 'ana,bot', rules: [1, { a: 2 }, null] }, null],
			['a variant given as a file path', { type: 'open', variant: '/etc/passwd', players: 'ana,bot', rules: [] }, null],
		];
		for (const [name, msg, pattern] of bad) {
			c.messages.length = 0;
			c.json(msg);
			await refused(c, `open with ${name} is refused`, pattern);
			await sleep(60);
		}
		c.end();
	}
	// past the rate: 200 messages at once, the rest dropped with an error
	{
		const c = await connect();
		for (let i = 0; i < 200; i++) c.json({ type: 'info' });
		const m = await reply(c, (x) => x.type === 'error' && /too many messages/.test(x.message));
		result(!!m, '200 messages at once: the excess is refused');
		c.end();
	}
	// 300 connections at once, all dropped together
	{
		const all = [];
		for (let i = 0; i < 300; i++) all.push(connect().catch(() => null));
		const cs = await Promise.all(all);
		const open = cs.filter(Boolean).length;
		for (const c of cs) if (c) c.json({ type: 'info' });
		await sleep(500);
		for (const c of cs) if (c) c.end();
		console.log(`# ${open} of 300 connections opened`);
		await alive('300 connections at once');
	}
	// a reader that never reads, asking for the largest replies it can
	// at the rate limit: the server's queue for it stays bounded (it is
	// dropped once too far behind) and others are served meanwhile
	{
		const c = await connect({ read: false });
		const other = await connect();
		const t0 = Date.now();
		for (let i = 0; Date.now() - t0 < 6000; i++) {
			c.json({ type: 'options', variant: 'desmoche' });
			await sleep(55);
		}
		other.messages.length = 0;
		other.json({ type: 'info' });
		const m = await reply(other, (x) => x.type === 'info');
		result(!!m, 'a reader that never reads does not hold up another connection');
		c.end();
		other.end();
		await alive('a reader that never reads');
	}
	process.exit(failed ? 1 : 0);
}

// `node ws_attack.mjs PORT table TOKEN`: the seat of TOKEN at table 1 of
// `serve --table hook_after_loop.lua --players ana,bot` is told, in its
// state, that the bot cannot play on and why (the table stopped without
// a word before).
async function stuck() {
	const c = await connect();
	c.json({ type: 'hello', table: 1, token: process.argv[4] });
	const m = await reply(c, (x) => x.type === 'state' && x.stuck, 30000);
	result(!!m && /^bot2 cannot play on: .*hook_after_loop\.lua:8: instruction budget exceeded .*\(in kit\.hooks\.after_action of hook_after_loop\)$/.test(m.stuck) &&
		!controls(m.stuck), 'a table whose bot cannot play on says why, in its state', m ? m.stuck : 'no state with stuck');
	c.end();
	process.exit(failed ? 1 : 0);
}

(process.argv[3] === 'table' ? stuck() : main()).catch((e) => {
	result(false, 'the attacks ran to the end', e.stack);
	process.exit(1);
});
