import { css } from '@emotion/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LoginLink } from '../auth/LoginLink.js';
import { useViewer } from '../auth/viewer-context.js';
import { useFormToken } from '../components/forms/form-token.js';
import { focusRing } from '../theme/styles.js';
import { useI18n } from '../theme/use-t.js';
import { CommentItem } from './CommentItem.js';
import type { CommentView } from '../../model/personal-api.js';
import { deleteComment, fetchComments, logPersonalError, postComment } from './personal-api.js';

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

/**
 * The comments of an item (requirements §4, §6, §9): newest first, 2 until 'show all'; a logged-in user
 * posts (the form has a placeholder only, requirements §5) and deletes their own after a confirmation; a
 * visitor gets 'Login to Comment'. Shown only where interaction is enabled and once the list is
 * no longer in its init state.
 */
export function CommentSection({ itemId, mainSitePath }: Props) {
  const i18n = useI18n();
  const token = useFormToken();
  const { viewer, loginEnabled } = useViewer();
  const [state, setState] = useState<ListState>('init');
  const [comments, setComments] = useState<CommentView[]>([]);
  const [limit, setLimit] = useState(DISPLAY_LIMIT);
  const [text, setText] = useState('');
  const [posting, setPosting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!loginEnabled) return;
    let current = true;
    setState('loading');
    fetchComments(itemId)
      .then((found) => current && setComments(found))
      .catch((error: unknown) => logPersonalError('comments', error))
      .finally(() => current && setState('idle'));
    return () => {
      current = false;
      // Resetting returns to init with an empty list and display limit 2.
      setState('init');
      setComments([]);
      setLimit(DISPLAY_LIMIT);
    };
  }, [itemId, viewer, loginEnabled]);

  if (!loginEnabled || state === 'init') return null;
  const shown = limit === -1 ? comments : comments.slice(0, limit);
  const placeholder = i18n._({ id: 'comments.placeholder', message: 'Schrijf een reactie…' });

  const onPost = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim() || posting) return;
    setPosting(true);
    postComment(itemId, text, token)
      .then((comment) => {
        setComments((all) => [comment, ...all]);
        setText('');
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

  return (
    <section css={section} aria-labelledby="comments-title" aria-busy={state === 'loading' || undefined}>
      <h2 id="comments-title" ref={heading} tabIndex={-1}>
        {i18n._({ id: 'comments.title', message: 'Reacties' })}
      </h2>
      {viewer ? (
        <form onSubmit={onPost}>
          <textarea
            css={textarea}
            name="text"
            aria-label={placeholder}
            placeholder={placeholder}
            value={text}
            required
            maxLength={2000}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" css={action} aria-busy={posting || undefined}>
            {i18n._({ id: 'comments.post', message: 'Plaatsen' })}
          </button>
        </form>
      ) : (
        <p>
          <LoginLink mainSitePath={mainSitePath} css={linkish}>
            {i18n._({ id: 'comments.login', message: 'Log in om te reageren' })}
          </LoginLink>
        </p>
      )}
      {state === 'loading' ? (
        <p role="status">{i18n._({ id: 'comments.loading', message: 'De reacties worden geladen…' })}</p>
      ) : comments.length === 0 ? (
        <p>{i18n._({ id: 'comments.none', message: 'Nog geen reacties.' })}</p>
      ) : (
        <ul css={list}>
          {shown.map((comment) => (
            <CommentItem key={comment.id} comment={comment} onDelete={onDelete} />
          ))}
        </ul>
      )}
      {limit !== -1 && comments.length > DISPLAY_LIMIT && (
        <button type="button" css={action} onClick={() => setLimit(-1)}>
          {i18n._({
            id: 'comments.showAll',
            message: 'Toon alle {count} reacties',
            values: { count: comments.length },
          })}
        </button>
      )}
    </section>
  );
}
