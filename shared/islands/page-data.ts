/**
 * What the islands render tells the browser's plain scripts about the page (decision record 022),
 * as JSON in `<script type="application/json" id="page-data">` (drawn by the layout): what the
 * cookie consent needs, whether the page is a draft preview (the dialog never opens there), and
 * whether the page may carry tags at all.
 */
import type { ConsentSite } from '../consent/consent';

export const PAGE_DATA_ID = 'page-data';

export interface PageData extends ConsentSite {
  preview: boolean;
  /** False where the page carries no tag (its URL may hold a secret, or it is personal): no tag loads, no dialog opens. */
  tags: boolean;
}

/** Browser: the page's data, or null when the page has none (the map frame). */
export function readPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}
