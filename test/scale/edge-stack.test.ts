import assert from 'node:assert/strict';
import { Agent } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { SCRIPT_COOKIE } from '../../src/model/readable-cookies.js';
import { revalidateSignature } from '../../src/server/purge/revalidate-route.js';
import { formOf, LoginBrowser } from '../../scripts/support/login-browser.js';
import { waitUntil } from '../support/wait.js';
import {
  EDGE_PURGE_SECRET,
  httpGet,
  REVALIDATE_SECRET,
  startEdgeStack,
  type Answer,
  type EdgeStack,
} from './edge-stack.js';

// docker-compose.yml's stack from apt packages (Varnish → HAProxy → two `gkn serve` → Redis, the
// demo upstream and its identity provider): what the edge keeps, what a publish purges where,
// logged-in visitors, an instance dying under load, and every instance down (docs/architecture.md §5.5).

const SITE = 'groenkennisnet';
const OTHER_SITE = 'akkerbouw-nu';
/** Short, so the last test sees pages expire (and wait 6× as long); the tests before it take less. */
const PAGE_TTL_S = 5;

let stack: EdgeStack;
let edgePort: string;
const hostOf = (site: string) => `${site}.localhost:${edgePort}`;
const edge = (path: string, site = SITE, headers: Record<string, string> = {}) =>
  httpGet(`${stack.edgeUrl}${path}`, hostOf(site), { 'accept-encoding': 'gzip', ...headers });
const direct = (instance: number, path: string, site = SITE) =>
  httpGet(`${stack.appUrls[instance]}${path}`, hostOf(site), { 'accept-encoding': 'gzip' });
/**
 * The render a response is: each render carries its own nonce in its scripts, so its ETag is its
 * own, and a cached copy repeats it (compared within one encoding: every request here asks gzip).
 */
const renderOf = (res: Answer) => {
  assert.ok(res.headers.etag, 'a page has an ETag');
  return res.headers.etag;
};

async function publish(body: object): Promise<Answer> {
  const raw = JSON.stringify(body);
  return httpGet(
    `${stack.edgeUrl}/api/revalidate`,
    hostOf(SITE),
    {
      'content-type': 'application/json',
      'x-gkn-signature': revalidateSignature(REVALIDATE_SECRET, raw, Math.floor(Date.now() / 1000)),
    },
    { method: 'POST', body: raw },
  );
}

/** Asks until the edge has the page (a second request is a hit). */
async function warm(path: string, site = SITE): Promise<Answer> {
  await edge(path, site);
  const res = await edge(path, site);
  assert.equal(res.headers['x-edge'], 'HIT', `${site}${path} is kept at the edge`);
  return res;
}

before(async () => {
  stack = await startEdgeStack(SITE, { PAGE_CACHE_TTL_S: String(PAGE_TTL_S) });
  edgePort = new URL(stack.edgeUrl).port;
});
after(async () => {
  await stack?.stop();
});

