const RELOAD_KEY = 'gkn:render-reload-at';
const RELOAD_INTERVAL_MS = 60_000;

/**
 * requirements §8: when even the error page cannot render in the browser, show the last-resort text (the
 * server answers views/last-resort-error.html in the same case). One reload first, at most once
 * a minute: a fresh server render may well succeed.
 */
export function showLastResort(): void {
  let reload: boolean;
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    reload = !(Date.now() - last < RELOAD_INTERVAL_MS);
    if (reload) sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    reload = false;
  }
  if (reload) return void window.location.reload();
  const root = document.getElementById('root');
  if (!root) return;
  root.textContent = '';
  const main = document.createElement('main');
  for (const [lang, text, link] of [
    ['nl', 'Er is een fout opgetreden bij het tonen van de foutpagina', 'Ga terug naar home'],
    ['en', 'An error occurred while showing the error page', 'Go back to home'],
  ] as const) {
    const heading = document.createElement(lang === 'nl' ? 'h1' : 'h2');
    heading.lang = lang;
    heading.textContent = text;
    const p = document.createElement('p');
    const a = document.createElement('a');
    a.href = '/';
    a.lang = lang;
    a.textContent = link;
    p.appendChild(a);
    main.append(heading, p);
  }
  root.appendChild(main);
}
