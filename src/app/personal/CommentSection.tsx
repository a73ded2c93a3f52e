import { css } from '@emotion/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { LoginLink } from '../auth/LoginLink.js';
import { MainSiteLoginLink } from '../auth/MainSiteLoginLink.js';
import { useViewer } from '../auth/viewer-context.js';
import { useFormToken } from '../components/forms/form-token.js';
import { useEnhanced } from '../components/search/use-enhanced.js';
import { asksAllComments, showAllCommentsHref } from '../logic/personal-paths.js';
import { focusRing } from '../theme/styles.js';
import { useI18n } from '../theme/use-t.js';
import { CommentItem } from './CommentItem.js';
import type { CommentView } from '../../model/personal-api.js';
import { COMMENT_MAX_LENGTH } from '../../model/user-data.js';
import { API, FIELDS, deleteComment, fetchComments, logPersonalError, postComment } from './personal-api.js';
import { usePagePersonal } from './use-page-personal.js';

/** requirements §4 Comment/list loading. */
type ListState = 'init' | 'loading' | 'idle';
/** requirements §9: 2 shown until show-all (-1: all). */
const DISPLAY_LIMIT = 2;

const section = css({ margin: '32px 0', maxWidth: 800 });
const list = css({ listStyle: 'none', margin: '16px 0', padding: 0 });
const textarea = css({
  display: 'block',
  width: '100%',
  minHeight: 96,
  boxSizing: 'border-box',
  font: 'inherit',
  padding: 8,
  border: '1px solid var(--gkn-text-color)',
  borderRadius: 4,
  '&:focus-visible': focusRing,
});
const action = css({
  minHeight: 44,
  marginTop: 8,
  padding: '0 16px',
  font: 'inherit',
  fontWeight: 600,
  border: '2px solid var(--gkn-base-color)',
  borderRadius: 4,
  background: 'var(--gkn-base-color)',
  color: '#fff',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
});
const linkish = css({ color: 'var(--gkn-base-color)', fontWeight: 600, '&:focus-visible': focusRing });

interface Props {
  itemId: string;
  /** In a portlet: 'Login to Comment' opens this path of the main site in a new window. */
  mainSitePath?: string;
}

/** The section's heading: where a form post without JavaScript comes back to. */
const ANCHOR = 'comments-title';

/**
 * The comments of an item (requirements §4, §6, §9): newest first, 2 until 'show all'; a logged-in user
 * posts (the form has a placeholder only, requirements §5) and deletes their own after a confirmation; a
 * visitor gets 'Login to Comment'. Shown only where interaction is enabled and once the list is
 * no longer in its init state.
 *
 * For a logged-in user the server renders the list from the page's loader data, and every control
 * works without JavaScript (docs/architecture.md §6.5): posting is a form post to /api/comments,
 * 'show all' a link the page honours (?reacties=alle), delete a link to the confirmation page. With
 * JavaScript they work in place; a visitor's list is fetched in the browser (a page the page cache
 * shares holds no comments).
 */
