import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { hostOf, sitesDirWith } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';

// requirements §1 AI search, what a person sees in Chromium on an nl and the en site: a question
// answered with working citations, streamed with JavaScript and whole without it; a question the
// sources cannot answer says so and links to the search; no axe violations.

// One site with the AI search switched off in its file; every other has it on by default.
const OFF = 'akkerbouw-nu';
const app = appAndBrowser({
  PAGE_CACHE_TTL_S: '0',
  SITES_DIR: sitesDirWith({ [OFF]: (site) => (site.ai = { enabled: false }) }),
});

const NL = 'groenkennisnet';
const EN = 'green-knowledge-network';
const siteUrl = (site: string, path: string) => `http://${hostOf(site)}:${app.server.port}${path}`;

async function open(opts: { js?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await app.browser.newContext({
    viewport: { width: 1280, height: 900 },
    javaScriptEnabled: opts.js ?? true,
  });
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page) };
}
async function assertAccessible(page: Page) {
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, formatViolations(violations));
}
/** axe on the no-JavaScript page: the same HTML without its scripts, in a context where axe can run. */
async function assertAccessibleWithoutJs(page: Page) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const context = await app.browser.newContext({ viewport: page.viewportSize() });
  try {
    const copy = await context.newPage();
    const address = page.url();
    await copy.route(
      (url) => url.href === address,
      (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await copy.goto(address);
    await assertAccessible(copy);
  } finally {
    await context.close();
  }
}
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

describe('AI search with JavaScript', () => {
  test('nl: the answer streams in place, is announced politely, and its citation opens the result page', async () => {
    const { context, page, errors } = await open();
    await page.goto(siteUrl(NL, '/ai-zoeken'));
    await waitForHydration(page);
    await markDocument(page);
    await page.getByLabel('Je vraag').fill('Hoe pakt ledbelichting in de praktijk uit in Eindhoven?');
    const streamed = page.waitForResponse((r) => r.url().includes('/_ai/answer?'));
    await page.getByRole('button', { name: 'Vraag', exact: true }).click();
    assert.equal((await streamed).headers()['content-type'], 'application/x-ndjson; charset=utf-8');
    const citation = page.getByRole('link', { name: /^Bron 1: / });
    await citation.waitFor();
    assert.ok(await sameDocument(page), 'answered in place, not by a page load');
    assert.match(new URL(page.url()).pathname, /^\/ai-zoeken\/Hoe\+pakt\+ledbelichting/);
    const region = page.locator('section[aria-live="polite"]');
    assert.equal(await region.getAttribute('aria-busy'), 'false');
    assert.match(await region.innerText(), /Samenvatting van bronnen/);
    await page.getByRole('button', { name: 'Ja, nuttig' }).click();
    await page.getByRole('status').filter({ hasText: 'Bedankt voor je feedback.' }).waitFor();
    await assertAccessible(page);
    await citation.click();
    await page.waitForURL(/\/zoeken\/resultaat\/.+\?id=gkn%3Asource%3A100021$/);
    await page.getByRole('heading', { level: 1, name: /Ledbelichting/ }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('en: answered in English with a working citation; an unanswerable question says so and links to search', async () => {
    const { context, page, errors } = await open();
    await page.goto(siteUrl(EN, '/ai-search'));
    await waitForHydration(page);
    await page.getByLabel('Your question').fill('How does delayed mowing work out in practice in Bleiswijk?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const citation = page.getByRole('link', { name: /^Source 1: / });
    await citation.waitFor();
    assert.match((await citation.getAttribute('href')) ?? '', /^\/search\/result\/.+\?id=gkn%3Asource%3A100033$/);
    await assertAccessible(page);

    await page.getByLabel('Your question').fill('How do I bake an apple pie?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await page.getByText('We did not find the answer in our sources.').waitFor();
    await assertAccessible(page);
    // The normal search for the question's key phrase, not for the whole question.
    await page.getByRole('link', { name: 'Search for “bake apple pie” in all results' }).click();
    await page.waitForURL(/\/search\/bake\+apple\+pie$/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe("visitors' questions", () => {
  /** Asks on the site's AI search page, waits for the answer's first citation and returns it. */
  async function ask(page: Page, site: string, question: string) {
    const en = site === EN;
    await page.goto(siteUrl(site, en ? '/ai-search' : '/ai-zoeken'));
    await waitForHydration(page);
    await page.getByLabel(en ? 'Your question' : 'Je vraag').fill(question);
    await page.getByRole('button', { name: en ? 'Ask' : 'Vraag', exact: true }).click();
    const citation = page.getByRole('link', { name: en ? /^Source 1: / : /^Bron 1: / });
    await citation.waitFor();
    return { citation, answer: await page.locator('section[aria-live="polite"]').innerText() };
  }

  for (const { site, when, whenLabel, both } of [
    {
      site: NL,
      when: 'Wanneer is de volgende veldexcursie?',
      whenLabel: /Veldexcursie [^—]+ — wanneer: \d{1,2} \w+ \d{4}/,
      both: {
        question: 'Wat is er bekend over masterclass en veldexcursie?',
        concepts: [/Masterclass/, /Veldexcursie/],
      },
    },
    {
      site: EN,
      when: 'When is the next webinar?',
      whenLabel: /Webinar: [^—]+ — when: \w+ \d{1,2}, \d{4}/,
      both: { question: 'What is known about hedgerows and wild bees?', concepts: [/hedgerows/i, /wild bees/i] },
    },
  ]) {
    test(`${site}: a when-question is answered with the dates, and its citation opens the record`, async () => {
      const { context, page, errors } = await open();
      const { citation, answer } = await ask(page, site, when);
      assert.match(answer, whenLabel);
      const title = ((await citation.getAttribute('aria-label')) ?? '').replace(/^(Bron|Source) 1: /, '');
      await assertAccessible(page);
      await citation.click();
      await page.waitForURL(/\/(zoeken\/resultaat|search\/result)\/.+\?id=/);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    });

    test(`${site}: a question about two concepts is answered about each, and a citation opens its record`, async () => {
      const { context, page, errors } = await open();
      const { citation, answer } = await ask(page, site, both.question);
      for (const concept of both.concepts) assert.match(answer, concept);
      await citation.click();
      await page.waitForURL(/\/(zoeken\/resultaat|search\/result)\/.+\?id=/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe('the switch', () => {
  test('on: the search page links to the AI search with the same words; off: no link and the address is a 404', async () => {
    const { context, page, errors } = await open();
    await page.goto(siteUrl(NL, '/zoeken/weidegang'));
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Stel je vraag aan AI-zoeken' }).click();
    await page.waitForURL(/\/ai-zoeken\/weidegang$/);
    await page.getByRole('heading', { level: 2, name: 'Antwoord' }).waitFor();
    await assertAccessible(page);

    await page.goto(siteUrl(OFF, '/zoeken/bodem'));
    await waitForHydration(page);
    assert.equal(await page.getByRole('link', { name: 'Stel je vraag aan AI-zoeken' }).count(), 0);
    const off = await page.goto(siteUrl(OFF, '/ai-zoeken/bodem'));
    assert.equal(off?.status(), 404);
    assert.deepEqual(
      errors.filter((e) => !/404/.test(e)),
      [],
    );
    await context.close();
  });
});

describe('AI search without JavaScript', () => {
  test('the question box sends the question and the same address returns the finished answer', async () => {
    const { context, page } = await open({ js: false });
    await page.goto(siteUrl(NL, '/ai-zoeken'));
    await page.getByLabel('Je vraag').fill('Heeft investeren in korte ketens effect op de CO2-voetafdruk?');
    await page.getByRole('button', { name: 'Vraag', exact: true }).click();
    await page.waitForURL(/\/ai-zoeken\/Heeft\+investeren\+in\+korte\+ketens/);
    const citation = page.getByRole('link', { name: /^Bron 1: / });
    assert.equal(await citation.count(), 1);
    assert.match((await citation.getAttribute('href')) ?? '', /^\/zoeken\/resultaat\/.+\?id=edepot%2F500034$/);
    await page.getByRole('heading', { level: 3, name: 'Bronnen' }).waitFor();
    await assertAccessibleWithoutJs(page);
    await context.close();
  });
});
