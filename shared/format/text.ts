/**
 * Text rules (docs/formatting.md): the empty check, and truncation of descriptions (250 characters by
 * default, cut at a word boundary when one lies past 80% of the limit, ending with an ellipsis).
 */
export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

export function truncate(text: string, limit = 250): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  const body = space > limit * 0.8 ? cut.slice(0, space) : cut;
  return `${body.trimEnd()}…`;
}
