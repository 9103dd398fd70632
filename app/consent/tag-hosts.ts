/**
 * The hosts each configured tag needs in the Content-Security-Policy (worker/middleware/security.ts),
 * per directive, after the vendors' CSP guides (Google tag platform "Use a CSP", Meta pixel): a
 * site without an ID for a tag allows none of that tag's hosts. Scripts still need the page's
 * nonce ('strict-dynamic' ignores host lists in browsers that know it; the hosts are the fallback
 * for those that do not).
 */
import type { TagIds } from '../../shared/consent/consent';

export interface TagSources {
  script: string[];
  img: string[];
  connect: string[];
  frame: string[];
}

const TAG_MANAGER: TagSources = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com'],
  frame: [],
};

const ANALYTICS: TagSources = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  frame: [],
};

const ADS: TagSources = {
  script: [
    'https://www.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://www.google.com',
    'https://googleads.g.doubleclick.net',
  ],
  img: ['https://googleads.g.doubleclick.net', 'https://www.google.com'],
  connect: [
    'https://www.google.com',
    'https://googleads.g.doubleclick.net',
    'https://www.googleadservices.com',
    'https://pagead2.googlesyndication.com',
  ],
  frame: ['https://bid.g.doubleclick.net', 'https://td.doubleclick.net'],
};

const PIXEL: TagSources = {
  script: ['https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  frame: [],
};

/** The CSP sources the configured tags need, each host once. */
export function tagSources(ids: TagIds): TagSources {
  const used = [
    ids.tagManagerId && TAG_MANAGER,
    ids.analyticsId && ANALYTICS,
    ids.adsId && ADS,
    ids.pixelId && PIXEL,
  ].filter((t): t is TagSources => !!t);
  const join = (key: keyof TagSources) => [...new Set(used.flatMap((t) => t[key]))];
  return { script: join('script'), img: join('img'), connect: join('connect'), frame: join('frame') };
}
