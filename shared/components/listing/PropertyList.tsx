/** A 'property-list' module (seed §2 home 'latest offers': max 4 items, 4 per row) from streamed data. */
import { Await } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import type { Paged } from '../../model/common';
import type { Property } from '../../model/property';
import { PropertyCard } from './PropertyCard';
import { ResultsSkeleton } from './Results';

export function PropertyList({ items, perRow = 4, max = 4 }: { items: Promise<Paged<Property>>; perRow?: number; max?: number }) {
  return (
    <Await promise={items} fallback={<ResultsSkeleton />}>
      {(page) => (
        <ul className="results__grid results__grid--row" style={{ '--per-row': perRow } as CSSProperties}>
          {page.items.slice(0, max).map((p) => <li key={p.ID}><PropertyCard p={p} /></li>)}
        </ul>
      )}
    </Await>
  );
}