describe('the edge in front of two instances', { concurrency: false }, () => {
  test('the second request for a page is an edge hit; the query is normalised; the surrogate keys stay inside', async () => {
    const first = await edge('/over-ons');
    assert.equal(first.status, 200);
    assert.equal(first.headers['x-edge'], 'MISS');
    const second = await edge('/over-ons');
    assert.equal(second.headers['x-edge'], 'HIT');
    assert.equal(renderOf(second), renderOf(first));
    // Campaign parameters do not split the entry (deploy/varnish/gkn.vcl, as our page cache).
    assert.equal((await edge('/over-ons?utm_source=news&gclid=x')).headers['x-edge'], 'HIT');
    // Each encoding is its own variant, and the right one.
    const plain = await edge('/over-ons', SITE, { 'accept-encoding': 'identity' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.body, /<html/);
    assert.equal(first.headers['content-encoding'], 'gzip');
    // The keys the page was built from reach the edge but never a visitor.
    assert.equal(second.headers.xkey, undefined);
    const keys = String((await direct(0, '/over-ons')).headers.xkey).split(' ');
    for (const key of [SITE, `${SITE}:page:nl:/over-ons`, `${SITE}:menu:nl:gkn_menu`, `${SITE}:cms:nl:over-ons`])
      assert.ok(keys.includes(key), `${key} in ${keys.join(' ')}`);
  });

  test('a published page is fresh at the edge and on both instances at once; other pages stay', async () => {
    const home = await warm('/');
    const page = await warm('/over-ons');
    const otherSite = await warm('/', OTHER_SITE);
    // What each holds now (an instance may have rendered the page itself: a Redis read slower than
    // its 100 ms deadline is a miss).
    const before = renderOf(page);
    const beforeOn = [renderOf(await direct(0, '/over-ons')), renderOf(await direct(1, '/over-ons'))];
    for (const [i, render] of beforeOn.entries())
      assert.equal(renderOf(await direct(i, '/over-ons')), render, `instance ${i + 1} serves its cached copy`);

    // A client-side navigation's data for the page is kept at the edge like the page.
    const data = `/_data?route=content&path=${encodeURIComponent('/over-ons')}`;
    await warm(data);

    const res = await publish({ site: SITE, paths: ['/over-ons'] });
    assert.equal(res.status, 200, res.body);

    // The webhook answered once the edge confirmed; the instances hear the purge over Redis pub/sub.
    const fresh = await edge('/over-ons');
    assert.equal(fresh.headers['x-edge'], 'MISS');
    assert.notEqual(renderOf(fresh), before);
    assert.equal((await edge(data)).headers['x-edge'], 'MISS', 'and so is its data');
    await waitUntil(
      async () =>
        renderOf(await direct(0, '/over-ons')) !== beforeOn[0] &&
        renderOf(await direct(1, '/over-ons')) !== beforeOn[1],
      1000,
      'both instances to serve the page anew',
    );
    // Pages that did not show it keep their edge copy.
    assert.equal(renderOf(await edge('/')), renderOf(home));
    assert.equal((await edge('/')).headers['x-edge'], 'HIT');
    assert.equal(renderOf(await edge('/', OTHER_SITE)), renderOf(otherSite));
  });

  test('a changed menu refreshes every page of that site at the edge, and nothing of another site', async () => {
    const home = await warm('/');
    const page = await warm('/over-ons');
    const otherSite = await warm('/', OTHER_SITE);
    const res = await publish({ site: SITE, sections: ['menu'] });
    assert.equal(res.status, 200, res.body);
    assert.deepEqual(JSON.parse(res.body).sections, ['menu']);
    for (const [path, was] of [
      ['/', home],
      ['/over-ons', page],
    ] as const) {
      const now = await edge(path);
      assert.equal(now.headers['x-edge'], 'MISS', `${path} is fetched anew`);
      assert.notEqual(renderOf(now), renderOf(was));
    }
    const other = await edge('/', OTHER_SITE);
    assert.equal(other.headers['x-edge'], 'HIT');
    assert.equal(renderOf(other), renderOf(otherSite));
  });

  test('a purge without the token, or on the public listener, is refused', async () => {
    await warm('/');
    const purge = (url: string, headers: Record<string, string>) =>
      httpGet(url, hostOf(SITE), { xkey: SITE, ...headers }, { method: 'PURGE' });
    assert.equal((await purge(stack.purgeUrl, {})).status, 403);
    assert.equal((await purge(stack.purgeUrl, { 'x-purge-token': 'x'.repeat(40) })).status, 403);
    // All but the last byte right, or the token and more: compared whole (as digests, then bytes).
    for (const near of [`${EDGE_PURGE_SECRET.slice(0, -1)}x`, `${EDGE_PURGE_SECRET}e`, EDGE_PURGE_SECRET.slice(1)]) {
      assert.equal((await purge(stack.purgeUrl, { 'x-purge-token': near })).status, 403, near);
    }
    assert.equal((await purge(`${stack.edgeUrl}/`, { 'x-purge-token': EDGE_PURGE_SECRET })).status, 403);
    assert.equal((await edge('/')).headers['x-edge'], 'HIT', 'nothing was purged');
    // The purge listener serves no pages.
    assert.equal((await httpGet(`${stack.purgeUrl}`, hostOf(SITE))).status, 405);
  });

  test('a logged-in visitor is never served from the edge, and their page (or shell) is never kept there', async () => {
    const account = DEMO_ACCOUNTS[0]!;
    // In production the session cookie is `__Host-` and Secure: a visitor logs in over HTTPS,
    // through the TLS terminator in front of the edge.
    const origin = `https://${SITE}.localhost`;
    const browser = new LoginBrowser(origin, stack.httpsUrl, stack.certificate);
    const form = await browser.follow('/auth/login?returnTo=/', { stopAt: (l) => l.startsWith(origin) });
    const toCallback = await browser.follow(formOf(form).action, {
      form: { username: account.username, password: account.password },
      stopAt: (l) => l.startsWith(origin),
    });
    const landing = await browser.go(toCallback.location!);
    assert.equal(landing.res.status, 303, landing.body.slice(0, 200));
    await warm('/over-ons');
    for (let i = 0; i < 2; i++) {
      const mine = await browser.go('/over-ons');
      assert.equal(mine.res.headers.get('x-edge'), 'MISS');
      assert.match(mine.res.headers.get('cache-control') ?? '', /private, no-store/);
      assert.ok(mine.body.includes(account.nickname), 'the page shows who is logged in');
      assert.ok(mine.body.includes('action="/logout"'), 'and a logout');
    }
    // A browser that runs our script gets the instances' cached page as its shell (docs/architecture.md
    // §6.6), from either instance, never from the edge and naming nobody; the session route, which
    // its script asks, names the person.
    browser.jar.set(new URL(origin).host, SCRIPT_COOKIE, '1');
    for (let i = 0; i < 4; i++) {
      const shell = await browser.go('/over-ons');
      assert.equal(shell.res.status, 200);
      assert.equal(shell.res.headers.get('x-edge'), 'MISS');
      assert.match(shell.res.headers.get('cache-control') ?? '', /private, no-store/);
      assert.equal(shell.res.headers.get('set-cookie'), null, 'the shell leaves the session alone');
      assert.ok(!shell.body.includes(account.nickname), 'the shell names nobody');
      const session = await browser.go('/auth/session', { headers: { accept: 'application/json' } });
      assert.equal(session.res.headers.get('x-edge'), 'MISS');
      assert.equal((JSON.parse(session.body) as { user?: { name?: string } }).user?.name, account.nickname);
    }
    const anonymous = await edge('/over-ons', SITE, { 'accept-encoding': 'identity' });
    assert.ok(anonymous.body.includes('href="/auth/login?'), 'an anonymous visitor gets the login link');
    assert.ok(!anonymous.body.includes('action="/logout"'), 'never a logged-in page');
    assert.ok(!anonymous.body.includes(account.nickname), 'and never the person');
  });

  test('an instance killed under load fails no request through the load balancer', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 6 });
    const statuses = new Map<number, number>();
    let done = 0;
    let stopAt = Number.POSITIVE_INFINITY;
    const paths = ['/', '/over-ons'];
    const worker = async (n: number) => {
      for (let i = n; done < stopAt; i++) {
        const res = await httpGet(`${stack.lbUrl}${paths[i % paths.length]}`, hostOf(SITE), {}, { agent }).catch(
          () => ({ status: 0 }) as Answer,
        );
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        done++;
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(worker));
    await waitUntil(() => done >= 30, 30_000, 'load to run');
    await stack.stopApp(0, 'SIGKILL');
    const killedAt = done;
    stopAt = killedAt + 120;
    await load;
    agent.destroy();
    assert.deepEqual([...statuses.keys()], [200], `statuses: ${JSON.stringify([...statuses])}`);
    assert.ok(done >= killedAt + 120);
  });

  test('with every instance stopped the edge serves its pages stale, and says so for a page it never had', async () => {
    await warm('/');
    await stack.stopApp(1, 'SIGTERM');
    // Past s-maxage and stale-while-revalidate (5×): only stale-if-error still allows this copy,
    // and only because no instance answers.
    let res: Answer | undefined;
    await waitUntil(
      async () => {
        res = await edge('/');
        assert.equal(res.status, 200, 'the edge keeps answering with its copy');
        return Number(res.headers.age) > PAGE_TTL_S * 6;
      },
      PAGE_TTL_S * 12_000,
      'the edge copy to age past stale-while-revalidate',
    );
    assert.match(String(res!.headers['cache-control']), /stale-if-error=\d+/);
    assert.equal(res!.status, 200);
    assert.equal(res!.headers['x-edge'], 'HIT');
    assert.match(res!.headers['content-type'] ?? '', /text\/html/);
    // A page it never had: a plain 503 (the load balancer's while the edge still probes, then the edge's own).
    const never = await edge('/nooit-gevraagd-pagina');
    assert.equal(never.status, 503);
    assert.match(never.body, /available/i);
  });
});
