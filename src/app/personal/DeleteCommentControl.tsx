import { css } from '@emotion/react';
import { useRef } from 'react';
import { useEnhanced } from '../components/search/use-enhanced.js';
import { deleteCommentHref } from '../logic/personal-paths.js';
import { useSite } from '../site-context.js';
import { focusRing } from '../theme/styles.js';
import { useI18n } from '../theme/use-t.js';

const remove = css({
  display: 'inline-flex',
  alignItems: 'center',
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

interface Props {
  commentId: string;
  /** Deletes with JavaScript (after the dialog's yes). */
  onDelete: (id: string) => unknown;
  /** Where the confirmation page returns to after the delete (no JavaScript). */
  returnTo: string;
}

/**
 * Deleting one's own comment after the confirmation of requirements §6 ('Are you sure you want to
 * delete this comment?'): without JavaScript a link to the confirmation page, whose form posts the
 * delete; with it a button that asks the same in a dialog and deletes without a reload.
 */
export function DeleteCommentControl({ commentId, onDelete, returnTo }: Props) {
  const i18n = useI18n();
  const site = useSite();
  const enhanced = useEnhanced();
  const confirm = useRef<HTMLDialogElement>(null);
  const label = i18n._({ id: 'comments.delete', message: 'Verwijderen' });
  if (!enhanced) {
    return (
      <a css={remove} href={deleteCommentHref(commentId, returnTo, site.language)}>
        {label}
      </a>
    );
  }
  return (
    <>
      <button type="button" css={remove} onClick={() => confirm.current?.showModal()}>
        {label}
      </button>
      <dialog ref={confirm} css={dialog} aria-labelledby={`confirm-${commentId}`}>
        <p id={`confirm-${commentId}`}>
          {i18n._({ id: 'comments.confirmDelete', message: 'Weet je zeker dat je deze reactie wilt verwijderen?' })}
        </p>
        <form method="dialog">
          <button
            type="submit"
            css={remove}
            onClick={() => {
              confirm.current?.close();
              void onDelete(commentId);
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
  );
}
