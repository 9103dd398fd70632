/** A 'property-list' module (docs/search.md home 'latest offers': max 4 items, 4 per row), streamed or with its properties chosen by display conditions. */
import { Await } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import type { Paged } from '../../../shared/model/common';
import type { Property } from '../../../shared/model/property';
import { PropertyCard } from './PropertyCard';
import { ResultsSkeleton } from './Results';

/** `items`: streamed (the page's own list) or already chosen (a module with display conditions). */
export function PropertyList({
  items,
  perRow = 4,
  max = 4,
}: {
  items: Promise<Paged<Property>> | Property[];
  perRow?: number;
  max?: number;
}) {
  const grid = (page: { items: Property[] }) => (
    <ul className="results__grid results__grid--row" style={{ '--per-row': perRow } as CSSProperties}>
      {page.items.slice(0, max).map((p) => (
        <li key={p.ID}>
          <PropertyCard p={p} />
        </li>
      ))}
    </ul>
  );
  return Array.isArray(items) ? (
    grid({ items })
  ) : (
    <Await promise={items} fallback={<ResultsSkeleton />}>
      {grid}
    </Await>
  );
}
