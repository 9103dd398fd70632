/** The browser side of the loaders' DataApi: the worker's JSON API (and the page language's dictionary). */
import type { DataApi } from '../shared/router/context';
import type { PageView, SiteView } from '../shared/content/views';
import { loadLanguage } from '../shared/i18n/load-client';

async function getJson<T>(url: string): Promise<T | null> {
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  if (res.status === 404) return null;
  if (!res.ok) {
    const error = new Error('API ERROR');
    error.name = 'ApiError';
    throw error;
  }
  return (await res.json()) as T;
}

export const fetchData: DataApi = {
  async site(lang) {
    const [site] = await Promise.all([getJson<SiteView>(`/api/site?lang=${lang}`), loadLanguage(lang)]);
    if (!site) throw new Error('API ERROR');
    return site;
  },
  page: (lang, original, opts) =>
    getJson<PageView>(`/api/page?lang=${lang}&path=${encodeURIComponent(original)}${opts?.preview ? '&preview=1' : ''}`),
};
