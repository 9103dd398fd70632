/**
 * One cookie's value from a request's Cookie header, as the browser sent it (not decoded), or
 * null when the header has none of that name. The session, preview and typed-identifier cookies
 * each check the value's own form after this.
 */
export function cookieFrom(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}
