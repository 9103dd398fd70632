/**
 * The router manifest for SSR: the hashed client entry and its preloads (from Vite's manifest,
 * gathered into worker/generated/client-manifest.json by the build), plus a modulepreload of the
 * page language's dictionary chunk. The stylesheet is not linked: it is inline (./inline-css.ts).
 */
import type { ServerManifest } from '@tanstack/router-core';
import built from '../generated/client-manifest.json';
import type { Lang } from '../../shared/paths/languages';

interface BuiltManifest {
  entry: string;
  css: string[];
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
        preloads: [...client.preloads, ...localePreloads],
        scripts: [{ attrs: { type: 'module', src: client.entry, async: true } }],
      },
    },
  };
}
