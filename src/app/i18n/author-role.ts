import type { I18n } from '@lingui/core';

/**
 * The label of an author's or person's role (requirements §3: the author roles shown are contact,
 * contact person, expert and dossier owner), on person cards and by authors' names; any other
 * role gets no label.
 */
export function authorRoleLabel(i18n: I18n, role: string): string | null {
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
