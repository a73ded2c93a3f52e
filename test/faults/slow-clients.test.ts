import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { startTestApp, type TestServer } from '../support/app.js';

// Clients that trickle their request a byte at a time (slowloris) over raw sockets. Found: a
// form post's body trickled one byte at a time held its connection for ~318 s. Each bound is
// configured small here; the server must cut the client off within it (plus Node's check
// interval), answering 408 where it still can.

const LIMITS = { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '4000', BODY_TIMEOUT_MS: '1500', BODY_LIMIT_KB: '16' };
const SLACK_MS = 1000;

let server: TestServer;
before(async () => {
  server = await startTestApp(LIMITS);
});
after(() => server?.close());

interface Trickle {
  /** What the server answered before it closed the connection. */
  answer: string;
  /** From the first byte sent until the server closed the connection. */
  ms: number;
}

/** Sends `head` at once, then `trickle` one byte every `everyMs`, until the server closes. */
function trickle(head: string, trickle: string, everyMs = 100): Promise<Trickle> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    let i = 0;
    const timer = setInterval(() => {
      if (i < trickle.length && socket.writable) socket.write(trickle[i++]!);
    }, everyMs);
    socket.on('data', (c: Buffer) => (answer += c.toString()));
    socket.on('error', () => {}); // a reset after the answer still ends the test below
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, ms: Date.now() - started });
    });
    socket.setTimeout(30_000, () => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`still open after 30 s; answered: ${answer}`));
    });
    socket.write(head);
  });
}

const formPost = (length: number, extra = '') =>
  `POST /_forms/newsletter HTTP/1.1\r\nHost: groenkennisnet.localhost\r\n` +
  `Content-Type: application/x-www-form-urlencoded\r\n${extra}Content-Length: ${length}\r\n\r\n`;

describe('slow and oversized clients are cut off within the configured bounds', () => {
  test('a form body trickled a byte at a time: 408 and closed at BODY_TIMEOUT_MS', async () => {
    const { answer, ms } = await trickle(formPost(400), 'email=a%40b.nl&'.repeat(30));
    assert.match(answer, /^HTTP\/1\.1 408 /);
    assert.match(answer, /connection: close/i);
    assert.ok(ms >= 1500 - 100 && ms < 1500 + SLACK_MS, `closed after ${ms} ms`);
  });

  test('a chunked body trickled a byte at a time: the same', async () => {
    const head = formPost(0).replace('Content-Length: 0\r\n', 'Transfer-Encoding: chunked\r\n');
    const { answer, ms } = await trickle(head, '1\r\na\r\n'.repeat(100));
    assert.match(answer, /^HTTP\/1\.1 408 /);
    assert.ok(ms < 1500 + SLACK_MS, `closed after ${ms} ms`);
  });

  test('headers trickled a byte at a time: 408 and closed at HEADERS_TIMEOUT_MS', async () => {
    const { answer, ms } = await trickle(
      'GET / HTTP/1.1\r\n',
      'Host: groenkennisnet.localhost\r\nX-Slow: ' + 'x'.repeat(200),
    );
    assert.match(answer, /^HTTP\/1\.1 408 /);
    assert.ok(ms >= 1000 - 100 && ms < 1000 + SLACK_MS, `closed after ${ms} ms`);
  });

  test('a declared body over BODY_LIMIT_KB: 413 at once, nothing read', async () => {
    const { answer, ms } = await trickle(formPost(10 * 1024 * 1024), 'x'.repeat(50), 50);
    assert.match(answer, /^HTTP\/1\.1 413 /);
    assert.ok(ms < 500, `answered after ${ms} ms`);
  });

  test('a body sent at once is not held up by these bounds', async () => {
    const res = await request(server.url)
      .post('/_forms/newsletter')
      .set('Host', 'groenkennisnet.localhost')
      .type('form')
      .send('email=a%40b.nl&form=newsletter');
    // No token: the form route answers it (a redirect back to the page), not the limits.
    assert.ok(![408, 413].includes(res.status), `answered ${res.status}`);
  });
});
