/**
 * The site's islands (decision record 022): each interactive part that hydrates on its own, by
 * name, and when its code loads. `intent`: the first pointer, touch or focus inside it (the chunk
 * is usually there before the click); `visible`: when it comes within 300 px of the viewport;
 * `load`: at once (only for parts a visitor sees working on arrival); `click`: a closed part (a form
 * behind its opener, not in the first HTML) whose first click draws it open in place, rendered
 * anew rather than hydrated (client/islands/form-openers.ts); `dialog`: a part that stays the
 * server's HTML, whose openers draw a dialog at once (plain script) that React then fills
 * (client/islands/photo-viewer.ts: the photos and their lightbox).
 */
export const ISLAND_NAMES = ['home-search', 'photos', 'media', 'form', 'costs', 'mortgage'] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

export type IslandWhen = 'intent' | 'visible' | 'load' | 'click' | 'dialog';

export function isIslandName(name: string | undefined): name is IslandName {
  return (ISLAND_NAMES as readonly string[]).includes(name ?? '');
}

/** The identifier prefix of an island's root from the server tree's useId (letters, digits and dashes only). */
export function islandPrefix(useIdValue: string): string {
  return `i${useIdValue.replace(/[^A-Za-z0-9]/g, '')}-`;
}
