/**
 * The main menu (seed §2 "Menu entries"): published entries only; a parent with children opens
 * them as a disclosure (button + list, keyboard usable); the FREE_EVALUATION entry is a button.
 */
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import type { MenuView } from '../content/views';
import { useT } from '../i18n/i18n';
import { Icon } from './Icon';
import { SmartLink } from './SmartLink';

function Submenu({ item, current, onNavigate }: { item: MenuView; current: string; onNavigate?: () => void }) {
  const LL = useT();
  const [open, setOpen] = useState(false);
  const active = item.children.some((c) => c.href === current);
  return (
    <li
      className={`menu__item menu__item--parent${open ? ' menu__item--open' : ''}`}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          (e.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
          e.stopPropagation();
        }
      }}
    >
      <button
        type="button"
        className={`menu__link${active ? ' menu__link--active' : ''}`}
        aria-expanded={open}
        aria-label={LL.SITE.submenu({ name: item.title })}
        onClick={() => setOpen((o) => !o)}
      >
        {item.title}
        <Icon name="chevron" size={18} />
      </button>
      <ul className="submenu">
        {item.children.map((c) => (
          <li key={c.href}>
            <SmartLink href={c.href} className="submenu__link" aria-current={c.href === current ? 'page' : undefined} onClick={onNavigate}>
              {c.title}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function MainMenu({ items, onNavigate }: { items: MenuView[]; onNavigate?: () => void }) {
  const LL = useT();
  const current = useRouterState({ select: (s) => s.location.publicHref.split('?')[0] ?? '' });
  return (
    <nav className="menu" aria-label={LL.SITE.mainNavigation()}>
      <ul className="menu__list">
        {items.map((item) =>
          item.children.length > 0 ? (
            <Submenu key={item.title} item={item} current={current} onNavigate={onNavigate} />
          ) : (
            <li key={item.title} className={`menu__item${item.button ? ' menu__item--button' : ''}`}>
              <SmartLink
                href={item.href ?? '/'}
                className={item.button ? 'button button--accent' : `menu__link${item.href === current ? ' menu__link--active' : ''}`}
                aria-current={item.href === current ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item.title}
              </SmartLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
