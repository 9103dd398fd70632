/** The owner portal's side of the browser DataApi (its own chunk): GET /api/owner/session, /api/owner/login and /api/owner/portal with the session cookie. */
import type { OwnerLogin, PortalAnswer } from '../shared/model/owner-portal';
import type { Lang } from '../shared/paths/languages';

function apiError(): Error {
  const error = new Error('API ERROR');
  error.name = 'ApiError';
  return error;
}

export async function ownerSignedIn(): Promise<boolean> {
  const res = await fetch('/api/owner/session', {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!res.ok) throw apiError();
  return ((await res.json()) as { signedIn: boolean }).signedIn;
}

export async function ownerPortal(lang: Lang, propertyId: number | null): Promise<PortalAnswer> {
  const res = await fetch(`/api/owner/portal?lang=${lang}${propertyId === null ? '' : `&property=${propertyId}`}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (res.status === 401) return { status: 'anonymous' };
  if (res.status === 404) return { status: 'refused' };
  if (!res.ok) throw apiError();
  return { status: 'ok', view: await res.json() };
}

/** How owners log in and get a new password with the site's provider. */
export async function ownerLogin(): Promise<OwnerLogin> {
  const res = await fetch('/api/owner/login', { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (!res.ok) throw apiError();
  return (await res.json()) as OwnerLogin;
}
