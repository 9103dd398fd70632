/** Client bundle: hashed, minified, with a manifest the worker reads to reference the entry. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const RUNTIME = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store|typesafe-i18n)[\\/]`,
    String.raw`shared[\\/](paths[\\/](languages|slug|path-table)|content[\\/]path-table-instance|model[\\/](common|property|placeholder)|router[\\/]rewrite|i18n[\\/]i18n|format[\\/]currency|components[\\/]SmartLink|paths[\\/]links)\.tsx?$`,
    String.raw`content[\\/]site-map\.json$`,
    String.raw`locales[\\/]i18n-util\.ts$`,
  ].join('|'),
);

export default defineConfig({
  plugins: [react()],
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
      // What every page needs (React, the router, the i18n runtime, the path table, the text and
      // price helpers) as one chunk: left to the automatic splitting, the modules the entry shares
      // with lazy chunks are cut into several small chunks, each compressed on its own (+1.8 KB
      // gzip on the first load). Only modules the entry imports anyway belong in this group.
      output: { codeSplitting: { groups: [{ name: 'runtime', test: RUNTIME } ] } },
    },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
