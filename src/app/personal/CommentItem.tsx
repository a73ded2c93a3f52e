import { css } from '@emotion/react';
import { useRef } from 'react';
import { focusRing } from '../theme/styles.js';
import { useI18n } from '../theme/use-t.js';
import type { CommentView } from '../../model/personal-api.js';

const item = css({ borderTop: '1px solid var(--gkn-text-color)', padding: '12px 0' });
const meta = css({ margin: 0, fontWeight: 600 });
const remove = css({
  minHeight: 44,
  padding: '0 8px',
  font: 'inherit',
  background: 'transparent',
  border: 0,
  color: 'var(--gkn-base-color)',
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
});
const dialog = css({ maxWidth: 420, padding: 24, border: '2px solid var(--gkn-base-color)', borderRadius: 4 });

/** One comment; the user's own has a delete control behind the confirmation of requirements §6. */
export function CommentItem({ comment, onDelete }: { comment: CommentView; onDelete: (id: string) => unknown }) {
  const i18n = useI18n();
  const confirm = useRef<HTMLDialogElement>(null);
  const date = new Date(comment.date);
  return (
    <li css={item}>
      <p css={meta}>
        {comment.author}{' '}
        <time dateTime={comment.date}>
          {Number.isNaN(date.getTime()) ? comment.date : date.toLocaleDateString(i18n.locale)}
        </time>
      </p>
      <p>{comment.text}</p>
      {comment.own && (
        <>
          <button type="button" css={remove} onClick={() => confirm.current?.showModal()}>
            {i18n._({ id: 'comments.delete', message: 'Verwijderen' })}
          </button>
          <dialog ref={confirm} css={dialog} aria-labelledby={`confirm-${comment.id}`}>
            <p id={`confirm-${comment.id}`}>
              {i18n._({ id: 'comments.confirmDelete', message: 'Weet je zeker dat je deze reactie wilt verwijderen?' })}
            </p>
            <form method="dialog">
              <button
                type="submit"
                css={remove}
                onClick={() => {
                  confirm.current?.close();
                  void onDelete(comment.id);
                }}
              >
                {i18n._({ id: 'comments.confirmYes', message: 'Ja, verwijderen' })}
              </button>
              <button type="submit" css={remove} autoFocus>
                {i18n._({ id: 'comments.confirmNo', message: 'Annuleren' })}
              </button>
            </form>
          </dialog>
        </>
      )}
    </li>
  );
}
