import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { MenuGroup } from '../../model/page.js';
import { SiteLink } from '../components/SiteLink.js';
import { handleModalKeys } from '../hooks/modal-keys.js';
import { useI18n } from '../theme/use-t.js';
import { menuColumns } from './menu-columns.js';
import { useMenuFetch } from './menu-fetch.js';

interface Props {
  /** The site's menu: null when its call failed, undefined when it was not asked for (menu-fetch.ts). */
  menu: MenuGroup[] | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The full-screen main menu (requirements §2, §4). Without JavaScript a <details> disclosure holds every
 * link, second level included; with it: Escape and the close control return focus to the
 * hamburger, Tab stays inside while open, link clicks close it, and below 750px the second level
 * slides in with a back control in the bar (level 0/1 and an active index).
 */
export function MainMenu({ menu, open, onOpenChange }: Props) {
  const i18n = useI18n();
  const ref = useRef<HTMLDetailsElement>(null);
  const [level, setLevel] = useState(0);
  const [index, setIndex] = useState(-1);
  // requirements §4 Menu fetch states; opening a menu that failed (or was never asked for) asks again.
  const { state, menu: groups, load } = useMenuFetch(menu);
  // requirements §2: the link type decides the place: main and normal on the first level, aside in the side column.
  const { first: main, side } = menuColumns(groups ?? []);

  useEffect(() => {
    if (!open) setLevel(0);
  }, [open]);
  // Focus follows the level: the back control on level 1, the item's own control back on level 0.
  useEffect(() => {
    const root = ref.current;
    if (!root || !open || index < 0) return;
    root.querySelector<HTMLElement>(level === 1 ? '.gkn-back' : `[data-i="${index}"] .gkn-more`)?.focus();
  }, [level]); // eslint-disable-line react-hooks/exhaustive-deps -- focus moves only when the level changes

  const close = () => {
    onOpenChange(false);
    ref.current?.querySelector('summary')?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDetailsElement>) => {
    if (open) handleModalKeys(e, close);
  };
  const onClick = (e: MouseEvent) => {
    if ((e.target as Element).closest('a')) onOpenChange(false);
  };

  return (
    <details
      ref={ref}
      className="gkn-menu"
      open={open}
      data-level={level}
      data-state={state}
      onToggle={(e) => {
        onOpenChange(e.currentTarget.open);
        if (e.currentTarget.open && (state === 'error' || state === 'idle')) load();
      }}
      onKeyDown={onKeyDown}
    >
      <summary>
        <span className="gkn-burger" aria-hidden="true" />
        {i18n._({ id: 'menu.toggle', message: 'Menu' })}
      </summary>
      <div className="gkn-panel" onClick={onClick}>
        <button type="button" className="gkn-back" onClick={() => setLevel(0)}>
          {'‹ '}
          {i18n._({ id: 'menu.back', message: 'Terug' })}
          <span className="gkn-vh"> {i18n._({ id: 'menu.back.target', message: 'naar het hoofdmenu' })}</span>
        </button>
        <div className="gkn-cols">
          <nav
            className="gkn-nav"
            aria-label={i18n._({ id: 'nav.main', message: 'Hoofdmenu' })}
            aria-busy={state === 'loading' || undefined}
          >
            {state === 'loading' || state === 'idle' ? (
              <p className="gkn-status" role="status">
                <span className="gkn-spinner" aria-hidden="true" />
                {i18n._({ id: 'menu.loading', message: 'Het menu wordt geladen…' })}
              </p>
            ) : state === 'error' ? (
              <div className="gkn-status" role="status">
                <p className="gkn-error">{i18n._({ id: 'menu.error', message: 'Er is iets misgegaan' })}</p>
                <button type="button" className="gkn-retry" onClick={load}>
                  {i18n._({ id: 'menu.retry', message: 'Opnieuw proberen' })}
                </button>
              </div>
            ) : (
              <ul className="gkn-l1">
                {main.map((item, i) => (
                  <li key={item.identifier} data-i={i} data-type={item.type} data-active={i === index || undefined}>
                    {item.link ? <SiteLink href={item.link.href}>{item.title}</SiteLink> : <span>{item.title}</span>}
                    {item.subPages.length > 0 && (
                      <>
                        <button
                          type="button"
                          className="gkn-more"
                          aria-expanded={level === 1 && i === index}
                          aria-controls={`sub-${item.identifier}`}
                          onClick={() => {
                            setIndex(i);
                            setLevel(1);
                          }}
                        >
                          <span aria-hidden="true">›</span>
                          <span className="gkn-vh">
                            {i18n._({ id: 'menu.submenu', message: 'Submenu {title}', values: { title: item.title } })}
                          </span>
                        </button>
                        <div className="gkn-l2" id={`sub-${item.identifier}`}>
                          {/* The slide-in level (below 750px) replaces the first level: it names its parent, as a link. */}
                          <h2 className="gkn-l2-head">
                            {item.link ? (
                              <SiteLink href={item.link.href} className="gkn-l2-link">
                                {item.title}
                              </SiteLink>
                            ) : (
                              item.title
                            )}
                          </h2>
                          <ul aria-label={item.title}>
                            {item.subPages.map((sub) => (
                              <li key={sub.identifier}>
                                <SiteLink href={sub.href} className="gkn-l2-link">
                                  {sub.title}
                                </SiteLink>
                              </li>
                            ))}
                          </ul>
                        </div>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </nav>
          {side.length > 0 && (
            <div className="gkn-side">
              {side.map((group, g) => (
                <div key={`${group.title}-${g}`}>
                  {group.title && <h2>{group.title}</h2>}
                  <ul>
                    {group.items.map((item) =>
                      item.link ? (
                        <li key={item.identifier} data-type={item.type}>
                          <SiteLink href={item.link.href}>{item.title}</SiteLink>
                        </li>
                      ) : null,
                    )}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </div>
      </div>
    </details>
  );
}
