/**
 * The owner portal routes' loaders (routes.tsx), loaded with the portal's chunk so the
 * first-load bundle does not carry them: the login page's content and how owners log in with
 * the provider (and on to the portal when a session is live), the forgotten-password page's
 * way (a message, or the agency: decision record 029), the portal view (back to the login page without a session; 404 for a
 * property that is not the owner's).
 */
import { notFound, redirect } from '@tanstack/react-router';
import type { PageView } from '../content/views';
import { loadNamespaces } from '../../shared/i18n/load-client';
import type { OwnerLogin, PortalView } from '../model/owner-portal';
import type { Lang } from '../../shared/paths/languages';
import type { RouterContext } from './context';

/** The OWNER texts of a language (browser; the server has them all). */
export async function loadOwnerTexts(lang: Lang): Promise<void> {
  if (typeof document !== 'undefined') await loadNamespaces(lang, ['OWNER']);
}

export async function loadLogin(context: RouterContext, lang: Lang): Promise<{ page: PageView; login: OwnerLogin }> {
  const [page, signedIn, login] = await Promise.all([
    context.data.page(lang, '/login/'),
    context.data.ownerSignedIn(),
    context.data.ownerLogin(),
    loadOwnerTexts(lang),
  ]);
  if (!page) throw notFound();
  if (signedIn) throw redirect({ to: '/$lang/login/portal/', params: { lang }, statusCode: 303 });
  return { page, login };
}

export async function loadForgot(context: RouterContext, lang: Lang): Promise<{ login: OwnerLogin }> {
  const [login] = await Promise.all([context.data.ownerLogin(), loadOwnerTexts(lang)]);
  return { login };
}

export async function loadPortal(context: RouterContext, lang: Lang, propertyId: string | null): Promise<PortalView> {
  if (propertyId !== null && !/^[1-9]\d{0,9}$/.test(propertyId)) throw notFound();
  const [answer] = await Promise.all([
    context.data.ownerPortal(lang, propertyId === null ? null : Number(propertyId)),
    loadOwnerTexts(lang),
  ]);
  if (answer.status === 'anonymous') throw redirect({ to: '/$lang/login/', params: { lang }, statusCode: 303 });
  if (answer.status === 'refused') throw notFound();
  return answer.view;
}
