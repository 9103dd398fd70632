/** Each island's part, its own chunk, by name (shared/islands/names.ts). */
import type { ComponentType } from 'react';
import type { IslandName } from '../../shared/islands/names';

// biome-ignore lint/suspicious/noExplicitAny: each part takes the props its server side serialized
type Part = ComponentType<any>;

export const ISLAND_PARTS: Record<IslandName, () => Promise<Part>> = {
  'home-search': async () => {
    const [form, combobox] = await Promise.all([
      import('../../shared/components/HomeSearchForm'),
      import('../../shared/components/SearchCombobox'),
    ]);
    // Hydrated at once, as the server drew it (no Suspense fallback in between).
    form.provideSearchCombobox(combobox.SearchCombobox);
    return form.HomeSearchForm;
  },
  photos: () => import('../../shared/components/detail/PhotoBlock').then((m) => m.PhotoBlock),
  media: () => import('../../shared/components/detail/MediaBlock').then((m) => m.MediaBlock),
  form: () => import('../../shared/components/forms/FormIsland').then((m) => m.FormIsland),
  costs: () => import('../../shared/components/costs/CostsIsland').then((m) => m.CostsIsland),
};
