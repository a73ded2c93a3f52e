import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { connectionDrain, IDLE_GRACE_MS } from '../../src/server/lifecycle/connection-drain.js';

// A draining server whose event loop was busy for longer than the idle grace (renders under
// load) must not destroy a keep-alive connection whose next request is already waiting in the
// socket: the client would see a reset (seen in the SIGTERM fault test under load). The client
// runs in its own process so it can send while this one is busy.

const CLIENT = `
const net = require('node:net');
const socket = net.connect(Number(process.argv[1]), '127.0.0.1');
const ask = () => socket.write('GET / HTTP/1.1\\r\\nHost: x\\r\\nConnection: keep-alive\\r\\n\\r\\n');
let text = '';
socket.on('data', (d) => {
  text += d;
  if (text.split('HTTP/1.1 ').length === 2 && text.endsWith('one')) {
    process.stdout.write('first\\n');
    process.stdin.once('data', () => { process.stdout.write('sent\\n'); setTimeout(ask, 200); });
  }
});
socket.on('error', (e) => { process.stdout.write('error ' + e.code + '\\n'); });
socket.on('close', () => { process.stdout.write('closed ' + JSON.stringify(text.split('HTTP/1.1 ').slice(2)) + '\\n'); process.exit(0); });
ask();
`;

test('a request waiting in the socket after a busy loop is answered with Connection: close, not reset', async () => {
  let answered = 0;
  const server = createServer((req, res) => {
    drain.track(req, res);
    answered++;
    res.end(answered === 1 ? 'one' : 'two');
  });
  const drain = connectionDrain(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = spawn(process.execPath, ['-e', CLIENT, String((server.address() as AddressInfo).port)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  client.stdout.on('data', (d: Buffer) => (out += d));
  const exited = new Promise<void>((resolve) => client.once('exit', () => resolve()));
  await new Promise<void>((resolve) => client.stdout.once('data', () => resolve()));
  const drained = drain.drain(10_000);
  // The client sends its next request 200 ms after it says so, while this process is busy past
  // the grace: the request waits in the socket until the busy loop ends.
  const sent = new Promise<void>((resolve) => client.stdout.on('data', () => out.includes('sent') && resolve()));
  client.stdin.write('go\n');
  await sent;
  const until = Date.now() + IDLE_GRACE_MS + 500;
  while (Date.now() < until) {
    // a render that holds the event loop
  }
  assert.equal(await drained, 'drained');
  await exited;
  assert.doesNotMatch(out, /error/, out);
  assert.match(out, /closed \["200 OK\\r\\n.*Connection: close.*two"\]/s, out);
  assert.equal(answered, 2);
});
