import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * `npm run dev` runs the server on :8080 beside Vite; the built app is served by the server itself.
 * `PRISM_SERVER_URL` points Vite's proxy at another running server (several dev pages side by side).
 */
const SERVER = process.env.PRISM_SERVER_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // csv-stringify's `sync` entry (packages/domain/src/csv.ts) reads Node's Buffer as it loads; the
    // package ships this browser build of the same code for bundlers, with a small Buffer stand-in.
    alias: [{ find: /^csv-stringify\/sync$/, replacement: 'csv-stringify/browser/esm/sync' }],
  },
  // Source maps only when asked for (PRISM_SOURCEMAPS=true, which also lets the server serve them):
  // otherwise the whole source would be published beside the bundle.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: process.env.PRISM_SOURCEMAPS === 'true' },
  server: {
    proxy: {
      '/api': SERVER,
      '/auth': SERVER,
    },
  },
});
