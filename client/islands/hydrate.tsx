/**
 * The shared helper of the React parts (decision record 022), in React's own chunk: a React part's
 * file (client/parts/{name}.tsx) is `reactPart(Component)`. Starting it loads the page language's
 * texts and hydrates the server's HTML with the identifier prefix the server rendered it with
 * (what it draws on demand, the lightbox, is styled by the page type's stylesheet: decision record
 * 030, amendment 043). `data-hydrated` (and the event ./replay.ts listens to) marks it done.
 * A part drawn rather than hydrated: a closed form (`click`) drawn anew, open, in its element
 * (`{ open: extra }`); the photos' lightbox (`dialog`) rendered in the dialog its plain script
 * opened (`{ into, extra }`: the root is returned, to unmount on close).
 */
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { ComponentType } from 'react';
import { IslandRoot } from '../../shared/islands/IslandRoot';
import { loadLanguage, loadNamespaces } from '../../shared/i18n/load-client';
import { isLang, type Lang } from '../../shared/paths/languages';
import type { Drawing, PartModule } from './part';
import { HYDRATED_EVENT } from './replay';

/** Marks the island hydrated, and tells the runtime (it replays a click that came before). */
function ready(el: HTMLElement): void {
  el.setAttribute('data-hydrated', 'true');
  el.dispatchEvent(new Event(HYDRATED_EVENT));
}

function pageLang(): Lang {
  const htmlLang = document.documentElement.lang;
  return isLang(htmlLang) ? htmlLang : 'en';
}

/** The page language's texts: one chunk holds every namespace the parts read (shared/i18n/page-dictionaries/). */
async function texts(): Promise<Lang> {
  const lang = pageLang();
  await loadLanguage(lang).then(() => loadNamespaces(lang, ['DETAIL', 'PROJECTS', 'COSTS', 'FORMS', 'TOOLS']));
  return lang;
}

/** A React part: hydrates (or draws) `Part` in its element with the props the server wrote beside it. */
// biome-ignore lint/suspicious/noExplicitAny: each part takes the props its server side serialized
export function reactPart(Part: ComponentType<any>): Required<PartModule> {
  return {
    warm: texts,
    async start(el: HTMLElement, props: object, drawing?: Drawing): Promise<Root> {
      const lang = await texts();
      const prefix = el.dataset.prefix ?? '';
      if (!drawing)
        return hydrateRoot(
          el,
          <IslandRoot lang={lang} onReady={() => ready(el)}>
            <Part {...props} />
          </IslandRoot>,
          { identifierPrefix: prefix },
        );
      if ('open' in drawing) {
        const root = createRoot(el, { identifierPrefix: prefix });
        root.render(
          <IslandRoot lang={lang} onReady={() => el.setAttribute('data-hydrated', 'true')}>
            <Part {...props} {...drawing.open} />
          </IslandRoot>,
        );
        return root;
      }
      const root = createRoot(drawing.into, { identifierPrefix: prefix });
      root.render(
        <IslandRoot lang={lang}>
          <Part {...props} {...drawing.extra()} />
        </IslandRoot>,
      );
      return root;
    },
  };
}
