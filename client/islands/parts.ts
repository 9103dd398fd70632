/** Each island's part, its own chunk, by name (shared/islands/names.ts). */
import type { ComponentType } from 'react';
import type { IslandName } from '../../shared/islands/names';

// biome-ignore lint/suspicious/noExplicitAny: each part takes the props its server side serialized
type Part = ComponentType<any>;

export const ISLAND_PARTS: Record<IslandName, () => Promise<Part>> = {
  'home-search': () => import('../../shared/components/HomeSearchForm').then((m) => m.HomeSearchForm),
  // The photos stay server HTML; their part is the lightbox a click opens (./photo-viewer.ts).
  photos: () => import('../gallery/Lightbox').then((m) => m.Lightbox),
  media: () => import('../../shared/components/detail/MediaBlock').then((m) => m.MediaBlock),
  form: () => import('../../shared/components/forms/FormIsland').then((m) => m.FormIsland),
  costs: () => import('../../shared/components/costs/CostsIsland').then((m) => m.CostsIsland),
  mortgage: () => import('../../shared/components/costs/MonthlyPayment').then((m) => m.MonthlyPayment),
};
