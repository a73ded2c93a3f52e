import { useState, type MouseEvent } from 'react';
import { scrollToId, setHash } from '../../hooks/scroll-to.js';
import { ALPHABET_SCROLL_OFFSET } from '../../logic/chrome-constants.js';
import { alphabetLetterId, type AlphabetEntry } from '../../../model/page-chrome.js';
import { useI18n } from '../../theme/use-t.js';

/**
 * The alphabet navigation (requirements §2, §4): letters as hash links to `letter-<x>` groups, disabled
 * without items; a click sets the active letter and scrolls the group to 315px from the top.
 * Closable (and reopened from its small toggle); hidden below 750px.
 */
export function AlphabetBar({ letters }: { letters: AlphabetEntry[] }) {
  const i18n = useI18n();
  const [open, setOpen] = useState(true);
  const ids = letters.map((l) => alphabetLetterId(l.letter));
  const [active, setActive] = useState(-1);
  const label = i18n._({ id: 'alphabet.label', message: 'Alfabet' });

  const onClick = (e: MouseEvent<HTMLUListElement>) => {
    const link = (e.target as Element).closest('a[href]') as HTMLAnchorElement | null;
    if (!link) return;
    e.preventDefault();
    const i = Number(link.dataset.i);
    setActive(i);
    setHash(ids[i]!);
    scrollToId(ids[i]!, ALPHABET_SCROLL_OFFSET);
  };

  return (
    <nav className="gkn-abc" aria-label={label}>
      <div>
        {open ? (
          <>
            <ul onClick={onClick}>
              {letters.map((l, i) => (
                <li key={l.letter}>
                  {l.count > 0 ? (
                    <a href={`#${ids[i]}`} data-i={i} aria-current={i === active || undefined}>
                      {l.letter}
                    </a>
                  ) : (
                    <a role="link" aria-disabled="true">
                      {l.letter}
                    </a>
                  )}
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="gkn-abc-button"
              onClick={() => setOpen(false)}
              aria-label={i18n._({ id: 'alphabet.close', message: 'Alfabet sluiten' })}
            >
              <span aria-hidden="true">×</span>
            </button>
          </>
        ) : (
          <button type="button" className="gkn-abc-button" onClick={() => setOpen(true)} aria-expanded="false">
            {i18n._({ id: 'alphabet.open', message: 'Alfabet A–Z' })}
          </button>
        )}
      </div>
    </nav>
  );
}
