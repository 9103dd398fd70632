/**
 * What loaders receive through router context: data access that is direct on the server
 * (content store, provider behind the KV cache) and a fetch to the worker's JSON API in the browser.
 */
import type { PageView, SiteView } from '../content/views';
import type { Lang } from '../paths/languages';

export interface DataApi {
  site(lang: Lang): Promise<SiteView>;
  /** A content page by original path; null when there is none (the route answers 404). */
  page(lang: Lang, original: string, opts?: { preview?: boolean }): Promise<PageView | null>;
}

export interface RouterContext {
  data: DataApi;
}
