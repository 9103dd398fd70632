/**
 * The owner portal's pages and route loaders as one lazy chunk. In the browser the chunk
 * starts loading the page language's OWNER texts (`ready`, awaited by the routes before they
 * render), so the pages hydrate with them
 * (the server has every dictionary); the first-load bundle carries none of this.
 */
import { loadNamespaces } from '../../../shared/i18n/load-client';
import { isLang } from '../../../shared/paths/languages';

/** Resolves once the document language's OWNER texts are loaded (at once on the server). */
export const ready: Promise<void> =
  typeof document !== 'undefined' && isLang(document.documentElement.lang)
    ? loadNamespaces(document.documentElement.lang, ['OWNER'])
    : Promise.resolve();

export { LoginPage } from './LoginPage';
export { PortalPage } from './PortalPage';
export { ForgotPage } from './ForgotPage';
export { ResetPage } from './ResetPage';
export { loadForgot, loadLogin, loadPortal, loadOwnerTexts } from '../../router/owner-loaders';
