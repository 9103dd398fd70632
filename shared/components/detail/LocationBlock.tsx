/**
 * Where the property or project is: the published address (or only the postcode and city, with
 * 'exact address on request') and, when coordinates are known, the map with its marker(s).
 */
import type { Property } from '../../model/property';
import { useT } from '../../i18n/i18n';
import { Icon } from '../Icon';
import { LazyMapPanel as MapPanel } from '../listing/LazyMapPanel';

export function LocationBlock({ address, exact, markers, title, mapTitle }: { address: string; exact: boolean; markers: Property[]; title: string; mapTitle?: string }) {
  const LL = useT();
  const mapped = markers.filter((m) => m.Lat !== null && m.Lng !== null);
  return (
    <section className="detail-section location" aria-labelledby="location-title">
      <h2 id="location-title" className="detail-section__title">{title}</h2>
      <p className="location__address">
        <Icon name="pin" size={20} />
        <span>
          {address}
          {!exact && <span className="location__note"> · {LL.DETAIL.addressOnRequest()}</span>}
        </span>
      </p>
      {mapped.length > 0 && (
        <div className="location__map">
          <MapPanel properties={mapped} lazy {...(mapTitle ? { title: mapTitle } : {})} />
        </div>
      )}
    </section>
  );
}
