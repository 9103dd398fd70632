/**
 * The islands render's client bundle (decision record 022), built apart from the document render's
 * (vite.config.ts) so that neither graph is merged into the other's first-load file: the runtime
 * (client/islands/runtime.ts, plain script) and each island's part and React as lazy chunks.
 * Same output folder, its own manifest (read by scripts/build-manifest.ts).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { siteMapForBrowser } from './vite.config';

export default defineConfig({
  plugins: [siteMapForBrowser, react()],
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    manifest: '.vite/islands-manifest.json',
    target: 'es2022',
    cssCodeSplit: true,
    assetsInlineLimit: 0,
    rollupOptions: {
      input: { islands: 'client/islands/runtime.ts' },
      treeshake: { moduleSideEffects: (id: string) => !/node_modules\/typesafe-i18n\//.test(id) },
    },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
