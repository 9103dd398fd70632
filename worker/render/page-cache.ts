/**
 * Rendered pages kept for a few seconds in the isolate's memory (decision record 037), so that a
 * page many visitors ask for at once is rendered once per isolate and period instead of once per
 * request. Only public pages are kept: a GET of a home, listing, projects or content page that
 * answered 200 without setting a cookie, for anyone (no owner session, preview, submitted form or
 * confirmation went into it). What differs per response is put back on every answer: the CSP
 * nonce and the forms' fill-time token are stored as marks and replaced by this response's own.
 * `PAGE_CACHE_SECONDS` sets the period (0 or unset: off).
 */
import type { PageType } from '../../app/styles/page-types';
import { periodMs } from '../config/period';

/** The page types whose HTML depends on the URL alone (detail pages read the referrer, favourites and owner pages are personal). */
const PUBLIC_PAGE_TYPES: ReadonlySet<PageType> = new Set(['home', 'listing', 'projects', 'content']);

/**
 * Where a response's own values stood in the stored text: marks made of 16 random bytes drawn
 * once per isolate, on first use (Workers forbid random values at module scope), so that no text
 * from a CRM or a visitor can hold them and be turned into a visitor's nonce or token.
 */
let marks: { nonce: string; token: string } | null = null;
function marksOfIsolate(): { nonce: string; token: string } {
  if (!marks) {
    const random = () =>
      [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
    marks = { nonce: `\u0000n${random()}\u0000`, token: `\u0000t${random()}\u0000` };
  }
  return marks;
}

export interface StoredPage {
  html: string;
  headers: [string, string][];
  storedAt: number;
  hasToken: boolean;
}

export class PageCache {
  private readonly pages = new Map<string, StoredPage>();

  constructor(
    private readonly maxEntries = 100,
    private readonly now: () => number = Date.now,
  ) {}

  /** The stored page for a key if it is younger than `ttlMs`. */
  get(key: string, ttlMs: number): StoredPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (this.now() - page.storedAt >= ttlMs) {
      this.pages.delete(key);
      return null;
    }
    return page;
  }

  set(key: string, page: Omit<StoredPage, 'storedAt'>): void {
    this.pages.delete(key);
    this.pages.set(key, { ...page, storedAt: this.now() });
    // The oldest entries go first (a Map keeps insertion order).
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= this.maxEntries) break;
      this.pages.delete(oldest);
    }
  }

  get size(): number {
    return this.pages.size;
  }
}

/** The isolate's cache. */
export const pageCache = new PageCache();

/** The period from the setting: whole seconds from 1 to 300, else 0 (off). */
export const pageCacheMs = (setting: string | undefined): number => periodMs(setting, 300);

/** Whether a rendered answer may be kept: a public page type, 200, HTML, no cookie set. */
export function isStorable(response: Response, pageType: PageType): boolean {
  return (
    PUBLIC_PAGE_TYPES.has(pageType) &&
    response.status === 200 &&
    !!response.headers.get('Content-Type')?.startsWith('text/html') &&
    !response.headers.has('Set-Cookie')
  );
}

/**
 * Sends the rendered page on as it streams, and keeps a copy of its text, with this response's
 * nonce and token turned into marks, once the stream has ended (`keep` runs in the background).
 */
export function storeWhileStreaming(
  response: Response,
  own: { nonce: string; token?: string },
  keep: (page: Omit<StoredPage, 'storedAt'>) => void,
): { response: Response; done: Promise<void> } {
  if (!response.body) return { response, done: Promise.resolve() };
  const [toVisitor, toCache] = response.body.tee();
  const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== 'server-timing');
  const done = new Response(toCache)
    .text()
    .then((text) => {
      const mark = marksOfIsolate();
      let html = text.replaceAll(own.nonce, mark.nonce);
      if (own.token) html = html.replaceAll(own.token, mark.token);
      keep({ html, headers, hasToken: !!own.token });
    })
    .catch(() => {
      // a stream cut short (the visitor left) is not kept
    });
  return { response: new Response(toVisitor, { status: response.status, headers: response.headers }), done };
}

/** A stored page as this response: its own nonce and token in the marks' places. */
export function answerFromStore(page: StoredPage, own: { nonce: string; token?: string }): Response {
  const mark = marksOfIsolate();
  let html = page.html.replaceAll(mark.nonce, own.nonce);
  if (page.hasToken) html = html.replaceAll(mark.token, own.token ?? '');
  const headers = new Headers(page.headers);
  headers.set('Server-Timing', 'page;desc=stored');
  return new Response(html, { status: 200, headers });
}
