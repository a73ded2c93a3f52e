import { css } from '@emotion/react';
import type { I18n } from '@lingui/core';
import type { ContentElement } from '../../../model/page.js';
import { useI18n } from '../../theme/use-t.js';
import { Icon } from './icons.js';
import { LoadedImage } from './LoadedImage.js';

// spec §3 Author roles shown: contact, contact person, expert, dossier owner.
export const AUTHOR_ROLES = ['contact', 'contact person', 'expert', 'dossier owner'] as const;

export function roleLabel(i18n: I18n, role: string): string | null {
  switch (role) {
    case 'contact':
      return i18n._({ id: 'role.contact', message: 'Contact' });
    case 'contact person':
      return i18n._({ id: 'role.contactPerson', message: 'Contactpersoon' });
    case 'expert':
      return i18n._({ id: 'role.expert', message: 'Expert' });
    case 'dossier owner':
      return i18n._({ id: 'role.dossierOwner', message: 'Dossierhouder' });
    default:
      return null;
  }
}

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

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

/** A person element (contact, team): photo, name, role, organisation and e-mail link. */
export function PersonCard({ person }: { person: ContentElement }) {
  const i18n = useI18n();
  const image = person.image as { source?: unknown; alt?: unknown } | undefined;
  const source = text(image?.source);
  const label = roleLabel(i18n, String(person.role ?? ''));
  const email = text(person.email);
  return (
    <div css={card} data-role={text(person.role) ?? undefined}>
      {source ? <LoadedImage src={source} alt="" width={72} height={72} /> : <span aria-hidden="true" />}
      <div>
        <p css={name}>{text(person.name)}</p>
        {label && <p css={role}>{label}</p>}
        {text(person.organisation) && <p css={organisation}>{text(person.organisation)}</p>}
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
