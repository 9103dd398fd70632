/**
 * One history of the portal (visits, communications, online media: docs/owner-portal.md "date, type,
 * contact, subject, comment, status, source") as a table; on a phone each row becomes a small
 * card whose cells carry their column's name (CSS, data-label). Known type and status codes
 * are shown in the page's language; anything else as the provider wrote it.
 */
import { formatDate } from '../../format/date';
import { useT, type Texts } from '../../i18n/i18n';

export type Column = 'date' | 'type' | 'contact' | 'subject' | 'comment' | 'status' | 'source';

export interface HistoryRow {
  ID: number;
  Date: string;
  Type?: string;
  Contact?: string;
  Subject?: string;
  Comment?: string;
  Status?: string;
  Source?: string;
}

type Code = keyof Texts['OWNER']['codes'];
/** The codes with a text (locales/en/OWNER: codes); the texts object answers '' for any other key. */
const CODES = new Set<string>([
  'visit',
  'secondVisit',
  'openHouse',
  'planned',
  'done',
  'cancelled',
  'email',
  'phone',
  'letter',
  'meeting',
  'sms',
  'publication',
  'lead',
  'update',
  'post',
  'online',
  'handled',
  'open',
  'offline',
] satisfies Code[]);

/** A provider code ('second-visit', 'done') in the page's language, or as it came. */
export function codeText(LL: Texts, code: string | undefined): string {
  if (!code) return '';
  const key = code
    .trim()
    .toLowerCase()
    .replace(/[-_\s]+(\w)/g, (_, c: string) => c.toUpperCase());
  return CODES.has(key) ? LL.OWNER.codes[key as Code]() : code;
}

/** Date, and the time when the value has one ('2026-11-20T14:30:00Z' → '20/11/2026 14:30'). */
export function dateTime(value: string): string {
  const date = formatDate(value);
  const time = /T(\d{2}:\d{2})/.exec(value)?.[1];
  return time && time !== '00:00' ? `${date} ${time}` : date;
}

export function HistoryTable({
  id,
  title,
  rows,
  columns,
}: {
  id: string;
  title: string;
  rows: HistoryRow[];
  columns: Column[];
}) {
  const LL = useT();
  const label: Record<Column, string> = {
    date: LL.OWNER.date(),
    type: LL.OWNER.type(),
    contact: LL.OWNER.contact(),
    subject: LL.OWNER.subject(),
    comment: LL.OWNER.comment(),
    status: LL.OWNER.status(),
    source: LL.OWNER.source(),
  };
  const cell = (row: HistoryRow, column: Column): string => {
    switch (column) {
      case 'date':
        return dateTime(row.Date);
      case 'type':
        return codeText(LL, row.Type);
      case 'status':
        return codeText(LL, row.Status);
      case 'contact':
        return row.Contact ?? '';
      case 'subject':
        return row.Subject ?? '';
      case 'comment':
        return row.Comment ?? '';
      case 'source':
        return row.Source ? row.Source.charAt(0).toUpperCase() + row.Source.slice(1) : '';
    }
  };
  return (
    <section className="owner-section" aria-labelledby={id}>
      <h2 id={id} className="owner-section__title">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="owner-empty">{LL.OWNER.nothingYet()}</p>
      ) : (
        <table className="owner-table owner-table--cards">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {label[c]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.ID}>
                {columns.map((c) =>
                  c === 'date' ? (
                    <th key={c} scope="row" data-label={label[c]}>
                      {cell(row, c)}
                    </th>
                  ) : (
                    <td key={c} data-label={label[c]}>
                      {cell(row, c) || <span aria-hidden="true">–</span>}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
