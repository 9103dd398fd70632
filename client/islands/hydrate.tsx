/**
 * Hydrates one island (decision record 022), React's own chunk: loads the page language's texts
 * and the island's part, reads its props from the JSON script beside it, and hydrates it with the
 * identifier prefix the server rendered it with. `data-hydrated` (and the event ./replay.ts
 * listens to) marks it done.
 */
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from '../../shared/islands/IslandRoot';
import { isIslandName } from '../../shared/islands/names';
import { loadLanguage, loadNamespaces } from '../../shared/i18n/load-client';
import { isLang } from '../../shared/paths/languages';
import { ISLAND_PARTS } from './parts';
import { HYDRATED_EVENT } from './replay';

/** Marks the island hydrated, and tells the runtime (it replays a click that came before). */
function ready(el: HTMLElement): void {
  el.setAttribute('data-hydrated', 'true');
  el.dispatchEvent(new Event(HYDRATED_EVENT));
}

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
  ]);
  hydrateRoot(
    el,
    <IslandRoot lang={lang} onReady={() => ready(el)}>
      <Part {...(props ? JSON.parse(props) : {})} />
    </IslandRoot>,
    { identifierPrefix: prefix },
  );
}
