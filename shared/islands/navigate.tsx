/**
 * How an island goes to another page. By default a document navigation (`location.assign`): in the
 * islands render no router runs in the browser. The document render's layout provides the
 * router's in-app navigation instead (shared/components/Layout.tsx).
 */
import { createContext, useContext } from 'react';

export const NavigateContext = createContext<(href: string) => void>((href) => window.location.assign(href));

/** Goes to a localized href ('/nl/te-koop/?city=…'). */
export function useNavigateTo(): (href: string) => void {
  return useContext(NavigateContext);
}
