import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { loginAppAndBrowser } from '../support/app-and-browser.js';
import {
  axeViolations,
  collectErrors,
  formatViolations,
  searchResultsAfter,
  waitForHydration,
} from '../support/browser.js';

// The client's scripts come after the first paint and hydrate in slices (decision 015): a visitor
// can fill in a form and press its button before the scripts run, while React hydrates, or after.
// Whenever the press lands, what was filled in is sent: as the plain form it is before the scripts
// (and while React hydrates a form it hands to the browser), by React once it has the form. The
// scripts are held back by the test, so each moment is certain.

const SITE = 'groenkennisnet';
const TIMEOUT = { timeout: 90_000 };
const joost = DEMO_ACCOUNTS[1]!;

const app = loginAppAndBrowser();

const origin = () => `http://${SITE}.localhost:${app.server.port}`;
const comments = (page: Page) => page.getByRole('region', { name: 'Reacties' });
const commentBox = (page: Page) => comments(page).getByRole('textbox', { name: 'Schrijf een reactie…' });
const postButton = (page: Page) => comments(page).getByRole('button', { name: 'Plaatsen' });

async function noViolations(page: Page) {
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], formatViolations(violations));
}

/** A logged-in user's page, on a result page of the demo corpus. */
async function loggedIn(context: BrowserContext): Promise<{ page: Page; path: string }> {
  const page = await context.newPage();
  await page.goto(`${origin()}/zoeken/mest`);
  const path = await page.locator('a[href*="/zoeken/resultaat/"]').first().getAttribute('href');
  assert.ok(path, 'the search has a result');
  await page.goto(`${origin()}/auth/login?returnTo=${encodeURIComponent(path)}`);
  await page.getByLabel('Gebruikersnaam of e-mailadres').fill(joost.username);
  await page.getByLabel('Wachtwoord').fill(joost.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL(`${origin()}${path}`);
  await waitForHydration(page);
  return { page, path };
}

/**
 * Holds the client entry back from the next page load until `release()`: the page is what the
 * server sent, as on a phone between the first paint and the scripts' arrival.
 */
async function holdScripts(page: Page): Promise<{ asked: Promise<void>; release: () => void }> {
  let release!: () => void;
  let asked!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  // A load left for a form post abandons its held request: its late continue() fails, harmlessly.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route('**/assets/entry-*.js', async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { asked: askedFor, release };
}

test(
  'a comment typed before the scripts ran is posted when Plaatsen is pressed before they run and after hydration',
  TIMEOUT,
  async () => {
    const context = await app.browser.newContext();
    const { page, path } = await loggedIn(context);
    const errors = collectErrors(page);

    // Before the scripts: a plain form post, answered by the server, back at the section.
    const first = await holdScripts(page);
    await page.goto(`${origin()}${path}`, { waitUntil: 'domcontentloaded' });
    await first.asked;
    await commentBox(page).fill('Geplaatst voor de scripts');
    await noViolations(page);
    await postButton(page).click();
    // Not the load event: the answer's own scripts are held back too.
    await page.waitForURL(/#comments-title$/, { waitUntil: 'domcontentloaded' });
    await comments(page).getByText('Geplaatst voor de scripts').waitFor();

    // Typed before the scripts, pressed once the page hydrated and re-rendered with them (its own
    // comment's delete is then a button): the text is still in the field, and React posts it.
    const second = await holdScripts(page);
    first.release();
    await page.goto(`${origin()}${path}`, { waitUntil: 'domcontentloaded' });
    await second.asked;
    await commentBox(page).fill('Geplaatst na de hydratatie');
    second.release();
    await waitForHydration(page);
    await comments(page).getByRole('button', { name: 'Verwijderen' }).first().waitFor();
    assert.equal(await commentBox(page).inputValue(), 'Geplaatst na de hydratatie', 'the typed text is kept');
    const url = page.url();
    await postButton(page).click();
    await comments(page).getByRole('listitem').first().getByText('Geplaatst na de hydratatie').waitFor();
    assert.equal(page.url(), url, 'posted in place, without a page load');
    assert.equal(await commentBox(page).inputValue(), '', 'the field is empty again');
    await noViolations(page);
    assert.deepEqual(errors, []);
    await context.close();
  },
);

/**
 * Presses `target` while React hydrates the page: the scripts, held until now, are let through on
 * a CPU slowed down as a phone's, and the press lands once hydrateRoot has started.
 */
async function pressWhileHydrating(page: Page, held: { release: () => void }, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  assert.ok(box);
  // Whether hydration had finished (its marker, html[data-hydrated]) when the press came in: seen
  // by a listener that runs before React's own, on the first event of a press.
  const hydratedAtPress = page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        window.addEventListener('pointerdown', () => resolve(document.documentElement.hasAttribute('data-hydrated')), {
          capture: true,
          once: true,
        }),
      ),
  );
  // The pointer is over the button before React listens: a pointer moving over a part not yet
  // hydrated makes React hydrate that part sooner, and the press should find it not hydrated.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
  held.release();
  // hydrateRoot has marked the root (React's own property on the container): hydration is under way.
  await page.waitForFunction(
    () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    null,
    { polling: 5 },
  );
  await page.mouse.down();
  await page.mouse.up();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  assert.equal(await hydratedAtPress, false, 'pressed while React hydrated');
}

