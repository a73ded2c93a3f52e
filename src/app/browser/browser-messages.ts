import type { I18n } from '@lingui/core';

// Texts the browser behaviours announce (src/client/behaviours.ts). Here, under src/app, so
// `lingui extract` finds them; the callee is named i18n for the extractor.

export function browserMessages(i18n: I18n) {
  return {
    offline: i18n._({ id: 'status.offline', message: 'Je bent offline. Wat je nu ziet kan verouderd zijn.' }),
    online: i18n._({ id: 'status.online', message: 'Je bent weer online.' }),
    loading: i18n._({ id: 'status.loading', message: 'Pagina wordt geladen…' }),
    notFound: i18n._({ id: 'router.not-found', message: 'Deze pagina kon niet gevonden worden' }),
  };
}
