import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { requestLogger } from '../../src/server/middleware/request-logger.js';

// The request log (src/server/middleware/request-logger.ts): one pino line per answered request,
// the fields and messages pino-http wrote before, written with pino alone.

type Line = Record<string, unknown> & { level: number; msg: string; req: Record<string, unknown> };

function appLogging(lines: Line[], level = 'info') {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) if (text) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const app = express();
  app.use(requestLogger(pino({ level }, sink)));
  app.get('/healthz', (_req, res) => void res.send('ok'));
  app.get('/ok', (req, res) => void res.send(`id ${req.id}`));
  app.get('/missing', (_req, res) => void res.status(404).send('no'));
  app.get('/broken', (_req, res) => void res.status(503).send('down'));
  return app;
}

test('one line per request: id, method, url, host, status and time, at the level its status asks', async () => {
  const lines: Line[] = [];
  const app = appLogging(lines);
  const ok = await request(app).get('/ok?x=1').set('Host', 'groenkennisnet.localhost').expect(200);
  const id = ok.headers['x-request-id'];
  assert.match(String(id), /^[\w-]{8,64}$/);
  assert.equal(ok.text, `id ${id}`, 'the id is on the request for other log lines');
  await request(app).get('/missing').set('X-Request-Id', 'proxy-id-12345').expect(404);
  await request(app).get('/broken').expect(503);
  await request(app).get('/healthz').expect(200);
  assert.equal(lines.length, 3, 'health probes are not logged');
  const [first, missing, broken] = lines;
  assert.deepEqual(first!.req, { id, method: 'GET', url: '/ok?x=1', host: 'groenkennisnet.localhost' });
  assert.deepEqual(first!.res, { statusCode: 200 });
  assert.equal(typeof first!.responseTime, 'number');
  assert.deepEqual([first!.level, first!.msg], [30, 'request completed']);
  assert.deepEqual([missing!.level, missing!.msg, missing!.req.id], [40, 'request completed', 'proxy-id-12345']);
  assert.deepEqual([broken!.level, broken!.msg], [50, 'request errored']);
  assert.match(String((broken!.err as { message?: string }).message), /failed with status code 503/);
});

test('nothing is written below the logger level, and the request id is still sent', async () => {
  const lines: Line[] = [];
  const app = appLogging(lines, 'error');
  const res = await request(app).get('/ok').expect(200);
  assert.ok(res.headers['x-request-id']);
  await request(app).get('/missing').expect(404);
  assert.deepEqual(lines, []);
});
