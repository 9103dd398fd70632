/** Browser entry (started after the first paint by the boot script, worker/render/boot-script.ts): loads the page language's dictionary and waits for the site's stylesheet (client/site-styles.ts), then hydrates the server-rendered route tree (with focus management after navigations), then the favourites island (its own chunk). */
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from '../shared/router/create-router';
import { loadLanguage } from '../shared/i18n/load-client';
import { isLang } from '../shared/paths/languages';
import { fetchData } from './fetch-data';
import { focusAfterNavigation } from './focus-after-navigation';
import { siteStylesLoaded } from './site-styles';

async function start() {
  const lang = document.documentElement.lang;
  await Promise.all([loadLanguage(isLang(lang) ? lang : 'en'), siteStylesLoaded()]);
  const router = createAppRouter({ data: fetchData, origin: window.location.origin });
  focusAfterNavigation(router);
  hydrateRoot(document, <RouterClient router={router} />);
  void import('./favourites-island');
}

void start();
