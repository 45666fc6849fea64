import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** `npm run dev` runs the server on :8080 beside Vite; the built app is served by the server itself. */
const SERVER = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      '/api': SERVER,
      '/auth': SERVER,
    },
  },
});
