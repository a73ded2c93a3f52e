import { css } from '@emotion/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useViewer } from '../auth/viewer-context.js';
import { useFormToken } from '../components/forms/form-token.js';
import { focusRing } from '../theme/styles.js';
import { useI18n } from '../theme/use-t.js';
import { API, FIELDS, fetchBookmarks, logPersonalError, saveBookmark } from './personal-api.js';

/** requirements §4 Bookmark update. */
type BookmarkState = 'init' | 'updating' | 'idle';

const button = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  padding: '0 16px',
  border: '2px solid var(--gkn-base-color)',
  borderRadius: 4,
  background: 'transparent',
  color: 'var(--gkn-base-color)',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { background: 'var(--gkn-base-color)', color: '#fff' },
  '&:focus-visible': focusRing,
  '&[aria-busy="true"]': { opacity: 0.7, cursor: 'progress' },
});

/**
 * The bookmark toggle of an item, for a logged-in user on a site with interaction enabled. Toggling
 * adds or removes the id and saves the list (requirements §4). Without JavaScript it is a form post
 * that toggles and comes back to the page; with it a button with aria-pressed.
 */
export function BookmarkToggle({ itemId }: { itemId: string }) {
  const i18n = useI18n();
  const token = useFormToken();
  const location = useLocation();
  const { viewer, loginEnabled } = useViewer();
  const [state, setState] = useState<BookmarkState>('init');
  const [pressed, setPressed] = useState<boolean | null>(null);

  useEffect(() => {
    if (!viewer || !loginEnabled) return;
    let current = true;
    fetchBookmarks()
      .then((ids) => current && setPressed(ids.includes(itemId)))
      .catch((error: unknown) => logPersonalError('bookmarks', error))
      .finally(() => current && setState('idle'));
    return () => {
      current = false;
    };
  }, [viewer, itemId, loginEnabled]);

  if (!viewer || !loginEnabled) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (pressed === null) return; // state unknown: the plain post toggles on the server
    event.preventDefault();
    if (state === 'updating') return;
    setState('updating');
    saveBookmark(itemId, !pressed, token)
      .then((ids) => setPressed(ids.includes(itemId)))
      .catch((error: unknown) => logPersonalError('bookmark update', error))
      .finally(() => setState('idle'));
  };
  return (
    <form method="post" action={API.bookmarks} onSubmit={onSubmit} data-state={state}>
      <input type="hidden" name="id" value={itemId} />
      <input type="hidden" name={FIELDS.token} value={token} />
      <input type="hidden" name={FIELDS.returnTo} value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        css={button}
        aria-pressed={pressed === null ? undefined : pressed}
        aria-busy={state === 'updating' || undefined}
      >
        <span aria-hidden="true">{pressed ? '★' : '☆'}</span>
        {i18n._({ id: 'bookmark.toggle', message: 'Bewaren' })}
      </button>
    </form>
  );
}
