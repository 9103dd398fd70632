/**
 * How the island runtime finds a declared part (decision record 022, "One way to declare a part"):
 * by the name in its element's `data-island`, among the files of client/parts/ (one lazy chunk
 * each, listed by the bundler: no list to edit). A name with no file is ignored, as is an element
 * without one; the page keeps what the server drew.
 */
import type { Drawing, Part, PartModule } from './part';

export type PartLoader = () => Promise<PartModule>;

/** The parts' chunks by name, from the bundler's files: `../parts/map-panel.ts` is `map-panel`. */
export function partsByName(files: Record<string, PartLoader>): Map<string, PartLoader> {
  const byName = new Map<string, PartLoader>();
  for (const [file, load] of Object.entries(files)) {
    const name = file.slice(file.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');
    byName.set(name, load);
  }
  return byName;
}

/** A React part is a root of its own: it has an identifier prefix, and its props beside it under that prefix. */
export const isReactRoot = (el: HTMLElement): boolean => el.dataset.prefix !== undefined;

/** The props the server wrote beside a React part (`<script data-island-props="{prefix}">`), else `{}`. */
export function propsOf(el: HTMLElement): object {
  if (!isReactRoot(el)) return {};
  const text = el.ownerDocument.querySelector(
    `script[data-island-props="${CSS.escape(el.dataset.prefix ?? '')}"]`,
  )?.textContent;
  return text ? (JSON.parse(text) as object) : {};
}

/** The part an element declares, ready for its strategy; null when the element names no part this site has. */
export function declaredPart(el: HTMLElement, parts: Map<string, PartLoader>): Part | null {
  const load = parts.get(el.dataset.island ?? '');
  if (!load) return null;
  let started: Promise<unknown> | undefined;
  const start = (drawing?: Drawing, on?: HTMLElement): Promise<unknown> => {
    const target = on ?? el;
    if (!drawing && !on && started) return started;
    // Tests and the closed forms' openers read it: the part's code is on its way.
    if (isReactRoot(target)) target.dataset.hydrating = 'true';
    const done = load().then((m) => m.start(target, propsOf(target), drawing));
    if (!drawing && !on) started = done;
    return done;
  };
  return { element: el, load, start };
}