test('a comment posted by a press that lands while React hydrates is posted', TIMEOUT, async () => {
  const context = await app.browser.newContext();
  const { page, path } = await loggedIn(context);
  const errors = collectErrors(page);
  const held = await holdScripts(page);
  await page.goto(`${origin()}${path}`, { waitUntil: 'domcontentloaded' });
  await held.asked;
  await commentBox(page).fill('Geplaatst tijdens de hydratatie');
  await pressWhileHydrating(page, held, postButton(page));
  await comments(page).getByRole('listitem').first().getByText('Geplaatst tijdens de hydratatie').waitFor();
  await waitForHydration(page);
  await noViolations(page);
  assert.deepEqual(errors, []);
  await context.close();
});

// The search page's filters and sort apply at once with the scripts; without them a button sends
// the form. Chosen before the scripts ran, pressed while React hydrates: the page that answers
// shows the choice.

/** A search page as the server sent it, its scripts held until `held.release()`. */
async function searchPageWithScriptsHeld(): Promise<{
  page: Page;
  errors: string[];
  held: { release: () => void };
}> {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = collectErrors(page);
  const held = await holdScripts(page);
  await page.goto(`${origin()}/zoeken/mest`, { waitUntil: 'domcontentloaded' });
  await held.asked;
  return { page, errors, held };
}

/**
 * A choice on the search page while its scripts are held: `choose` makes it and names the button
 * that sends it, the answer's address that carries it, and the check that the answer shows it.
 */
async function choicePressedWhileHydrating(
  choose: (page: Page) => Promise<{ send: Locator; sent: (url: URL) => boolean; shown: () => Promise<void> }>,
): Promise<void> {
  const { page, errors, held } = await searchPageWithScriptsHeld();
  const choice = await choose(page);
  await pressWhileHydrating(page, held, choice.send);
  await page.waitForURL(choice.sent);
  await waitForHydration(page);
  await choice.shown();
  await noViolations(page);
  assert.deepEqual(errors, []);
  await page.close();
}

test('a filter checked before the scripts ran is applied by a press that lands while React hydrates', TIMEOUT, () =>
  choicePressedWhileHydrating(async (page) => {
    const filters = page.getByRole('region', { name: 'Filters' });
    const value = filters.getByRole('checkbox').first();
    const [name, checked] = [await value.getAttribute('name'), await value.getAttribute('value')];
    assert.ok(name && checked);
    await value.check();
    await noViolations(page);
    return {
      send: filters.getByRole('button', { name: 'Filters toepassen' }),
      sent: (url) => url.searchParams.getAll(name).includes(checked),
      shown: async () =>
        assert.equal(await page.locator(`input[type=checkbox][name="${name}"][value="${checked}"]`).isChecked(), true),
    };
  }),
);

test('a sort chosen before the scripts ran is applied by a press that lands while React hydrates', TIMEOUT, () =>
  choicePressedWhileHydrating(async (page) => {
    const sort = page.getByLabel('Sorteren op');
    await sort.selectOption({ label: 'Nieuwste eerst' });
    return {
      send: page.getByRole('button', { name: 'Sorteer' }),
      sent: (url) => url.searchParams.has('srt'),
      shown: async () => assert.equal(await sort.locator('option:checked').textContent(), 'Nieuwste eerst'),
    };
  }),
);

test(
  'filter values and a sort chosen before the scripts ran, and never sent, are applied once they run',
  TIMEOUT,
  async () => {
    const { page, errors, held } = await searchPageWithScriptsHeld();
    const filters = page.getByRole('region', { name: 'Filters' });
    const boxes = filters.getByRole('checkbox');
    const chosen: [string, string][] = [];
    for (const box of [boxes.nth(0), boxes.nth(1)]) {
      chosen.push([(await box.getAttribute('name'))!, (await box.getAttribute('value'))!]);
      await box.check();
    }
    const sort = page.getByLabel('Sorteren op');
    await sort.selectOption({ label: 'Nieuwste eerst' });
    const entries = await page.evaluate(() => history.length);
    // The search view renders the chosen location (not just the URL changing before it).
    await searchResultsAfter(page, async () => {
      held.release();
      await waitForHydration(page);
    });
    const query = new URL(page.url()).searchParams;
    assert.equal(query.get('srt'), 'year', 'the sort is applied');
    for (const [name, value] of chosen) {
      assert.ok(query.getAll(name).includes(value), `${name}=${value} is applied`);
      const box = page.locator(`#search-filters-form input[name="${name}"][value="${value}"]`);
      assert.equal(await box.isChecked(), true, `${name}=${value} is still shown checked`);
    }
    assert.equal(await page.evaluate(() => history.length), entries + 1, 'one search for all the choices');
    assert.equal(await sort.locator('option:checked').textContent(), 'Nieuwste eerst', 'the choice is still shown');
    await noViolations(page);
    assert.deepEqual(errors, []);
    await page.close();
  },
);

test(
  'a filter value the browser restored before the scripts ran goes back to what the address says',
  TIMEOUT,
  async () => {
    const { page, errors, held } = await searchPageWithScriptsHeld();
    const box = page.getByRole('region', { name: 'Filters' }).getByRole('checkbox').first();
    // As a browser restoring a form from its memory does: checked, with no change event.
    await box.evaluate((input: HTMLInputElement) => (input.checked = true));
    const url = page.url();
    held.release();
    await waitForHydration(page);
    await page.waitForFunction((input) => !(input as HTMLInputElement).checked, await box.elementHandle(), {
      timeout: 5000,
    });
    assert.equal(page.url(), url, 'no search was made');
    assert.deepEqual(errors, []);
    await page.close();
  },
);
