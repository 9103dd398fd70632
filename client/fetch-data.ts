/** The browser side of the loaders' DataApi: the worker's JSON API (and the page language's dictionary). */
import type { DataApi } from '../shared/router/context';
import type { PageView, SiteView } from '../shared/content/views';
import { loadLanguage } from '../shared/i18n/load-client';
import { apiParams } from '../shared/listing/search-params';
import type { AppointmentSlot } from '../shared/model/appointment';

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

async function required<T>(url: string): Promise<T> {
  const value = await getJson<T>(url);
  if (value === null) {
    const error = new Error('API ERROR');
    error.name = 'ApiError';
    throw error;
  }
  return value;
}

export const fetchData: DataApi = {
  async site(lang) {
    const [site] = await Promise.all([required<SiteView>(`/api/site?lang=${lang}`), loadLanguage(lang)]);
    return site;
  },
  page: (lang, original, opts) =>
    getJson<PageView>(
      `/api/page?lang=${lang}&path=${encodeURIComponent(original)}${opts?.preview ? '&preview=1' : ''}`,
    ),
  totals: () => required('/api/totals'),
  types: (lang) => required(`/api/types?lang=${lang}`),
  cities: (lang, scope) => required(`/api/cities?lang=${lang}&scope=${scope}`),
  properties: (query) => required(`/api/properties?${apiParams(query).toString()}`),
  property: (id, lang) => getJson(`/api/properties/${id}?lang=${lang}`),
  similar: (id, lang) => required(`/api/properties/${id}/similar?lang=${lang}`),
  projects: (lang) => required(`/api/projects?lang=${lang}`),
  project: (id, lang) => getJson(`/api/projects/${id}?lang=${lang}`),
  slots: async (id) => (await required<{ slots: AppointmentSlot[] }>(`/api/appointments?propertyId=${id}`)).slots,
  /** The owner portal's calls live in their own chunk (first-load budget). */
  ownerSignedIn: () => import('./owner-fetch').then((m) => m.ownerSignedIn()),
  ownerPortal: (lang, propertyId) => import('./owner-fetch').then((m) => m.ownerPortal(lang, propertyId)),
  ownerLogin: () => import('./owner-fetch').then((m) => m.ownerLogin()),
};
