/**
 * Previous and next within a listing (docs/search.md): the items before and after a property
 * on the listing page it sits on, reaching into the page before or after at the page's edges.
 * The listing is read again (criteria and sort as the visitor had them), so a property that
 * left that page since (sold, re-sorted) has no neighbours: null, and the detail page offers
 * only the way back to the results.
 */
import type { Paged } from '../../shared/model/common';

export interface Neighbour<T> {
  item: T;
  /** The listing page the neighbour is on. */
  page: number;
}

export interface Neighbours<T> {
  prev: Neighbour<T> | null;
  next: Neighbour<T> | null;
  /** 1-based position over the whole listing, and the listing's size. */
  position: number;
  total: number;
}

/**
 * `current`: the listing page that should hold `id`; `pageSize`: that listing's page size;
 * `fetchPage`: reads another page of the same listing (asked only at a page's first or last item).
 */
export async function findNeighbours<T extends { ID: number }>(
  id: number,
  current: Paged<T>,
  pageSize: number,
  fetchPage: (page: number) => Promise<Paged<T>>,
): Promise<Neighbours<T> | null> {
  const index = current.items.findIndex((item) => item.ID === id);
  if (index < 0) return null;
  const page = current.page;
  const edge = async (target: number, pick: (items: T[]) => T | undefined): Promise<Neighbour<T> | null> => {
    if (target < 1 || target > current.pages) return null;
    const item = pick((await fetchPage(target)).items);
    return item ? { item, page: target } : null;
  };
  const prevItem = current.items[index - 1];
  const nextItem = current.items[index + 1];
  const [prev, next] = await Promise.all([
    prevItem ? { item: prevItem, page } : edge(page - 1, (items) => items[items.length - 1]),
    nextItem ? { item: nextItem, page } : edge(page + 1, (items) => items[0]),
  ]);
  return { prev, next, position: (page - 1) * pageSize + index + 1, total: current.total };
}
