import type { I18n } from '@lingui/core';

// The words of the page a refused preview link gets (src/server/preview/preview-refusal-page.ts).

/** Why the preview page is not shown: a refused link, or too many attempts from this address. */
export type PreviewProblem = 'unsigned' | 'bad-path' | 'altered' | 'other-site' | 'expired' | 'rate-limited';

export function previewRefusalTexts(i18n: I18n, problem: PreviewProblem): { title: string; text: string } {
  switch (problem) {
    case 'expired':
      return {
        title: i18n._({ id: 'preview.refused.expired.title', message: 'Deze voorbeeldlink is verlopen' }),
        text: i18n._({
          id: 'preview.refused.expired.text',
          message: 'Een voorbeeldlink werkt een beperkte tijd. Open de voorbeeldweergave opnieuw vanuit het CMS.',
        }),
      };
    case 'rate-limited':
      return {
        title: i18n._({ id: 'preview.refused.limited.title', message: 'Te veel voorbeeldweergaven' }),
        text: i18n._({
          id: 'preview.refused.limited.text',
          message:
            'Vanaf dit adres zijn te veel voorbeeldweergaven gevraagd. Probeer het over een paar minuten opnieuw.',
        }),
      };
    default:
      return {
        title: i18n._({ id: 'preview.refused.invalid.title', message: 'Deze voorbeeldlink is ongeldig' }),
        text: i18n._({
          id: 'preview.refused.invalid.text',
          message:
            'Deze link is niet ondertekend, is veranderd of hoort bij een andere site. Open de voorbeeldweergave opnieuw vanuit het CMS.',
        }),
      };
  }
}
