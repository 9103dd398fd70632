/**
 * The key figures row under the photos: bedrooms, bathrooms, living area and ground area with
 * their icons, and the EPC label drawn large. Figures that are unknown or zero are left out. A
 * property without a living area (an office, a shop) shows its office or total surface instead.
 */
import type { Property, Surfaces } from '../../../shared/model/property';
import { formatNumber } from '../../../shared/format/number';
import { useT } from '../../../shared/i18n/i18n';
import { iconBefore, type IconName } from '../../../shared/components/Icon';
import { EnergyBadge, propertyEpc } from '../listing/EnergyBadge';

export function KeyFigures({ p }: { p: Property & { Surfaces?: Surfaces } }) {
  const LL = useT();
  const epc = propertyEpc(p);
  const D = LL.DETAIL;
  const m2 = (n: number) => D.squareMetres({ value: formatNumber(n) });
  const items: { key: string; icon: IconName; label: string; value: string }[] = [];
  if (p.Bedrooms) items.push({ key: 'bed', icon: 'bed', label: D.bedrooms(), value: formatNumber(p.Bedrooms) });
  if (p.Bathrooms) items.push({ key: 'bath', icon: 'bath', label: D.bathrooms(), value: formatNumber(p.Bathrooms) });
  if (p.LivingArea) items.push({ key: 'living', icon: 'area', label: D.livingArea(), value: m2(p.LivingArea) });
  const office = p.Surfaces?.Office;
  const total = p.Surfaces?.Total;
  if (!p.LivingArea && (office || total))
    items.push({
      key: office ? 'office' : 'total',
      icon: 'area',
      label: office ? D.officeArea() : D.totalArea(),
      value: m2((office || total) as number),
    });
  if (p.GroundArea) items.push({ key: 'ground', icon: 'map', label: D.groundArea(), value: m2(p.GroundArea) });
  if (items.length === 0 && !epc) return null;
  return (
    <dl className="key-figures">
      {items.map((item) => (
        <div key={item.key} className="key-figures__item">
          <dt>{item.label}</dt>
          <dd className={`key-figures__value ${iconBefore(item.icon)}`}>{item.value}</dd>
        </div>
      ))}
      {epc && (
        <div className="key-figures__item key-figures__item--epc">
          <dt>{LL.DETAIL.energyLabel()}</dt>
          <dd>
            <EnergyBadge label={epc} size="large" />
          </dd>
        </div>
      )}
    </dl>
  );
}
