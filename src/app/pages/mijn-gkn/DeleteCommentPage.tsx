import { css } from '@emotion/react';
import { useLoaderData } from 'react-router-dom';
import type { MyComment } from '../../../model/personal-api.js';
import { FIELDS, API } from '../../personal/personal-api.js';
import { useFormToken } from '../../components/forms/form-token.js';
import { SiteLink } from '../../components/SiteLink.js';
import { focusRing } from '../../theme/styles.js';
import { useI18n } from '../../theme/use-t.js';

const wrap = css({ maxWidth: 800, padding: '8px 0 48px' });
const quote = css({ margin: '16px 0', padding: '8px 16px', borderLeft: '4px solid var(--gkn-base-color)' });
const actions = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16, marginTop: 24 });
const confirmButton = css({
  minHeight: 44,
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
const cancel = css({ fontWeight: 600, '&:focus-visible': focusRing });

/** The confirmation page's loader data: the comment to delete, or why there is none. */
export type DeleteCommentData =
  { state: 'confirm'; comment: MyComment; returnTo: string } | { state: 'unknown' | 'unavailable'; returnTo: string };

/**
 * Deleting a comment without JavaScript (requirements §6): the question 'Are you sure you want to
 * delete this comment?' with the comment, a form that posts the delete to /api/comments/delete
 * and returns to the page the user came from, and a way back without deleting.
 */
export function DeleteCommentPage() {
  const i18n = useI18n();
  const token = useFormToken();
  const data = useLoaderData() as DeleteCommentData;
  const back = i18n._({ id: 'deleteComment.back', message: 'Terug' });
  return (
    <div css={wrap}>
      <h1>{i18n._({ id: 'deleteComment.title', message: 'Reactie verwijderen' })}</h1>
      {data.state === 'confirm' ? (
        <form method="post" action={API.deleteComment} aria-labelledby="delete-question">
          <p id="delete-question">
            {i18n._({ id: 'comments.confirmDelete', message: 'Weet je zeker dat je deze reactie wilt verwijderen?' })}
          </p>
          <blockquote css={quote}>
            <p>{data.comment.text}</p>
          </blockquote>
          <p>
            {i18n._({ id: 'deleteComment.on', message: 'Bij:' })}{' '}
            <SiteLink href={data.comment.itemHref}>{data.comment.itemTitle}</SiteLink>
          </p>
          <input type="hidden" name="id" value={data.comment.id} />
          <input type="hidden" name={FIELDS.token} value={token} />
          <input type="hidden" name={FIELDS.returnTo} value={data.returnTo} />
          <div css={actions}>
            <button type="submit" css={confirmButton}>
              {i18n._({ id: 'comments.confirmYes', message: 'Ja, verwijderen' })}
            </button>
            <SiteLink css={cancel} href={data.returnTo}>
              {i18n._({ id: 'comments.confirmNo', message: 'Annuleren' })}
            </SiteLink>
          </div>
        </form>
      ) : (
        <>
          <p role="status">
            {data.state === 'unknown'
              ? i18n._({ id: 'deleteComment.unknown', message: 'Deze reactie bestaat niet (meer).' })
              : i18n._({
                  id: 'deleteComment.unavailable',
                  message: 'Je reacties zijn nu even niet beschikbaar. Probeer het later nog eens.',
                })}
          </p>
          <p>
            <SiteLink css={cancel} href={data.returnTo}>
              {back}
            </SiteLink>
          </p>
        </>
      )}
    </div>
  );
}
