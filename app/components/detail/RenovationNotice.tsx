/**
 * The renovation obligation notice (docs/energy-labels.md): shown on homes for sale with EPC
 * label E or F — those bought from 2023 must reach label D within 5 years (5 in every language).
 */
import type { Property } from '../../../shared/model/property';
import { useT } from '../../../shared/i18n/i18n';
import { Icon } from '../../../shared/components/Icon';
import { propertyEpc } from '../listing/EnergyBadge';

/** True for a sale whose printed label is an E or an F (E+, E, E-, F+, F, F-). */
export function needsRenovationNotice(p: Property): boolean {
  const letter = propertyEpc(p).charAt(0);
  return p.Goal === 0 && (letter === 'E' || letter === 'F');
}

export function RenovationNotice({ p }: { p: Property }) {
  const LL = useT();
  if (!needsRenovationNotice(p)) return null;
  return (
    <aside className="notice notice--info" aria-labelledby="renovation-title">
      <Icon name="shield" size={24} className="notice__icon" />
      <div>
        <h2 id="renovation-title" className="notice__title">
          {LL.DETAIL.renovationTitle()}
        </h2>
        <p className="notice__text">{LL.DETAIL.renovationText()}</p>
      </div>
    </aside>
  );
}
