/**
 * What a browser part is to the island runtime (decision record 022, "One way to declare a part"):
 * each part is one file, client/parts/{name}.ts(x), found by its name, that exports
 * `start(element, props)`. A plain-script part does its work there; a React part calls the shared
 * hydrate helper (./hydrate.tsx). A strategy (./when/) decides when a part starts.
 */

/** A part drawn rather than hydrated: a closed form drawn open in its element, or a part rendered in a dialog. */
export type Drawing = { open: object } | { into: HTMLElement; extra: () => object };

/** What client/parts/{name}.ts(x) exports. */
export interface PartModule {
  /** Starts the part on its element with the props the server wrote beside it (`{}` when none). */
  start(element: HTMLElement, props: object, drawing?: Drawing): unknown;
  /** React parts: loads what start needs besides the chunk (the page language's texts), without drawing. */
  warm?(): Promise<unknown>;
}

/** One declared part on the page, as a strategy sees it. */
export interface Part {
  element: HTMLElement;
  /** Loads the part's chunk. */
  load(): Promise<PartModule>;
  /**
   * Starts the part on its element, once (the same promise after); with `drawing` (drawn anew) or
   * `on` (an element drawn in its place) it starts again.
   */
  start(drawing?: Drawing, on?: HTMLElement): Promise<unknown>;
}

/** A "when" strategy: arms a part; what it returns (a promise) `<html data-islands="ready">` waits for. */
export type Strategy = (part: Part) => unknown;