export function CommentSection({ itemId, mainSitePath }: Props) {
  const i18n = useI18n();
  const token = useFormToken();
  const enhanced = useEnhanced();
  const { pathname, search } = useLocation();
  const { viewer, loginEnabled } = useViewer();
  const known = usePagePersonal()?.comments ?? null;
  const firstLimit = asksAllComments(search) ? -1 : DISPLAY_LIMIT;
  const [source, setSource] = useState({ known, itemId });
  const [state, setState] = useState<ListState>(known ? 'idle' : 'init');
  const [comments, setComments] = useState<CommentView[]>(known ?? []);
  const [limit, setLimit] = useState(firstLimit);
  const [posting, setPosting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Another item or new loader data (a login in the popup): resetting returns to init with the
  // display limit 2 (requirements §4), or straight to what the server sent.
  if (source.known !== known || source.itemId !== itemId) {
    setSource({ known, itemId });
    setState(known ? 'idle' : 'init');
    setComments(known ?? []);
    setLimit(firstLimit);
  }

  useEffect(() => {
    if (!loginEnabled || known) return;
    let current = true;
    setState('loading');
    fetchComments(itemId)
      .then((found) => current && setComments(found))
      .catch((error: unknown) => logPersonalError('comments', error))
      .finally(() => current && setState('idle'));
    return () => {
      current = false;
    };
  }, [itemId, viewer, loginEnabled, known]);

  if (!loginEnabled || state === 'init') return null;
  const shown = limit === -1 ? comments : comments.slice(0, limit);
  const placeholder = i18n._({ id: 'comments.placeholder', message: 'Schrijf een reactie…' });
  const back = `${pathname}${search}#${ANCHOR}`;
  const showAllLabel = i18n._({
    id: 'comments.showAll',
    message: 'Toon alle {count} reacties',
    values: { count: comments.length },
  });

  const onPost = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const typed = String(new FormData(form).get('text') ?? '');
    if (!typed.trim() || posting) return;
    setPosting(true);
    postComment(itemId, typed, token)
      .then((comment) => {
        setComments((all) => [comment, ...all]);
        form.reset();
      })
      .catch((error: unknown) => logPersonalError('comment post', error))
      .finally(() => setPosting(false));
  };
  const onDelete = (id: string) =>
    deleteComment(id, token)
      .then(() => {
        setComments((all) => all.filter((c) => c.id !== id));
        heading.current?.focus();
      })
      .catch((error: unknown) => logPersonalError('comment delete', error));
  const onShowAll = () => {
    setLimit(-1);
    // The button goes away: focus goes back to the section's heading, from where the list follows.
    heading.current?.focus();
  };

  return (
    <section css={section} aria-labelledby={ANCHOR} aria-busy={state === 'loading' || undefined}>
      <h2 id={ANCHOR} ref={heading} tabIndex={-1}>
        {i18n._({ id: 'comments.title', message: 'Reacties' })}
      </h2>
      {viewer ? (
        <form method="post" action={API.comments} onSubmit={onPost}>
          <input type="hidden" name="item" value={itemId} />
          <input type="hidden" name={FIELDS.token} value={token} />
          <input type="hidden" name={FIELDS.returnTo} value={back} />
          {/* Uncontrolled: text typed before the scripts ran stays in the field. A controlled value
              would be written back over it at the first render after hydration (decision 015). */}
          <textarea
            css={textarea}
            name="text"
            aria-label={placeholder}
            placeholder={placeholder}
            required
            maxLength={COMMENT_MAX_LENGTH}
          />
          <button type="submit" css={action} aria-busy={posting || undefined}>
            {i18n._({ id: 'comments.post', message: 'Plaatsen' })}
          </button>
        </form>
      ) : (
        <p>
          {mainSitePath === undefined ? (
            <LoginLink css={linkish}>{i18n._({ id: 'comments.login', message: 'Log in om te reageren' })}</LoginLink>
          ) : (
            <MainSiteLoginLink mainSitePath={mainSitePath} css={linkish}>
              {i18n._({ id: 'comments.login', message: 'Log in om te reageren' })}
            </MainSiteLoginLink>
          )}
        </p>
      )}
      {state === 'loading' ? (
        <p role="status">{i18n._({ id: 'comments.loading', message: 'De reacties worden geladen…' })}</p>
      ) : comments.length === 0 ? (
        <p>{i18n._({ id: 'comments.none', message: 'Nog geen reacties.' })}</p>
      ) : (
        <ul css={list}>
          {shown.map((comment) => (
            <CommentItem key={comment.id} comment={comment} onDelete={onDelete} returnTo={back} />
          ))}
        </ul>
      )}
      {limit !== -1 &&
        comments.length > DISPLAY_LIMIT &&
        (enhanced ? (
          <button type="button" css={action} onClick={onShowAll}>
            {showAllLabel}
          </button>
        ) : (
          <a css={linkish} href={showAllCommentsHref(pathname, search, ANCHOR)}>
            {showAllLabel}
          </a>
        ))}
    </section>
  );
}
