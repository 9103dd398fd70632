/**
 * A project card for the projects list: 4:3 photo, name (the card's one link), city, available
 * units of the unit count, the units' price range and the expected delivery.
 */
import type { Project } from '../../model/project';
import { pathTable } from '../../../shared/content/path-table-instance';
import { projectHref } from '../../../shared/paths/property-path';
import { useLang, useT } from '../../../shared/i18n/i18n';
import { SmartLink } from '../SmartLink';
import { CardPhoto } from '../listing/CardPhoto';
import { Icon } from '../../../shared/components/Icon';
import { formatDelivery, priceRange } from './project-format';

/** `first`: the list's first card, its photo at high priority (CardPhoto). */
export function ProjectCard({ p, eager = false, first = false }: { p: Project; eager?: boolean; first?: boolean }) {
  const LL = useT();
  const lang = useLang();
  return (
    <article className="card project-card">
      <div className="card__media">
        <CardPhoto
          photo={p.SmallPictureItem}
          sizes="(min-width: 1280px) 390px, (min-width: 600px) 45vw, 92vw"
          eager={eager}
          first={first}
        />
      </div>
      <div className="card__body">
        <p className="card__price">{priceRange(p, LL)}</p>
        <h2 className="card__title project-card__title">
          <SmartLink href={projectHref(pathTable, lang, p)} className="card__link">
            {p.Name}
          </SmartLink>
        </h2>
        <p className="card__place">
          {p.Zip} {p.City}
        </p>
        {p.Summary && <p className="project-card__summary">{p.Summary}</p>}
        <ul className="card__facts">
          <li>
            <Icon name="building" size={18} />
            <span>{LL.PROJECTS.unitsAvailable({ available: p.AvailableUnits, total: p.UnitCount })}</span>
          </li>
          {p.Delivery && (
            <li>
              <Icon name="clock" size={18} />
              <span>{LL.PROJECTS.deliveryOn({ date: formatDelivery(p.Delivery, lang) })}</span>
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}
