import assert from 'node:assert/strict';
import express from 'express';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { appMessageClasses } from '../../src/server/fast-path/app-messages.js';

// src/server/fast-path/app-messages.ts: the server makes its requests and responses with the app's Express
// API already on their prototype chain, so the page lane need not change a live object's
// prototype; they are still Node's own messages, and a request the app handles works as before.

test("the server's requests and responses carry the app's Express API from the start", async () => {
  const app = express();
  app.get('/app', (req, res) => void res.set('x-seen-by', 'app').send(`app saw ${req.get('host')}`));
  const seen: string[] = [];
  const server = createServer(appMessageClasses(app), (req, res) => {
    seen.push(
      [
        Object.prototype.isPrototypeOf.call(app.request, req),
        Object.prototype.isPrototypeOf.call(app.response, res),
        req instanceof IncomingMessage,
        res instanceof ServerResponse,
      ].join(' '),
    );
    if (req.url === '/app') return void app(req, res);
    // What the page lane does with them (page-lane.ts): the Express API, with no prototype set here.
    const expressReq = req as express.Request;
    const expressRes = res as express.Response;
    expressReq.res = expressRes;
    expressRes.req = expressReq;
    expressRes
      .status(201)
      .set('x-seen-by', 'lane')
      .send(`lane saw ${expressReq.get('host')}`);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const lane = await fetch(`${base}/page`);
    assert.equal(lane.status, 201);
    assert.equal(lane.headers.get('x-seen-by'), 'lane');
    assert.equal(await lane.text(), `lane saw ${new URL(base).host}`);
    const viaApp = await fetch(`${base}/app`);
    assert.equal(viaApp.status, 200);
    assert.equal(viaApp.headers.get('x-seen-by'), 'app');
    assert.equal(await viaApp.text(), `app saw ${new URL(base).host}`);
    assert.deepEqual(seen, ['true true true true', 'true true true true']);
  } finally {
    server.close();
    server.closeAllConnections();
  }
});
