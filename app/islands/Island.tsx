/**
 * The boundary of an island (decision record 022). The server's island renderer
 * (worker/render/island-html.tsx, given through IslandRendererContext) draws the part as a root of
 * its own, with its own identifier prefix, and its props as JSON beside it; the browser's island
 * runtime (client/islands/runtime.ts) hydrates it alone. So a part becomes an island by taking
 * only serializable props and no router: links are plain links, navigation is `location.assign`.
 * Without a renderer (a component rendered alone, as in unit tests) the part renders in place.
 */
import { createContext, createElement, useContext, useId, type ComponentType, type ReactNode } from 'react';
import { islandPrefix, type IslandName, type IslandWhen } from '../../shared/islands/names';

export interface IslandDraw {
  name: IslandName;
  when: IslandWhen;
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
  name: IslandName;
  when: IslandWhen;
  component: ComponentType<P>;
  props: P;
}) {
  const draw = useContext(IslandRendererContext);
  const id = useId();
  const part = createElement(component, props);
  if (!draw) return part;
  return draw({ name, when, prefix: islandPrefix(id), props, part });
}
