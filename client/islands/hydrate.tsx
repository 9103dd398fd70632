/**
 * Hydrates one island (decision record 022), React's own chunk: loads the page language's texts
 * and the island's part, reads its props from the JSON script beside it, and hydrates it with the
 * identifier prefix the server rendered it with, once the site's stylesheet is there (a part it
 * draws on demand, the lightbox, is styled by it: ../site-styles.ts). `data-hydrated` marks it done.
 */
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from '../../shared/islands/IslandRoot';
import { isIslandName } from '../../shared/islands/names';
import { loadLanguage, loadNamespaces } from '../../shared/i18n/load-client';
import { isLang } from '../../shared/paths/languages';
import { ISLAND_PARTS } from './parts';
import { siteStylesLoaded } from '../site-styles';

export async function hydrateIsland(el: HTMLElement): Promise<void> {
  const name = el.dataset.island;
  const prefix = el.dataset.prefix ?? '';
  if (!isIslandName(name)) return;
  const htmlLang = document.documentElement.lang;
  const lang = isLang(htmlLang) ? htmlLang : 'en';
  const props = document.querySelector(`script[data-island-props="${CSS.escape(prefix)}"]`)?.textContent;
  const [Part] = await Promise.all([
    ISLAND_PARTS[name](),
    loadLanguage(lang).then(() => loadNamespaces(lang, ['DETAIL', 'PROJECTS', 'COSTS'])),
    siteStylesLoaded(),
  ]);
  hydrateRoot(
    el,
    <IslandRoot lang={lang} onReady={() => el.setAttribute('data-hydrated', 'true')}>
      <Part {...(props ? JSON.parse(props) : {})} />
    </IslandRoot>,
    { identifierPrefix: prefix },
  );
}
