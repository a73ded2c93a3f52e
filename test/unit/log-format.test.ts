import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { ConfigError, loadConfig } from '../../src/config/config.js';
import { chosenLogFormat, prettyLine } from '../../src/server/observability/log-format.js';
import { requestLogger } from '../../src/server/middleware/request-logger.js';

// How the logs are written (src/server/observability/log-format.ts): pretty for a person at a terminal, pino's
// JSON for machines; `gkn serve` itself is run both ways in test/integration/cli-server.test.ts.

test('LOG_FORMAT auto is pretty on a terminal and JSON otherwise; pretty and json hold everywhere', () => {
  assert.equal(chosenLogFormat('auto', true), 'pretty');
  assert.equal(chosenLogFormat('auto', false), 'json');
  assert.equal(chosenLogFormat('pretty', false), 'pretty');
  assert.equal(chosenLogFormat('json', true), 'json');
});

test('LOG_FORMAT is auto by default, and a value it does not know is named', () => {
  assert.equal(loadConfig({}, '/srv/gkn').logFormat, 'auto');
  assert.equal(loadConfig({ LOG_FORMAT: 'json' }, '/srv/gkn').logFormat, 'json');
  assert.throws(
    () => loadConfig({ LOG_FORMAT: 'colourful' }, '/srv/gkn'),
    (error: unknown) => error instanceof ConfigError && /LOG_FORMAT: /.test(error.message),
  );
});

/** The JSON lines the request logger writes for the requests `send` makes. */
async function requestLogLines(send: (app: express.Express) => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const app = express();
  app.use(requestLogger(pino({ level: 'info' }, sink)));
  app.get('/ok', (_req, res) => void res.send('ok'));
  app.get('/broken', (_req, res) => void res.status(503).send('down'));
  await send(app);
  return lines;
}

test("a request's JSON line becomes one readable line: method, host and path, status, time", async () => {
  const lines = await requestLogLines(async (app) => {
    await request(app).get('/ok?x=1').set('Host', 'groenkennisnet.localhost').expect(200);
    await request(app).get('/broken').set('Host', 'groenkennisnet.localhost').expect(503);
  });
  const pretty = prettyLine(false);
  const [ok, broken] = lines.map((line) => pretty(line));
  assert.match(ok!, /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET groenkennisnet\.localhost\/ok\?x=1 200 \d+ ms\n$/);
  // A failed request says so on its line; the error's stack follows below it.
  assert.match(broken!, /^\[[\d:.]+\] ERROR: GET groenkennisnet\.localhost\/broken 503 \d+ ms \(request errored\) ?\n/);
  assert.match(broken!, /failed with status code 503/);
});

test('another line keeps its fields on the same line; pid and host name are left out', () => {
  const pretty = prettyLine(false);
  const json = JSON.stringify({ level: 30, time: Date.now(), pid: 1, hostname: 'h', port: 3000, msg: 'listening' });
  assert.match(pretty(json), /^\[[\d:.]+\] INFO: listening \{"port":3000\}\n$/);
});
