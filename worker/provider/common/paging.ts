/**
 * The page window of a list query, the same for every provider: page 1 and DEFAULT_PAGE_SIZE by
 * default, whole numbers only, the page size between 1 and MAX_PAGE_SIZE.
 */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type ListQuery } from '../../../shared/model/listing';
import type { Paged } from '../../../shared/model/common';

export interface PageWindow {
  page: number;
  pageSize: number;
  /** Items before the page (0-based offset of its first item). */
  offset: number;
}

export function pageWindow(query: Pick<ListQuery, 'page' | 'pageSize'>): PageWindow {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(query.pageSize ?? DEFAULT_PAGE_SIZE)));
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** One page of a list of `total` items. */
export const pageOf = <T>(items: T[], window: PageWindow, total: number): Paged<T> => ({
  items,
  page: window.page,
  pages: Math.ceil(total / window.pageSize),
  total,
});
