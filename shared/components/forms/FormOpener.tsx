/**
 * A closed form's opener on a detail page (../../../app/components/forms/FormSlot.tsx): drawn like the form's disclosure
 * summary, with the form's title, as a link to the page with the form open (works without
 * JavaScript). The page's plain script (client/islands/when/click.ts) turns it into a button
 * that opens the form in place. A form with date fields marks its opener (DATE_FIELDS_ATTR): the
 * page's script makes the browser's first date field while the page is idle.
 */
import { DATE_FIELDS_ATTR } from '../../forms/date-fields';
import { type FormKind, formDef } from '../../forms/kinds';
import { useT } from '../../i18n/i18n';

export function FormOpener({
  kind,
  heading,
  href,
}: {
  kind: FormKind;
  heading?: 'h2' | 'h3' | undefined;
  href: string;
}) {
  const LL = useT();
  const H = heading ?? 'div';
  const dates = formDef(kind).fields.some((field) => field.type === 'date');
  return (
    <div
      className={`form-disclosure form-disclosure--${kind} form-disclosure--closed`}
      id={kind}
      {...(dates ? { [DATE_FIELDS_ATTR]: '' } : {})}
    >
      <H className="form-disclosure__title">
        <a className="form-disclosure__summary" href={href}>
          {LL.FORMS.kind[kind]()}
        </a>
      </H>
    </div>
  );
}
