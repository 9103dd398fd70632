/**
 * One history of the portal (visits, communications, online media: docs/owner-portal.md "date, type,
 * contact, subject, comment, status, source") as a table of its latest entries with the whole
 * history behind a native "show all"; on a phone each row becomes a compact card (date, then type,
 * status, contact and source on one line, subject and comment below). Known type and status codes are shown in the
 * page's language; anything else as the provider wrote it. In the latest entries on a phone,
 * the subject and the visitor's comment read as one note of two lines ('Offer received — A buyer
 * …'), and a longer note is its own expander (a native `details` whose summary is the note's two
 * lines with a chevron; open, it shows the whole note; no script): the feedback is readable
 * without opening "show all", in the room the entry had. The note is a cell of its own that only
 * phones show (the subject and comment cells stay the table's columns on wider screens).
 */
import { formatDate } from '../../format/date';
import { formatNumber } from '../../../shared/format/number';
import { useT, type Texts } from '../../../shared/i18n/i18n';
import { splitLatest } from './portal-summary';

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

/** A note (subject and comment) longer than this may not fit two lines on a 375 px phone: it gets its expander. */
const LONG_NOTE = 72;

/** The table of some rows: the latest entries (`latest`, one or two lines each on a phone) or the whole history inside "show all". */
function Rows({
  rows,
  columns,
  label,
  cell,
  caption,
  latest = false,
}: {
  rows: HistoryRow[];
  columns: Column[];
  label: Record<Column, string>;
  cell: (row: HistoryRow, column: Column) => string;
  caption: string;
  latest?: boolean;
}) {
  const LL = useT();
  // The latest entries' note on a phone: the subject and the comment as one text.
  const noted = latest && (columns.includes('subject') || columns.includes('comment'));
  const note = (row: HistoryRow) => {
    const subject = columns.includes('subject') ? cell(row, 'subject') : '';
    const comment = columns.includes('comment') ? cell(row, 'comment') : '';
    if (!subject && !comment) return null;
    const text = (
      <>
        {subject && <strong>{subject}</strong>}
        {subject && comment ? ' — ' : ''}
        {comment}
      </>
    );
    // A longer note is its own expander: its two lines are the summary (a chevron says it opens), open it shows the whole note.
    return (
      <td className="owner-cell--note">
        {subject.length + comment.length > LONG_NOTE ? (
          <details className="owner-note owner-note--more">
            <summary className="owner-note__text">
              {text}
              <span className="visually-hidden"> ({LL.OWNER.commentMore()})</span>
            </summary>
          </details>
        ) : (
          <span className="owner-note owner-note__text">{text}</span>
        )}
      </td>
    );
  };
  return (
    <table className={`owner-table owner-table--cards${latest ? ' owner-table--latest' : ''}`}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col" className={`owner-cell--${c}`}>
              {label[c]}
            </th>
          ))}
          {noted && (
            <th scope="col" className="owner-cell--note">
              {[label.subject, label.comment].join(' — ')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.ID}>
            {columns.map((c) => {
              const text = cell(row, c);
              return c === 'date' ? (
                <th key={c} scope="row" className="owner-cell--date">
                  {text}
                </th>
              ) : (
                <td key={c} data-label={label[c]} className={`owner-cell--${c}${text ? '' : ' owner-cell--empty'}`}>
                  {text || <span aria-hidden="true">–</span>}
                </td>
              );
            })}
            {noted && note(row)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One history section (`anchor` is its id for the portal's section menu): the count beside the
 * title, the latest entries (portal-summary.ts LATEST; on a phone one or two lines each), and
 * when there are more, the whole history in a native `details` ("show all"), which opens without
 * JavaScript and keeps no client state; once it is open, CSS hides the short list above it.
 */
export function HistoryTable({
  id,
  anchor,
  title,
  rows,
  columns,
}: {
  id: string;
  anchor: string;
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
  const { latest, rest } = splitLatest(rows);
  const caption = rest.length ? `${title}: ${LL.OWNER.latestOf({ shown: latest.length, count: rows.length })}` : title;
  return (
    <section id={anchor} className="owner-section owner-history" aria-labelledby={id}>
      <h2 id={id} className="owner-section__title">
        {title} <span className="owner-section__count">({formatNumber(rows.length)})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="owner-empty">{LL.OWNER.nothingYet()}</p>
      ) : (
        <>
          <Rows rows={latest} columns={columns} label={label} cell={cell} caption={caption} latest={rest.length > 0} />
          {rest.length > 0 && (
            <details className="owner-more">
              <summary className="owner-more__summary">{LL.OWNER.showAll({ count: rows.length })}</summary>
              <Rows rows={rows} columns={columns} label={label} cell={cell} caption={title} />
            </details>
          )}
        </>
      )}
    </section>
  );
}
