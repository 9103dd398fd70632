/**
 * The main menu (docs/screens.md): published entries only; a parent with children opens
 * them as a native disclosure (`<details>`, so it works without JavaScript; the script closes it
 * on Escape and when focus leaves it); the FREE_EVALUATION entry is a button.
 */
import type { MenuView } from '../../content/views';
import { useT } from '../../../shared/i18n/i18n';
import { iconAfter } from '../../../shared/components/Icon';
import { SmartLink } from '../SmartLink';
import { useCurrentPath } from '../../router/here';

function Submenu({ item, current }: { item: MenuView; current: string }) {
  const LL = useT();
  const active = item.children.some((c) => c.href === current);
  return (
    <li className="menu__item menu__item--parent">
      <details>
        <summary
          className={`menu__link ${iconAfter('chevron')}${active ? ' menu__link--active' : ''}`}
          aria-label={LL.SITE.submenu({ name: item.title })}
        >
          {item.title}
        </summary>
        <ul className="submenu">
          {item.children.map((c) => (
            <li key={c.href}>
              <SmartLink href={c.href} className="submenu__link">
                {c.title}
              </SmartLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

export function MainMenu({ items }: { items: MenuView[] }) {
  const LL = useT();
  const current = useCurrentPath();
  return (
    <nav className="menu" aria-label={LL.SITE.mainNavigation()}>
      <ul className="menu__list">
        {items.map((item) =>
          item.children.length > 0 ? (
            <Submenu key={item.title} item={item} current={current} />
          ) : (
            <li key={item.title} className={`menu__item${item.button ? ' menu__item--button' : ''}`}>
              <SmartLink
                href={item.href ?? '/'}
                className={
                  item.button
                    ? 'button button--accent'
                    : `menu__link${item.href === current ? ' menu__link--active' : ''}`
                }
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
