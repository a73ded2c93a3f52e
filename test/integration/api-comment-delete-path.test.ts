import assert from 'node:assert/strict';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { startDemoIdentity, type DemoIdentity } from '../../src/demo/identity/start.js';
import { createUserApiClient } from '../../src/upstream/user-api/user-api-client.js';
import { realItemIds, USER_API_PREFIX, Visitor } from '../support/api-session.js';
import { startTestApp, type TestServer } from '../support/app.js';
import { loginEnv } from '../../scripts/support/login-env.js';
import { startTestRedis, type TestRedis } from '../support/redis.js';

// Deleting a comment: whatever id a browser sends, the user API is asked for exactly
// `DELETE <USER_API_URL>/api/deletemycomment/<id>` or not at all (docs/architecture.md §7). A small
// recording proxy stands in as USER_API_URL in front of the real demo user API and keeps the method
// and path of every request it forwards, as the user API receives them.

interface Recorder {
  url: string;
  seen: string[];
  forwardTo(origin: string): void;
  close(): Promise<void>;
}

async function startRecorder(): Promise<Recorder> {
  const seen: string[] = [];
  let target = '';
  const server: Server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const upstream = request(new URL(req.url!, target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/user-api`,
    seen,
    forwardTo: (origin) => void (target = origin),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

describe('deleting a comment sends one path segment to the user API', () => {
  let redis: TestRedis;
  let recorder: Recorder;
  let identity: DemoIdentity;
  let server: TestServer;
  let item: { id: string };
  const deletes = () => recorder.seen.filter((line) => line.startsWith('DELETE '));

  before(async () => {
    redis = await startTestRedis();
    recorder = await startRecorder();
    identity = await startDemoIdentity({
      redisUrl: redis.url,
      redisPrefix: USER_API_PREFIX,
      userApiUrl: recorder.url,
    });
    recorder.forwardTo(identity.issuer);
    server = await startTestApp({ ...loginEnv(identity), REDIS_URL: redis.url });
    [item] = (await realItemIds(server, 1)) as [{ id: string; title: string }];
  });
  after(async () => {
    await server?.close();
    await identity?.close();
    await recorder?.close();
    await redis?.stop();
  });

  test('an id that cannot be a comment id is a 400 with a message, and nothing reaches the user API', async () => {
    const visitor = await new Visitor(server).logIn(DEMO_ACCOUNTS[0]);
    await visitor.postJson('/api/comments', { item: item.id, text: 'Blijft staan' });
    recorder.seen.length = 0;
    for (const id of ['.', '..', '%2e%2e', '../mydata', 'a/b', '1?x=1', '1#x', ' 1 2 ', 'x'.repeat(65)]) {
      const answer = await visitor.postJson('/api/comments/delete', { id });
      assert.equal(answer.status, 400, `${JSON.stringify(id)}: ${answer.text.slice(0, 200)}`);
      assert.match(answer.json.error, /is not a comment id/);
      const form = await visitor.postForm('/api/comments/delete', { id, returnTo: '/' });
      assert.equal(form.status, 400);
      assert.match(form.text, /<h1>Deze reactie bestaat niet\.<\/h1>/);
    }
    assert.deepEqual(deletes(), []);
  });

  test("a real comment's delete reaches the user API at exactly its own path", async () => {
    const visitor = await new Visitor(server).logIn(DEMO_ACCOUNTS[0]);
    const posted = (await visitor.postJson('/api/comments', { item: item.id, text: 'Gaat weg' })).json.comment;
    recorder.seen.length = 0;
    const answer = await visitor.postJson('/api/comments/delete', { id: posted.id });
    assert.equal(answer.status, 200, answer.text.slice(0, 200));
    assert.deepEqual(deletes(), [`DELETE /user-api/api/deletemycomment/${posted.id}`]);
  });

  test('the client itself never lets an id leave its segment (ids the user API hands back included)', async () => {
    const client = createUserApiClient({ baseUrl: recorder.url, timeoutMs: 2000 });
    recorder.seen.length = 0;
    assert.equal(await client.deleteComment('no-token', '..'), 'not-found');
    assert.equal(await client.deleteComment('no-token', '.'), 'not-found');
    await client.deleteComment('no-token', 'a/../b?c#d').catch(() => undefined);
    assert.deepEqual(deletes(), ['DELETE /user-api/api/deletemycomment/a%2F..%2Fb%3Fc%23d']);
  });
});
