/**
 * How the island runtime finds a declared part (client/islands/registry.ts): by the name in its
 * element's `data-island`, among the files of client/parts/; a name with no file (a typo, an old
 * page in a cache, a property every object has) is ignored without loading anything, and a known
 * part's chunk loads once however often its strategy asks it to start.
 */
import { describe, expect, it, vi } from 'vitest';
import { armParts, declaredPart, partLoader, type PartFiles } from '../../client/islands/registry';
import type { Strategy } from '../../client/islands/part';

/** An element as the registry reads it: its data attributes (a plain-script part has no prefix). */
const element = (island: string | undefined, extra: Record<string, string> = {}) =>
  ({ dataset: { ...(island === undefined ? {} : { island }), when: 'load', ...extra } }) as unknown as HTMLElement;

function files() {
  const start = vi.fn();
  const load = vi.fn(async () => ({ start }));
  const tsx = vi.fn(async () => ({ start }));
  const all: PartFiles = { './parts/map-panel.ts': load, './parts/form.tsx': tsx };
  return { all, load, tsx, start };
}

describe('finding a declared part by its name', () => {
  it('finds a part by its file name, .ts or .tsx', () => {
    const { all, load, tsx } = files();
    expect(partLoader(all, 'map-panel')).toBe(load);
    expect(partLoader(all, 'form')).toBe(tsx);
  });

  it('ignores a name with no file, or no name, without loading anything', () => {
    const { all, load, tsx } = files();
    for (const name of [
      'nope',
      'Map-Panel',
      'map-panel.ts',
      './parts/map-panel',
      'constructor',
      '__proto__',
      'toString',
      '',
    ])
      expect(declaredPart(element(name), all), name).toBeNull();
    expect(declaredPart(element(undefined), all)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(tsx).not.toHaveBeenCalled();
  });

  it('starts a known part once on its element, with no props when it has no prefix', async () => {
    const { all, load, start } = files();
    const el = element('map-panel');
    const part = declaredPart(el, all);
    expect(part?.element).toBe(el);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([part!.start(), part!.start()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(el, {}, undefined);
    // A plain-script part is not marked as hydrating (that is React's).
    expect(el.dataset.hydrating).toBeUndefined();
  });

  it('starts again when asked to draw the part anew, or on an element drawn in its place', async () => {
    const { all, start } = files();
    const el = element('map-panel');
    const other = element('map-panel');
    const part = declaredPart(el, all)!;
    await part.start();
    await part.start(undefined, other);
    expect(start).toHaveBeenCalledTimes(2);
    expect(start).toHaveBeenLastCalledWith(other, {}, undefined);
  });

  it('arms only the elements whose part and strategy are known, each by its own strategy', () => {
    const { all, load } = files();
    const armed: string[] = [];
    const strategy: Strategy = (part) => {
      armed.push(`${part.element.dataset.island} ${part.element.dataset.when}`);
      return 'armed';
    };
    const strategies = new Map([['load', strategy]]);
    const elements = [
      element('map-panel'),
      element('nope'),
      element('form', { when: 'someday' }),
      element('form', { when: 'constructor' }),
      element('form'),
    ];
    expect(armParts(elements, all, strategies)).toEqual(['armed', 'armed']);
    expect(armed).toEqual(['map-panel load', 'form load']);
    expect(load).not.toHaveBeenCalled();
  });
});
