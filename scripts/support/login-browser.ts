import assert from 'node:assert/strict';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

// A browser played by fetch for login flows that cross origins (our site and the identity
// provider): cookies kept per host, redirects followed one at a time, forms posted as a visitor
// would. The site is addressed on 127.0.0.1 with its Host header, as `<site>.localhost` would be.

/** A browser's cookies per host (paths ignored: the newest value of a name wins). */
export class CookieJar {
  readonly #byHost = new Map<string, Map<string, string>>();

  take(host: string, res: Response): void {
    const cookies = this.#byHost.get(host) ?? new Map<string, string>();
    this.#byHost.set(host, cookies);
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = value === '' || attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  get(host: string, name: string): string | undefined {
    return this.#byHost.get(host)?.get(name);
  }

  set(host: string, name: string, value: string): void {
    const cookies = this.#byHost.get(host) ?? new Map<string, string>();
    cookies.set(name, value);
    this.#byHost.set(host, cookies);
  }

  header(host: string): string {
    return [...(this.#byHost.get(host) ?? [])].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface Step {
  res: Response;
  body: string;
  url: string;
  /** The Location header resolved against the request URL, or null. */
  location: string | null;
}

/**
 * Browses with one jar. `siteHost` maps addresses on the site's public origin
 * (`http://<site>.localhost:<port>`) to the server's loopback listener with that Host header.
 */
export class LoginBrowser {
  readonly jar = new CookieJar();

  /** `ca`: the certificate an HTTPS listener presents (a self-signed edge in the scale tests). */
  constructor(
    private readonly siteOrigin: string,
    private readonly listenerUrl: string,
    private readonly ca?: string,
  ) {}

  async go(url: string, init: { form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Step> {
    const target = new URL(url, this.siteOrigin);
    const onSite = target.origin === this.siteOrigin;
    const host = target.host;
    const headers: Record<string, string> = {
      cookie: this.jar.header(host),
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...init.headers,
    };
    const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
    const method = init.form ? 'POST' : 'GET';
    // fetch cannot set Host: the site's requests go through node:http.
    const res = onSite
      ? await siteRequest(
          new URL(target.pathname + target.search, this.listenerUrl),
          method,
          { ...headers, host },
          body,
          this.ca,
        )
      : await fetch(target, { method, redirect: 'manual', headers, ...(body ? { body } : {}) });
    this.jar.take(host, res);
    const location = res.headers.get('location');
    return {
      res,
      body: await res.text(),
      url: target.href,
      location: location ? new URL(location, target).href : null,
    };
  }

  /** Follows redirects from url until a page answers (or `stopAt` matches a Location). */
  async follow(url: string, opts: { form?: Record<string, string>; stopAt?: (location: string) => boolean } = {}) {
    let step = await this.go(url, opts.form ? { form: opts.form } : {});
    for (let hops = 0; step.location && !opts.stopAt?.(step.location); hops++) {
      assert.ok(hops < 12, `too many redirects, last ${step.location}`);
      step = await this.go(step.location);
    }
    return step;
  }
}

function siteRequest(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body?: string,
  ca?: string,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const onAnswer = (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const out = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of [value ?? []].flat()) out.append(name, v);
        }
        const status = res.statusCode ?? 500;
        resolve(new Response(status === 304 ? null : Buffer.concat(chunks), { status, headers: out }));
      });
      res.on('error', reject);
    };
    const req =
      url.protocol === 'https:'
        ? httpsRequest(url, { method, headers, ca, servername: headers.host!.split(':')[0] }, onAnswer)
        : httpRequest(url, { method, headers }, onAnswer);
    req.on('error', reject);
    req.end(body);
  });
}

/** The first POST form of a page: its absolute action and its hidden fields. */
export function formOf(step: Step, index = 0): { action: string; fields: Record<string, string> } {
  const forms = [...step.body.matchAll(/<form\b[^>]*\baction="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)];
  const form = forms[index];
  assert.ok(form, `the page has a form:\n${step.body.slice(0, 500)}`);
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input\b[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1];
    if (name) fields[name] = value ?? '';
  }
  return { action: new URL(form[1]!.replaceAll('&amp;', '&'), step.url).href, fields };
}

/**
 * Logs out as a logged-in page's logout button does: the form of the header's logout control
 * (its form token and return path) posted to /logout from the site's own origin.
 */
export async function logOutFrom(browser: LoginBrowser, origin: string, page: string, returnTo = page): Promise<Step> {
  const shown = await browser.go(page);
  const form = /<form[^>]*action="\/logout"[^>]*>(.*?)<\/form>/s.exec(shown.body)?.[1];
  assert.ok(form, `${page} shows the logout form`);
  const token = /name="token" value="([^"]+)"/.exec(form)?.[1];
  assert.ok(token, 'the logout form carries the form token');
  return browser.go('/logout', { form: { token, returnTo }, headers: { origin } });
}
