/** Optional top bar (docs/screens.md): left and right link items, each shown when its status flag is on. */
import type { TopBarItemView } from '../../content/views';
import { useT } from '../../../shared/i18n/i18n';
import { iconBefore, iconName } from '../../../shared/components/Icon';
import { SmartLink } from '../SmartLink';

function Items({ items }: { items: TopBarItemView[] }) {
  return (
    <ul className="topbar__list">
      {items.map((item) => {
        const icon = iconName(item.icon);
        return (
          <li key={`${item.href}-${item.label}`}>
            <SmartLink
              href={item.href}
              external={item.external}
              className={`topbar__link${icon ? ` ${iconBefore(icon)}` : ''}`}
            >
              {item.color ? <span style={{ color: item.color }}>{item.label}</span> : item.label}
            </SmartLink>
          </li>
        );
      })}
    </ul>
  );
}

export function TopBar({ left, right }: { left: TopBarItemView[]; right: TopBarItemView[] }) {
  const LL = useT();
  if (left.length === 0 && right.length === 0) return null;
  return (
    <nav className="topbar" aria-label={LL.SITE.topBar()}>
      <div className="container topbar__inner">
        <Items items={left} />
        <Items items={right} />
      </div>
    </nav>
  );
}
