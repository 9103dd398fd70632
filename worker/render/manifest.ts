/**
 * The router manifest for SSR: modulepreload links for the hashed client entry and its imports
 * (from Vite's manifest, gathered into worker/generated/client-manifest.json by the build), the
 * page language's dictionary chunk and the route's page chunk. It names no script: the boot script
 * (./page-assets.ts) runs the entry after the first paint, and the stylesheet is inline there too.
 */
import type { ServerManifest } from '@tanstack/router-core';
import built from '../generated/client-manifest.json';
import type { Lang } from '../../shared/paths/languages';

interface BuiltManifest {
  entry: string;
  preloads: string[];
  locales: Partial<Record<Lang, string[]>>;
  /** Per route id: the page chunk and its imports (lazy route components). */
  routes: Record<string, string[]>;
}

const client = built as BuiltManifest;

export function routerManifest(lang: Lang | null): ServerManifest {
  const localePreloads = lang ? (client.locales[lang] ?? []) : [];
  const pages = Object.fromEntries(Object.entries(client.routes).map(([id, files]) => [id, { preloads: files }]));
  return {
    routes: {
      ...pages,
      __root__: {
        preloads: [client.entry, ...client.preloads, ...localePreloads],
      },
    },
  };
}
