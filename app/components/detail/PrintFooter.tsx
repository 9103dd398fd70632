/**
 * The foot of a printed property or project sheet (docs/screens.md): the agency's contact and
 * the page's address, so a sheet on paper leads back to both. Hidden on screen
 * (client/styles/print.css shows it in print only).
 */
import { useT } from '../../../shared/i18n/i18n';
import { useSite } from '../useSite';
import { usePageUrl } from './DetailTools';

export function PrintFooter() {
  const LL = useT();
  const { agency } = useSite();
  const url = usePageUrl();
  return (
    <footer className="print-footer">
      <p className="print-footer__agency">
        <strong>{agency.name}</strong> · {agency.street}, {agency.zip} {agency.city} · {agency.phoneLink.text} ·{' '}
        {agency.email}
      </p>
      <p className="print-footer__url">{LL.TOOLS.printedFrom({ url })}</p>
    </footer>
  );
}
