import { useState } from 'react';
import type { FooterBlock, FooterItem } from '../../model/page.js';
import { SiteLink } from '../components/SiteLink.js';
import { Icon, isIconName } from '../components/ui/icons.js';
import { useI18n } from '../theme/use-t.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';

/** One footer link by its block's area template (requirements §3): a logo, a social network's icon, or text. */
function FooterLink({ block, item }: { block: FooterBlock; item: FooterItem }) {
  const link = item.link!;
  const label = item.title || link.text;
  if (block.template === 'socials' && item.network && isIconName(item.network)) {
    // The network's own icon is the picture of where it goes: no external icon beside it.
    return (
      <SiteLink href={link.href} externalIcon={false}>
        <Icon name={item.network} />
        <span className="gkn-vh">{label}</span>
      </SiteLink>
    );
  }
  if (block.template === 'image' && item.image) {
    return (
      <SiteLink href={link.href}>
        <img src={item.image.source} alt={item.image.alt || label || ''} loading="lazy" />
      </SiteLink>
    );
  }
  return <SiteLink href={link.href}>{link.text || item.title}</SiteLink>;
}

function Block({ block, index }: { block: FooterBlock; index: number }) {
  const [open, setOpen] = useState(false);
  const listId = `footer-block-${index}`;
  const items = block.items.filter((item) => item.link);
  return (
    <div className="gkn-block" data-open={open || undefined}>
      {block.title && (
        <h2>
          <button
            type="button"
            className="gkn-toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {block.title}
          </button>
          <span className="gkn-block-title">{block.title}</span>
        </h2>
      )}
      <ul id={listId} className={`gkn-items ${block.template}`}>
        {items.map((item) => (
          <li key={item.identifier}>
            <FooterLink block={block} item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The footer from the CMS page sections: main blocks by area template and the legal row (requirements §2, §3). */
export function SiteFooter({
  footer: blocks,
  legal: legalBlocks,
}: {
  footer: FooterBlock[] | null;
  legal: FooterBlock[] | null;
}) {
  const i18n = useI18n();
  const legalItems = (legalBlocks ?? []).flatMap((b) => b.items).filter((i) => i.link);
  // Our accessibility statement ends the legal row on every site, whatever the CMS lists.
  const statementPath = `/${ROUTE_SEGMENTS.accessibilityStatement[i18n.locale === 'en' ? 'en' : 'nl']}`;
  const statementListed = legalItems.some((item) => item.link!.href === statementPath);
  return (
    <footer className="gkn-footer">
      <div>
        <div className="gkn-grid">
          {(blocks ?? []).map((block, i) => (
            <Block key={`${block.title}-${i}`} block={block} index={i} />
          ))}
        </div>
        <nav aria-label={i18n._({ id: 'footer.legal', message: 'Juridische informatie' })}>
          <ul className="gkn-legal">
            {legalItems.map((item) => (
              <li key={item.identifier}>
                <SiteLink href={item.link!.href}>{item.link!.text || item.title}</SiteLink>
              </li>
            ))}
            {!statementListed && (
              <li>
                <SiteLink href={statementPath}>
                  {i18n._({ id: 'footer.accessibilityStatement', message: 'Toegankelijkheidsverklaring' })}
                </SiteLink>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
