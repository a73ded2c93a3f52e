import { useLingui } from '@lingui/react';

/**
 * Components translate with `i18n._({ id, message })` so `lingui extract` finds every id
 * (docs/architecture.md §14.4: the callee object must be named i18n).
 */
export function useI18n() {
  return useLingui().i18n;
}
