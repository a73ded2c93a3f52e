import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import express from 'express';
import { pino } from 'pino';
import { cmsMediaProxy } from '../../src/server/files/cms-media-proxy.js';

// The media relay (docs/architecture.md §6.2) waits for the CMS's answer, not for the whole file:
// a video the CMS takes a while to start is relayed (under load the demo's first encode of a header
// video took over 3 s, the data timeout, and the page's video was a 502), a body that streams for
// longer than the wait is relayed whole, and a CMS that never answers is a 502 after the wait.

const SIZE = 64 * 1024;
const body = Buffer.alloc(SIZE, 7);
let cms: Server;
let app: Server;
let appUrl = '';
let appWithDefaults: Server;
let appWithDefaultsUrl = '';

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

before(async () => {
  cms = createServer((req, res) => {
    const send = () => {
      res.writeHead(200, { 'content-type': 'video/webm', 'content-length': String(SIZE) });
      if (req.url === '/late-start.webm') return res.end(body);
      // trickle: the body in four parts over 600 ms, longer than the relay's wait.
      let part = 0;
      const next = () => {
        res.write(body.subarray((part * SIZE) / 4, ((part + 1) * SIZE) / 4));
        if (++part < 4) setTimeout(next, 200);
        else res.end();
      };
      next();
    };
    if (req.url === '/late-start.webm') setTimeout(send, 250);
    else if (req.url === '/trickle.webm') send();
    // '/never.webm': no answer at all
  });
  const cmsUrl = await listen(cms);
  const site = express();
  site.use(
    cmsMediaProxy({ cmsBaseUrl: `${cmsUrl}/cms`, timeoutMs: 100, firstByteMs: 400, logger: pino({ level: 'silent' }) }),
  );
  app = createServer(site);
  appUrl = await listen(app);
  const siteWithDefaults = express();
  siteWithDefaults.use(
    cmsMediaProxy({ cmsBaseUrl: `${cmsUrl}/cms`, timeoutMs: 100, logger: pino({ level: 'silent' }) }),
  );
  appWithDefaults = createServer(siteWithDefaults);
  appWithDefaultsUrl = await listen(appWithDefaults);
});
after(() => {
  cms.closeAllConnections();
  cms.close();
  for (const server of [app, appWithDefaults]) {
    server.closeAllConnections();
    server.close();
  }
});

describe('the CMS media relay', () => {
  test('relays a medium whose answer starts later than the data timeout', async () => {
    const res = await fetch(`${appWithDefaultsUrl}/_cms-media/late-start.webm`);
    assert.equal(res.status, 200);
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), body);
  });

  test('relays a body that streams for longer than the wait, whole', async () => {
    const res = await fetch(`${appUrl}/_cms-media/trickle.webm`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'video/webm');
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), body);
  });

  test('answers 502 with a short text when the CMS does not answer within the wait', async () => {
    const res = await fetch(`${appUrl}/_cms-media/never.webm`);
    assert.equal(res.status, 502);
    assert.equal(await res.text(), 'Media not available');
  });
});
