/**
 * Omnicasa's base URL as the agency writes it: 'https://host/1.12/' or
 * 'https://host/1.12/OmnicasaService.svc' both mean 'https://host/1.12'. The credentials travel
 * inside each call's URL, so outside development only https (docs/security.md); plain http only
 * where allowed (development: a local fake).
 */

/** The base URL without trailing slashes or service name; null when its protocol is not allowed. */
export function omnicasaBaseUrl(value: string, allowHttp: boolean): string | null {
  const trimmed = value
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/OmnicasaService\.svc$/i, '');
  let protocol: string;
  try {
    protocol = new URL(trimmed).protocol;
  } catch {
    return null;
  }
  return protocol === 'https:' || (allowHttp && protocol === 'http:') ? trimmed : null;
}

/** What is wrong with a base URL omnicasaBaseUrl refused. */
export const baseUrlProblem = (allowHttp: boolean): string =>
  allowHttp ? 'OMNICASA_BASE_URL must be an http(s) URL' : 'OMNICASA_BASE_URL must be an https URL';
