/** Client bundle: hashed, minified, with a manifest the worker reads to reference the entry. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
    },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
