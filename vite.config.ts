/**
 * The client bundle (decision record 022), hashed and minified, with a manifest that
 * scripts/build-manifest.ts reads: the island runtime (client/runtime.ts, plain script),
 * each island's part and React as lazy chunks, and the map frame's own page.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { clientSiteMap } from './scripts/lib/client-site-map';

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
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    // A lazy chunk's own imports load through the module graph: Vite's preload helper added a link
    // element per import, most of the island runtime's start at 4× CPU (decision record 022, amendment 042).
    modulePreload: false,
    assetsInlineLimit: 0,
    // maplibre-gl (the map frame's chunk, never on first load) is about 1.1 MB before gzip.
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      input: { islands: 'client/runtime.ts', 'map-frame': 'client/map-frame.html' },
      // typesafe-i18n declares no `sideEffects`, so its unused locale detectors would stay in the
      // first-load bundle; its modules are side-effect free.
      treeshake: { moduleSideEffects: (id: string) => !/node_modules\/typesafe-i18n\//.test(id) },
    },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
