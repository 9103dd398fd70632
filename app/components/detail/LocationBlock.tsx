/**
 * Where the property or project is: the published address (or only the postcode and city, with
 * 'exact address on request') and, when coordinates are known, the map with its marker(s) and,
 * for one place whose address is published, a street-view link (never for a hidden address:
 * street view would show the very house).
 */
import type { Property } from '../../../shared/model/property';
import { useT } from '../../../shared/i18n/i18n';
import { iconBefore } from '../../../shared/components/Icon';
import { LazyMapPanel as MapPanel } from '../listing/LazyMapPanel';
import { streetViewUrl } from '../../share/links';
import { TitledSection } from '../TitledSection';

export function LocationBlock({
  address,
  exact,
  markers,
  title,
  mapTitle,
}: {
  address: string;
  exact: boolean;
  markers: Property[];
  title: string;
  mapTitle?: string;
}) {
  const LL = useT();
  const mapped = markers.filter((m) => m.Lat !== null && m.Lng !== null);
  const place = exact && mapped.length === 1 ? mapped[0] : undefined;
  const streetView = place ? streetViewUrl(place.Lat, place.Lng) : null;
  return (
    <TitledSection block="detail-section" className="location" name="location" title={title}>
      <p className={`location__address ${iconBefore('pin')}`}>
        <span>
          {address}
          {!exact && <span className="location__note"> · {LL.DETAIL.addressOnRequest()}</span>}
        </span>
      </p>
      {streetView && (
        <p className="location__street-view">
          <a href={streetView} target="_blank" rel="noopener noreferrer">
            {LL.TOOLS.streetView()}
            <span className="visually-hidden"> ({LL.TOOLS.opensGoogleMaps()})</span>
          </a>
        </p>
      )}
      {mapped.length > 0 && (
        <div className="location__map">
          <MapPanel properties={mapped} lazy {...(mapTitle ? { title: mapTitle } : {})} />
        </div>
      )}
    </TitledSection>
  );
}
