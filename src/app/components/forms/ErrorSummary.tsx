import { css } from '@emotion/react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { focusRing } from '../../theme/styles.js';
import { useI18n } from '../../theme/use-t.js';

const box = css({
  border: '4px solid #b00020',
  padding: '16px 20px',
  background: '#fff',
  color: '#1d1d1b',
  '&:focus-visible': focusRing,
  '&&& h2': { fontSize: '1.25rem', margin: '0 0 8px', color: '#1d1d1b' },
  ul: { margin: 0, paddingLeft: 20 },
  a: { color: '#b00020', fontWeight: 600 },
});

export interface SummaryItem {
  /** The id of the field the message is about. */
  fieldId: string;
  message: string;
}

/**
 * The GOV.UK error summary: a heading and one link per refused field, in the form's order, at the
 * top of the form. It takes focus when it appears (a screen reader reads it, a keyboard user goes on
 * from there); a link moves focus into its field with the field's label in view.
 */
export function ErrorSummary({ id, items }: { id: string; items: SummaryItem[] }) {
  const i18n = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const key = items.map((item) => `${item.fieldId}:${item.message}`).join('|');
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  const toField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    document.querySelector(`label[for="${fieldId}"]`)?.scrollIntoView();
    field.focus({ preventScroll: true });
  };
  return (
    <div id={id} ref={ref} tabIndex={-1} css={box}>
      <div role="alert">
        <h2>{i18n._({ id: 'form.summary.title', message: 'Er is een probleem' })}</h2>
        <ul>
          {items.map((item) => (
            <li key={item.fieldId}>
              <a href={`#${item.fieldId}`} onClick={(event) => toField(event, item.fieldId)}>
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
