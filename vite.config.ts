/** Client bundle: hashed, minified, with a manifest the worker reads to reference the entry. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { clientSiteMap } from './scripts/lib/client-site-map';

/** The map frame's own entry (maplibre, and Vite's preload polyfill for its HTML): never part of the site's first load. */
const MAP_FRAME = /map-frame|maplibre|map-message|geojson|modulepreload-polyfill/;

/** The browser's copy of the site map: paths written out, only the names it shows (scripts/lib/client-site-map.ts). */
export const siteMapForBrowser: Plugin = {
  name: 'client-site-map',
  enforce: 'pre',
  transform: (code, id) =>
    id.endsWith('/content/site-map.json')
      ? { code: JSON.stringify(clientSiteMap(JSON.parse(code))), map: null }
      : undefined,
};

export default defineConfig({
  plugins: [siteMapForBrowser, react()],
  publicDir: 'public',
  // @tanstack/react-store asks for the pre-React-18 shim of useSyncExternalStore; React 19 has the
  // hook, so the plain selector build (same package, same API) keeps the fallback out of the first load.
  resolve: { alias: { 'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector' } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    assetsInlineLimit: 0,
    // maplibre-gl (the map frame's chunk, never on first load) is about 1.1 MB before gzip.
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      input: { entry: 'client/entry.tsx', 'map-frame': 'client/map-frame.html' },
      // typesafe-i18n declares no `sideEffects`, so its unused locale detectors would stay in the
      // first-load bundle; its modules are side-effect free.
      treeshake: { moduleSideEffects: (id: string) => !/node_modules\/typesafe-i18n\//.test(id) },
      // Everything the entry imports statically (React, the router, the i18n runtime, the path
      // table, the shell and the home and listing pages) as one file: split in two or more, each
      // file is compressed on its own and they exchange long import/export lists (-0.9 KB gzip).
      // Lazy chunks import from it. The map frame's entry keeps its own graph.
      output: {
        codeSplitting: { groups: [{ name: 'entry', tags: ['$initial'], test: (id: string) => !MAP_FRAME.test(id) }] },
      },
    },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
