/** Browser entry (started after the first paint by the boot script, worker/render/boot-script.ts): loads the page language's dictionary, then hydrates the server-rendered route tree (with focus management after navigations), then the favourites island (its own chunk). */
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from '../shared/router/create-router';
import { loadLanguage } from '../shared/i18n/load-client';
import { isLang } from '../shared/paths/languages';
import { fetchData } from './fetch-data';
import { focusAfterNavigation } from './focus-after-navigation';

async function start() {
  const lang = document.documentElement.lang;
  await loadLanguage(isLang(lang) ? lang : 'en');
  const router = createAppRouter({ data: fetchData, origin: window.location.origin });
  focusAfterNavigation(router);
  hydrateRoot(document, <RouterClient router={router} />);
  void import('./favourites-island');
}

void start();
