import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // Whole-app renders take about a second alone; on a busy 2-core machine five times that.
    testTimeout: 15_000,
    // The app reads window.location; a fixed origin keeps login URLs in assertions predictable.
    environmentOptions: { jsdom: { url: 'http://prism.test/' } },
  },
});
