import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink.js';
import type { MyComment, MyData } from '../../../model/personal-api.js';
import { useFormToken } from '../../components/forms/form-token.js';
import { DeleteCommentControl } from '../../personal/DeleteCommentControl.js';
import { deleteComment, deleteOrphanComments, logPersonalError } from '../../personal/personal-api.js';
import { useI18n } from '../../theme/use-t.js';

const wrap = css({ maxWidth: 800, padding: '8px 0 48px' });
const list = css({ paddingLeft: 20, li: { margin: '8px 0' } });

/** The dashboard's loader data: my bookmarks and comments, or null when the user API failed. */
export interface DashboardData {
  myData: MyData | null;
}

/**
 * /mijn-gkn (requirements §2 dashboard, 'My GKN'): my bookmarks and my comments, rendered on the
 * server from the loader. Comments on items that no longer exist are left out there and, once the
 * page runs, deleted by a post (requirements §4; a GET deletes nothing, docs/decisions/018). A personal service that is down gives a calm notice, never an error page. Deleting a comment
 * goes through the confirmation (a dialog, or the confirmation page without JavaScript).
 */
export function MijnGknPage() {
  const i18n = useI18n();
  const token = useFormToken();
  const { myData } = useLoaderData() as DashboardData;
  const { pathname } = useLocation();
  const [source, setSource] = useState(myData);
  const [comments, setComments] = useState<MyComment[]>(myData?.comments ?? []);
  const heading = useRef<HTMLHeadingElement>(null);
  if (source !== myData) {
    setSource(myData);
    setComments(myData?.comments ?? []);
  }
  // Each time the dashboard's data says so (a load, or a client navigation back here).
  useEffect(() => {
    if ((myData?.orphans ?? 0) > 0)
      deleteOrphanComments(token).catch((error: unknown) => logPersonalError('orphan clean-up', error));
  }, [myData, token]);
  const onDelete = (id: string) =>
    deleteComment(id, token)
      .then(() => {
        setComments((all) => all.filter((c) => c.id !== id));
        heading.current?.focus();
      })
      .catch((error: unknown) => logPersonalError('comment delete', error));

  return (
    <div css={wrap}>
      <h1>{i18n._({ id: 'account.dashboard', message: 'Mijn GKN' })}</h1>
      {!myData ? (
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
            {myData.bookmarks.length === 0 ? (
              <p>{i18n._({ id: 'mijnGkn.noBookmarks', message: 'Je hebt nog niets bewaard.' })}</p>
            ) : (
              <ul css={list}>
                {myData.bookmarks.map((b) => (
                  <li key={b.id}>
                    <SiteLink href={b.href}>{b.title}</SiteLink>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="my-comments">
            <h2 id="my-comments" ref={heading} tabIndex={-1}>
              {i18n._({ id: 'mijnGkn.comments', message: 'Mijn reacties' })}
            </h2>
            {comments.length === 0 ? (
              <p>{i18n._({ id: 'mijnGkn.noComments', message: 'Je hebt nog geen reacties geplaatst.' })}</p>
            ) : (
              <ul css={list}>
                {comments.map((c) => (
                  <li key={c.id}>
                    <SiteLink href={c.itemHref}>{c.itemTitle}</SiteLink>
                    <p>{c.text}</p>
                    <DeleteCommentControl commentId={c.id} onDelete={onDelete} returnTo={`${pathname}#my-comments`} />
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
