import { css } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import { PreviewLinksContext } from '../hooks/preview-scope.js';
import { previewLinksFor } from '../logic/preview-links.js';
import type { PreviewScope } from '../../model/services.js';
import { useI18n } from '../theme/use-t.js';

// requirements §2: preview mode shows a red frame and a corner label with a translated preview title.
const frame = css({
  position: 'fixed',
  inset: 0,
  border: '6px solid #c8102e',
  pointerEvents: 'none',
  zIndex: 900,
});
// Bottom left: clear of the top bar's logo and menu button, and clicks pass through it.
const label = css({
  position: 'fixed',
  bottom: 0,
  left: 0,
  pointerEvents: 'none',
  zIndex: 901,
  background: '#c8102e',
  color: '#fff',
  fontWeight: 700,
  padding: '6px 14px',
  borderTopRightRadius: 6,
  margin: 0,
  fontSize: '0.9rem',
});

/**
 * Unpublished CMS content in its page view, inside the preview frame. The route passes the page
 * view in (routes.tsx), so this chunk does not carry the content page's modules a second time.
 * Links to the previewed page keep the signed link (logic/preview-links.ts).
 */
export function PreviewFrame({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  const { previewScope } = useLoaderData<{ previewScope: PreviewScope }>();
  const previewLinks = useMemo(() => previewLinksFor(previewScope), [previewScope]);
  return (
    <PreviewLinksContext value={previewLinks}>
      <div data-preview="true">
        <div css={frame} aria-hidden="true" data-testid="preview-frame" />
        <p css={label} role="note">
          {i18n._({ id: 'preview.label', message: 'Voorbeeldweergave' })}
        </p>
        {children}
      </div>
    </PreviewLinksContext>
  );
}
