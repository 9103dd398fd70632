/**
 * Dates (docs/formatting.md): day-month-year without padding, e.g. 5/3/2026. Accepts a Date or an ISO
 * string; an invalid date gives an empty text.
 */
export function formatDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`;
}
