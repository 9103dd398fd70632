/** Client bundle: hashed, minified, with a manifest the worker reads to reference the entry. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    assetsInlineLimit: 0,
    rollupOptions: { input: { entry: 'client/entry.tsx', 'map-frame': 'client/map-frame.html' } },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
