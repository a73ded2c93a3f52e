import { css } from '@emotion/react';
import type { PersonElement } from '../../../model/content-element.js';
import { authorRoleLabel } from '../../i18n/author-role.js';
import { useI18n } from '../../theme/use-t.js';
import { Icon } from '../ui/icons.js';
import { LoadedImage } from '../ui/LoadedImage.js';

const card = css({
  display: 'grid',
  gridTemplateColumns: '72px 1fr',
  gap: 14,
  alignItems: 'start',
  padding: 14,
  background: '#fff',
  border: '1px solid #dedbd2',
  borderRadius: 8,
  img: { width: 72, height: 72, borderRadius: '50%', objectFit: 'cover', background: '#eee' },
});
const name = css({ fontWeight: 700, fontSize: '1.05rem', margin: 0 });
const role = css({
  margin: 0,
  color: '#4a4a46',
  fontSize: '0.9rem',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
const organisation = css({ margin: '2px 0' });
const mail = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  color: 'var(--gkn-link-color)',
  overflowWrap: 'anywhere',
});

/** A person element (contact, team): photo, name, role, organisation and e-mail link. */
export function PersonCard({ person }: { person: PersonElement }) {
  const i18n = useI18n();
  const label = person.role ? authorRoleLabel(i18n, person.role) : null;
  const email = person.email;
  return (
    <div css={card} data-role={person.role ?? undefined}>
      {person.photo ? <LoadedImage src={person.photo} alt="" width={72} height={72} /> : <span aria-hidden="true" />}
      <div>
        <p css={name}>{person.name}</p>
        {label && <p css={role}>{label}</p>}
        {person.organisation && <p css={organisation}>{person.organisation}</p>}
        {email && (
          <a css={mail} href={`mailto:${email}`}>
            <Icon name="mail" />
            {email}
          </a>
        )}
      </div>
    </div>
  );
}
