/**
 * How the island runtime finds a declared part (decision record 022, "One way to declare a part"):
 * by the name in its element's `data-island`, among the files of client/parts/ (one lazy chunk
 * each, listed by the bundler: no list to edit). A name with no file is ignored, as is an element
 * without one; the page keeps what the server drew.
 */
import type { Drawing, Part, PartModule, Strategy } from './part';

export type PartLoader = () => Promise<PartModule>;

/** The bundler's list of client/parts/, by file: `./parts/map-panel.ts` (keys as client/runtime.ts globs them) is the part `map-panel`. */
export type PartFiles = Record<string, PartLoader>;

/** A part's chunk by its name; undefined when client/parts/ has no such file. */
export function partLoader(files: PartFiles, name: string): PartLoader | undefined {
  // A file's key never names a property every object has (`constructor`, `__proto__`): it is a path.
  return files[`./parts/${name}.ts`] ?? files[`./parts/${name}.tsx`];
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
export function declaredPart(el: HTMLElement, files: PartFiles): Part | null {
  const load = partLoader(files, el.dataset.island ?? '');
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

/**
 * Arms each declared element by its strategy (`data-when`); an element whose part or strategy is
 * unknown is left as the server drew it. What the strategies return, for the page's `ready`.
 */
export function armParts(
  elements: Iterable<HTMLElement>,
  files: PartFiles,
  strategies: ReadonlyMap<string, Strategy>,
): unknown[] {
  const arming: unknown[] = [];
  for (const el of elements) {
    const part = declaredPart(el, files);
    const strategy = strategies.get(el.dataset.when ?? '');
    if (part && strategy) arming.push(strategy(part));
  }
  return arming;
}
