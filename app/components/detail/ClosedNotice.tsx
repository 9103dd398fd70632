/**
 * The notice of a sold or rented property (docs/errors.md: 'Property Sold' / 'The property you
 * requested has been rented'): the page still answers 200 and shows the property, with similar
 * properties and a search alert instead of the contact block.
 */
import { pathTable } from '../../../shared/content/path-table-instance';
import { localizedHref } from '../../../shared/paths/path-table';
import { MARQUEE, isClosed, type Property } from '../../../shared/model/property';
import { useLang, useT } from '../../../shared/i18n/i18n';
import { Icon } from '../../../shared/components/Icon';
import { SmartLink } from '../SmartLink';

export { isClosed };

export function ClosedNotice({ p }: { p: Property }) {
  const LL = useT();
  const lang = useLang();
  if (!isClosed(p)) return null;
  return (
    <div className="notice notice--closed" role="status">
      <Icon name="key" size={28} className="notice__icon" />
      <div>
        <p className="notice__title">
          {p.Marquee === MARQUEE.sold ? LL.ERRORS.propertySold() : LL.ERRORS.propertyRented()}
        </p>
        <p className="notice__text">{LL.DETAIL.closedText()}</p>
        <p className="notice__actions">
          <a href="#similar" className="button button--primary button--compact">
            {LL.DETAIL.seeSimilar()}
          </a>
          <SmartLink
            href={localizedHref(pathTable, lang, '/demand-register/')}
            className="button button--outline button--compact"
          >
            {LL.DETAIL.keepInformed()}
          </SmartLink>
        </p>
      </div>
    </div>
  );
}
