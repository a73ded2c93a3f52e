import { css } from '@emotion/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useViewer } from '../auth/viewer-context.js';
import { useFormToken } from '../components/forms/form-token.js';
import { focusRing, visuallyHidden } from '../theme/styles.js';
import { useI18n } from '../theme/use-t.js';
import { API, FIELDS, fetchBookmarks, logPersonalError, saveBookmark } from './personal-api.js';
import { usePagePersonal } from './use-page-personal.js';

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
/** On a card: smaller, still well above the 24px target of WCAG 2.5.8. */
const compactButton = css({ minHeight: 36, padding: '0 10px', fontSize: '0.9375rem', borderWidth: 1 });

interface Props {
  itemId: string;
  /**
   * On a result card, the item's title: part of the button's name (visually hidden), so that a
   * list of toggles is not a list of identical 'Bewaren' buttons.
   */
  cardTitle?: string;
  /** The form's place in a card (the css prop). */
  className?: string;
}

/**
 * The bookmark toggle of an item, on its result page and on result and item cards, for a
 * logged-in user on a site with interaction enabled. Toggling adds or removes the id and saves the
 * list (requirements §4). It is a real form posting to /api/bookmarks and coming back to the page,
 * so it works without JavaScript; the server renders its state from the page's loader data. With
 * JavaScript the post is a fetch and aria-pressed follows the saved list, without a reload.
 */
export function BookmarkToggle({ itemId, cardTitle, className }: Props) {
  const i18n = useI18n();
  const token = useFormToken();
  const location = useLocation();
  const { viewer, loginEnabled } = useViewer();
  // The same id in the server's render and the browser's: a post without JavaScript comes back to this toggle.
  const formId = useId();
  const known = usePagePersonal()?.bookmarks ?? null;
  const [source, setSource] = useState({ known, itemId });
  const [state, setState] = useState<BookmarkState>(known ? 'idle' : 'init');
  const [pressed, setPressed] = useState<boolean | null>(known ? known.includes(itemId) : null);
  // New loader data (a login in the popup, another item): start again from what it says.
  if (source.known !== known || source.itemId !== itemId) {
    setSource({ known, itemId });
    setState(known ? 'idle' : 'init');
    setPressed(known ? known.includes(itemId) : null);
  }

  useEffect(() => {
    // The page's data did not say (a page without it, or the user API failed on the server): ask.
    if (!viewer || !loginEnabled || known) return;
    let current = true;
    fetchBookmarks()
      .then((ids) => current && setPressed(ids.includes(itemId)))
      .catch((error: unknown) => logPersonalError('bookmarks', error))
      .finally(() => current && setState('idle'));
    return () => {
      current = false;
    };
  }, [viewer, itemId, loginEnabled, known]);

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
    <form id={formId} method="post" action={API.bookmarks} onSubmit={onSubmit} data-state={state} className={className}>
      <input type="hidden" name="id" value={itemId} />
      {/* The state asked for, so a form sent twice does not toggle back; unknown: the server toggles. */}
      {pressed !== null && <input type="hidden" name="bookmarked" value={pressed ? '0' : '1'} />}
      <input type="hidden" name={FIELDS.token} value={token} />
      <input
        type="hidden"
        name={FIELDS.returnTo}
        value={`${location.pathname}${location.search}#${encodeURIComponent(formId)}`}
      />
      <button
        type="submit"
        css={[button, cardTitle !== undefined && compactButton]}
        aria-pressed={pressed === null ? undefined : pressed}
        aria-busy={state === 'updating' || undefined}
      >
        <span aria-hidden="true">{pressed ? '★' : '☆'}</span>
        {i18n._({ id: 'bookmark.toggle', message: 'Bewaren' })}
        {cardTitle !== undefined && <span css={visuallyHidden}>: {cardTitle}</span>}
      </button>
    </form>
  );
}
