import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { focusRing } from '../../theme/styles.js';
import { useI18n } from '../../theme/use-t.js';

const box = css({
  position: 'fixed',
  inset: 'auto 16px 16px auto',
  maxWidth: 360,
  background: '#fff',
  color: '#1d1d1b',
  border: '2px solid #b00020',
  borderRadius: 6,
  padding: '16px 20px',
  boxShadow: '0 4px 16px rgba(0,0,0,.2)',
  zIndex: 1000,
  p: { margin: '0 0 12px', fontWeight: 600 },
});
const close = css({
  font: 'inherit',
  padding: '8px 16px',
  border: '1px solid #1d1d1b',
  background: '#fff',
  color: '#1d1d1b',
  borderRadius: 4,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
});

/**
 * requirements §8 Prompt: 'Oops... Something went wrong!' with a Close button, for an action that failed
 * in the browser (e.g. a form post that never reached us). Focus moves to Close; Escape closes.
 */
export function ErrorPrompt({ onClose }: { onClose: () => void }) {
  const i18n = useI18n();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div role="alertdialog" aria-modal="false" aria-labelledby="gkn-error-prompt-text" css={box}>
      <p id="gkn-error-prompt-text">{i18n._({ id: 'prompt.error', message: 'Oeps... Er is iets misgegaan!' })}</p>
      <button ref={button} type="button" css={close} onClick={onClose}>
        {i18n._({ id: 'prompt.close', message: 'Sluiten' })}
      </button>
    </div>
  );
}
