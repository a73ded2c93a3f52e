import { Fragment } from 'react';
import type { RecordAuthor } from '../../../model/search.js';
import { authorRoleLabel } from '../../i18n/author-role.js';
import { useI18n } from '../../theme/use-t.js';

/**
 * A record's authors with their roles (requirements §3 author roles): "Jan de Vries, expert; Eva
 * Bakker". The role follows its name after a comma, in plain text, so a screen reader reads the
 * pair as it reads on screen; with any role shown, semicolons keep one author from the next.
 * Roles outside the four get no label.
 */
export function AuthorNames({ authors }: { authors: RecordAuthor[] }) {
  const i18n = useI18n();
  const shown = authors.map((a) => ({
    name: a.name,
    role: a.role ? authorRoleLabel(i18n, a.role)?.toLocaleLowerCase(i18n.locale) : undefined,
  }));
  const separator = shown.some((a) => a.role) ? '; ' : ', ';
  return (
    <>
      {shown.map((a, i) => (
        <Fragment key={i}>
          {i > 0 && separator}
          {a.name}
          {a.role && `, ${a.role}`}
        </Fragment>
      ))}
    </>
  );
}
