/**
 * How the router reads and writes query strings: values stay the text of the URL, as a GET form
 * sends them (the first one when a key repeats). TanStack Router's default codec JSON-parses
 * values and turns number-looking text into numbers, so a Belgian '250.000' became 250 and
 * '1.275' became 1.275 before any route could read them; routes now read the text with their own
 * rules (validateSearch). Writing is the router's own (strings unquoted), leaving out empty
 * values: an empty parameter means "no filter". The server answers a URL whose search differs
 * from the one the router writes with a redirect to it (TanStack's canonical location), so the
 * filter form without JavaScript (`?city=&type=&minPrice=250.000`) lands on `?minPrice=250000`.
 */
import { stringifySearchWith } from '@tanstack/react-router';

/** '?a=1&b=' → { a: '1', b: '' } (no prototype: a `__proto__` key is only a key). */
export function parseSearch(searchStr: string): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const [key, value] of new URLSearchParams(searchStr)) out[key] ??= value;
  return out;
}

const write = stringifySearchWith(JSON.stringify);

/** { a: 1, b: '', c: 'x' } → '?a=1&c=x'. */
export const stringifySearch = (search: Record<string, unknown>): string =>
  write(Object.fromEntries(Object.entries(search).filter(([, value]) => value !== '')));
