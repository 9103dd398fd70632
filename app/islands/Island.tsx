/**
 * How the server declares a browser part (decision record 022, "One way to declare a part"): an
 * element marked `data-island="{part}" data-when="{when}"`, whose part is the browser's file
 * client/parts/{part}.ts(x). A plain-script part marks the element it works on with `partAttrs`;
 * a React part is an `<Island>`: the server's island renderer (worker/render/island-html.tsx,
 * given through IslandRendererContext) draws it as a root of its own, with its own identifier
 * prefix, and its props as JSON beside it; the browser hydrates it alone. So a component becomes
 * an island by taking only serializable props and no router: links are plain links, navigation is
 * `location.assign`. Without a renderer (a component rendered alone, as in unit tests) the part
 * renders in place.
 */
import { createContext, createElement, useContext, useId, type ComponentType, type ReactNode } from 'react';
import type { PartWhen } from '../../shared/islands/part-when';

/** The attributes that declare a plain-script part on the element it works on. */
export function partAttrs(name: string, when: PartWhen): { 'data-island': string; 'data-when': PartWhen } {
  return { 'data-island': name, 'data-when': when };
}

/** The identifier prefix of an island's root from the server tree's useId (letters, digits and dashes only). */
export function islandPrefix(useIdValue: string): string {
  return `i${useIdValue.replace(/[^A-Za-z0-9]/g, '')}-`;
}

export interface IslandDraw {
  /** The part's name: its file is client/parts/{name}.tsx. */
  name: string;
  when: PartWhen;
  prefix: string;
  props: object;
  part: ReactNode;
}

/** Server only: draws an island as its own root. */
export const IslandRendererContext = createContext<((island: IslandDraw) => ReactNode) | null>(null);

export function Island<P extends object>({
  name,
  when,
  component,
  props,
}: {
  name: string;
  when: PartWhen;
  component: ComponentType<P>;
  props: P;
}) {
  const draw = useContext(IslandRendererContext);
  const id = useId();
  const part = createElement(component, props);
  if (!draw) return part;
  return draw({ name, when, prefix: islandPrefix(id), props, part });
}
