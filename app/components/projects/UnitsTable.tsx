/**
 * The units of a project as a table: type, bedrooms, living area, price, status (available,
 * under option, sold, rented) and a link to each unit's detail page. On phones each row shows as
 * a small card (CSS). No ARIA table roles on the table's own elements: HTML forbids them there (W3C Nu
 * checker), and current browsers keep a table's semantics when its display changes.
 */
import type { Property } from '../../../shared/model/property';
import { MARQUEE } from '../../../shared/model/property';
import { pathTable } from '../../../shared/content/path-table-instance';
import { propertyHref } from '../../../shared/paths/property-path';
import { formatNumber } from '../../../shared/format/number';
import { useLang, useT } from '../../../shared/i18n/i18n';
import { SmartLink } from '../SmartLink';
import { TitledSection } from '../TitledSection';
import { Price } from '../../../shared/components/listing/Price';

function Status({ u }: { u: Property }) {
  const LL = useT();
  if (u.Marquee === MARQUEE.sold) return <span className="status status--closed">{LL.LISTING.sold()}</span>;
  if (u.Marquee === MARQUEE.rented) return <span className="status status--closed">{LL.LISTING.rented()}</span>;
  if (u.MarqueeName) return <span className="status status--option">{u.MarqueeName}</span>;
  return <span className="status status--available">{LL.PROJECTS.available()}</span>;
}

export function UnitsTable({ units }: { units: Property[] }) {
  const LL = useT();
  const lang = useLang();
  return (
    <TitledSection block="detail-section" name="units" title={LL.PROJECTS.units()}>
      <div className="table-scroll">
        <table className="units" aria-labelledby="units-title">
          <thead>
            <tr>
              <th scope="col">{LL.PROJECTS.type()}</th>
              <th scope="col" className="units__num">
                {LL.PROJECTS.bedrooms()}
              </th>
              <th scope="col" className="units__num">
                {LL.PROJECTS.livingArea()}
              </th>
              <th scope="col" className="units__num">
                {LL.PROJECTS.price()}
              </th>
              <th scope="col">{LL.PROJECTS.status()}</th>
              <th scope="col">
                <span className="visually-hidden">{LL.PROJECTS.unit()}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {units.map((u) => (
              <tr key={u.ID}>
                <th scope="row" className="units__type">
                  {u.TypeDescription || u.MainTypeName}
                </th>
                <td className="units__num units__beds" data-label={LL.PROJECTS.bedrooms()}>
                  {u.Bedrooms ? formatNumber(u.Bedrooms) : '–'}
                </td>
                <td className="units__num units__area" data-label={LL.PROJECTS.livingArea()}>
                  {u.LivingArea ? LL.DETAIL.squareMetres({ value: formatNumber(u.LivingArea) }) : '–'}
                </td>
                <td className="units__num units__pricecell">
                  <Price p={u} className="units__price" />
                </td>
                <td className="units__status">
                  <Status u={u} />
                </td>
                <td className="units__link">
                  <SmartLink href={propertyHref(pathTable, lang, u)}>
                    {LL.PROJECTS.view()}
                    <span className="visually-hidden">: {u.Title}</span>
                  </SmartLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TitledSection>
  );
}
