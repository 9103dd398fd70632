/**
 * Hydrates one island (decision record 022), React's own chunk: loads the page language's texts
 * and the island's part, reads its props from the JSON script beside it, and hydrates it with the
 * identifier prefix the server rendered it with (what it draws on demand, the lightbox, is styled
 * by the page type's stylesheet: decision record 030, amendment 043). `data-hydrated` (and the
 * event ./replay.ts listens to) marks it done.
 * A closed part (`click`: a form behind its opener) is not hydrated but drawn anew in its element,
 * open (`openIsland`); a `dialog` part renders in a dialog its plain script opened (`renderIslandIn`).
 */
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { ComponentType } from 'react';
import { IslandRoot } from '../../shared/islands/IslandRoot';
import { isIslandName } from '../../shared/islands/names';
import { loadLanguage, loadNamespaces } from '../../shared/i18n/load-client';
import { isLang, type Lang } from '../../shared/paths/languages';
import { ISLAND_PARTS } from './parts';
import { HYDRATED_EVENT } from './replay';

/** Marks the island hydrated, and tells the runtime (it replays a click that came before). */
function ready(el: HTMLElement): void {
  el.setAttribute('data-hydrated', 'true');
  el.dispatchEvent(new Event(HYDRATED_EVENT));
}

interface Loaded {
  lang: Lang;
  prefix: string;
  props: object;
  // biome-ignore lint/suspicious/noExplicitAny: each part takes the props its server side serialized
  Part: ComponentType<any>;
}

async function load(el: HTMLElement): Promise<Loaded | null> {
  const name = el.dataset.island;
  const prefix = el.dataset.prefix ?? '';
  if (!isIslandName(name)) return null;
  const htmlLang = document.documentElement.lang;
  const lang = isLang(htmlLang) ? htmlLang : 'en';
  const props = document.querySelector(`script[data-island-props="${CSS.escape(prefix)}"]`)?.textContent;
  const [Part] = await Promise.all([
    ISLAND_PARTS[name](),
    // One chunk holds every namespace the parts read (shared/i18n/page-dictionaries/).
    loadLanguage(lang).then(() => loadNamespaces(lang, ['DETAIL', 'PROJECTS', 'COSTS', 'FORMS', 'TOOLS'])),
  ]);
  return { lang, prefix, props: props ? (JSON.parse(props) as object) : {}, Part };
}

export async function hydrateIsland(el: HTMLElement): Promise<void> {
  const island = await load(el);
  if (!island) return;
  const { lang, prefix, props, Part } = island;
  hydrateRoot(
    el,
    <IslandRoot lang={lang} onReady={() => ready(el)}>
      <Part {...props} />
    </IslandRoot>,
    { identifierPrefix: prefix },
  );
}

/** Loads what a closed island needs (its part, the page language's texts) without drawing it: the visitor is reaching for it. */
export async function warmIsland(el: HTMLElement): Promise<void> {
  await load(el);
}

/** Draws a closed island open in its element (its server markup, the opener, gives way), with `extra` props. */
export async function openIsland(el: HTMLElement, extra: object): Promise<void> {
  const island = await load(el);
  if (!island) return;
  const { lang, prefix, props, Part } = island;
  createRoot(el, { identifierPrefix: prefix }).render(
    <IslandRoot lang={lang} onReady={() => el.setAttribute('data-hydrated', 'true')}>
      <Part {...props} {...extra} />
    </IslandRoot>,
  );
}

/**
 * Renders an island's part as the root of `container` (a dialog the page's plain script opened and
 * drew a first frame in: React replaces that frame), with the props `extra()` gives once the code
 * is there (the frame's state at that moment); the root, to unmount on close, or null when the
 * island is unknown.
 */
export async function renderIslandIn(
  el: HTMLElement,
  container: HTMLElement,
  extra: () => object,
): Promise<Root | null> {
  const island = await load(el);
  if (!island) return null;
  const { lang, prefix, props, Part } = island;
  const root = createRoot(container, { identifierPrefix: prefix });
  root.render(
    <IslandRoot lang={lang}>
      <Part {...props} {...extra()} />
    </IslandRoot>,
  );
  return root;
}
