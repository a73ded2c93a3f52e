import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { SiteLink } from '../../components/SiteLink.js';
import { useViewer } from '../../auth/viewer-context.js';
import type { MyData } from '../../../model/personal-api.js';
import { fetchMyData, logPersonalError } from '../../personal/personal-api.js';
import { useI18n } from '../../theme/use-t.js';

const wrap = css({ maxWidth: 800, padding: '8px 0 48px' });
const list = css({ paddingLeft: 20, li: { margin: '8px 0' } });

type Loaded = { state: 'loading' } | { state: 'idle'; data: MyData } | { state: 'unavailable' };

/**
 * /mijn-gkn (requirements §2 dashboard, 'My GKN'): my bookmarks and my comments, from the personal
 * API (comments on items that no longer exist are removed there). A personal service that is down
 * gives a calm notice, never an error page.
 */
export function MijnGknPage() {
  const i18n = useI18n();
  const { viewer } = useViewer();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    fetchMyData()
      .then((data) => current && setLoaded({ state: 'idle', data }))
      .catch((error: unknown) => {
        logPersonalError('my data', error);
        if (current) setLoaded({ state: 'unavailable' });
      });
    return () => {
      current = false;
    };
  }, [viewer]);
  return (
    <div css={wrap}>
      <h1>{i18n._({ id: 'account.dashboard', message: 'Mijn GKN' })}</h1>
      {loaded.state === 'loading' ? (
        <p role="status">{i18n._({ id: 'mijnGkn.loading', message: 'Je gegevens worden geladen…' })}</p>
      ) : loaded.state === 'unavailable' ? (
        <p role="status">
          {i18n._({
            id: 'mijnGkn.unavailable',
            message: 'Je bladwijzers en reacties zijn nu even niet beschikbaar. Probeer het later nog eens.',
          })}
        </p>
      ) : (
        <>
          <section aria-labelledby="my-bookmarks">
            <h2 id="my-bookmarks">{i18n._({ id: 'mijnGkn.bookmarks', message: 'Mijn bladwijzers' })}</h2>
            {loaded.data.bookmarks.length === 0 ? (
              <p>{i18n._({ id: 'mijnGkn.noBookmarks', message: 'Je hebt nog niets bewaard.' })}</p>
            ) : (
              <ul css={list}>
                {loaded.data.bookmarks.map((b) => (
                  <li key={b.id}>
                    <SiteLink href={b.href}>{b.title}</SiteLink>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="my-comments">
            <h2 id="my-comments">{i18n._({ id: 'mijnGkn.comments', message: 'Mijn reacties' })}</h2>
            {loaded.data.comments.length === 0 ? (
              <p>{i18n._({ id: 'mijnGkn.noComments', message: 'Je hebt nog geen reacties geplaatst.' })}</p>
            ) : (
              <ul css={list}>
                {loaded.data.comments.map((c) => (
                  <li key={c.id}>
                    <SiteLink href={c.itemHref}>{c.itemTitle}</SiteLink>
                    <p>{c.text}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
