/**
 * The 'Details' section: every field group with values (./detail-groups.ts) as a definition list.
 * Its labels and values are hyphenated by the browser in the page's language (`lang` on each list,
 * `hyphens: auto`, client/styles/detail.css): 'Überschwemmungs-gebiet', never 'Überschwemmu/ngsgebiet'.
 */
import type { PropertyDetail } from '../../../shared/model/property';
import { useLang, useT } from '../../../shared/i18n/i18n';
import { EnergyBadge } from '../listing/EnergyBadge';
import { detailGroups } from './detail-groups';
import { TitledSection } from '../TitledSection';

export function DetailGroups({ p }: { p: PropertyDetail }) {
  const LL = useT();
  const lang = useLang();
  const groups = detailGroups(p, LL);
  if (groups.length === 0) return null;
  return (
    <TitledSection block="detail-section" name="details" title={LL.DETAIL.details()}>
      <div className="detail-groups">
        {groups.map((g) => (
          <section key={g.id} className="detail-group" aria-labelledby={`details-${g.id}`}>
            <h3 id={`details-${g.id}`} className="detail-group__title">
              {g.title}
            </h3>
            <dl className="detail-group__list" lang={lang}>
              {g.rows.map((row) => (
                <div key={row.key} className="detail-group__row">
                  <dt>{row.label}</dt>
                  <dd>{'epc' in row.value ? <EnergyBadge label={row.value.epc} /> : row.value.text}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </TitledSection>
  );
}
