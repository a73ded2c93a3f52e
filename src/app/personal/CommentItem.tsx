import { css } from '@emotion/react';
import { DateDisplay } from '../components/ui/DateDisplay.js';
import type { CommentView } from '../../model/personal-api.js';
import { DeleteCommentControl } from './DeleteCommentControl.js';

const item = css({ borderTop: '1px solid var(--gkn-text-color)', padding: '12px 0' });
const meta = css({ margin: 0, fontWeight: 600 });

interface Props {
  comment: CommentView;
  onDelete: (id: string) => unknown;
  /** Where deleting without JavaScript returns to. */
  returnTo: string;
}

/** One comment; the user's own has a delete control behind the confirmation of requirements §6. */
export function CommentItem({ comment, onDelete, returnTo }: Props) {
  return (
    <li css={item}>
      <p css={meta}>
        {comment.author} {/* In Dutch time whatever the zone of server or browser: the same text on both. */}
        <DateDisplay value={comment.date} />
      </p>
      <p>{comment.text}</p>
      {comment.own && <DeleteCommentControl commentId={comment.id} onDelete={onDelete} returnTo={returnTo} />}
    </li>
  );
}
