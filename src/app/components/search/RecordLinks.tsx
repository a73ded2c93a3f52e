import type { RecordLink } from '../../../model/search.js';
import { visuallyHidden } from '../../theme/styles.js';
import { useI18n } from '../../theme/use-t.js';
import { SiteLink } from '../SiteLink.js';
import { accessLabel } from './search-labels.js';

/**
 * A record's links (requirements §3): "<file type> openen" (or "Link openen") each, with its access.
 * `context` names the record to screen readers where several records' links share a page.
 */
export function RecordLinks({
  items,
  context,
  className,
}: {
  items: RecordLink[];
  context?: string;
  className?: string;
}) {
  const i18n = useI18n();
  return (
    <ul className={className}>
      {items.map((l, i) => {
        const type = l.filetype ? l.filetype.toUpperCase() : i18n._({ id: 'search.link.generic', message: 'Link' });
        const access = accessLabel(i18n, l.access);
        return (
          <li key={`${l.url}-${i}`}>
            <SiteLink href={l.url}>
              {i18n._({ id: 'search.link.open', message: '{type} openen', values: { type } })}
              {context && <span css={visuallyHidden}> – {context}</span>}
            </SiteLink>
            {access && <span> ({access})</span>}
          </li>
        );
      })}
    </ul>
  );
}
