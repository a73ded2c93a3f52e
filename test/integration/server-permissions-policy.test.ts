import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';
import { rawRequest, type RawAnswer } from '../support/raw-request.js';

// docs/architecture.md §7: one Permissions-Policy on every response, whoever answers it: pages
// (rendered and stored), JSON, static files, redirects, errors. The product uses no camera,
// microphone or location, so a script injected into one of its pages cannot ask for them.

let server: TestServer;
before(async () => {
  server = await startTestApp();
});
after(() => server?.close());

const HOST = hostOf('groenkennisnet');
const get = (path: string, host = HOST): Promise<RawAnswer> => rawRequest(server.url, path, { headers: { host } });
const entryUrl = () =>
  (JSON.parse(readFileSync(join(ROOT_DIR, 'dist', 'client', 'manifest.json'), 'utf8')) as { entry: string }).entry;

function assertPolicy(answer: RawAnswer, what: string) {
  const policy = String(answer.headers['permissions-policy'] ?? '');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    assert.match(policy, new RegExp(`(^|, )${feature}=\\(\\)`), `${what} (${answer.status}): ${feature} is off`);
  assert.match(
    policy,
    /(^|, )fullscreen=\(self "https:\/\/www\.youtube-nocookie\.com" "https:\/\/player\.vimeo\.com"\)/,
    `${what}: fullscreen only for our pages and the video players they embed`,
  );
}

test('pages carry it, rendered and when answered from the page cache', async () => {
  const rendered = await get('/over-ons');
  assert.equal(rendered.status, 200);
  assertPolicy(rendered, 'rendered page');
  const again = await get('/over-ons');
  assert.equal(again.headers['x-cache'], 'HIT');
  assertPolicy(again, 'stored page');
  assertPolicy(await get('/bestaat-niet-echt'), '404 page');
  assertPolicy(await get('/', 'unknown.example'), 'unknown-host page');
  assertPolicy(await get('/over-ons/'), 'redirect');
});

test('JSON answers carry it', async () => {
  const me = await get('/api/me');
  assert.match(String(me.headers['content-type']), /json/);
  assertPolicy(me, '/api/me');
  assertPolicy(await get('/healthz'), '/healthz');
});

test('static files carry it: hashed assets, public files, robots.txt', async () => {
  const asset = await get(entryUrl());
  assert.equal(asset.status, 200);
  assertPolicy(asset, 'hashed asset');
  assertPolicy(await get('/sw.js'), 'service worker');
  assertPolicy(await get('/robots.txt'), 'robots.txt');
  assertPolicy(await get('/logos/groenkennisnet/logo_desktop.svg'), 'logo');
});
