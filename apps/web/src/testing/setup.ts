import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// findBy and waitFor wait up to 5 s rather than 1 s: on a busy 2-core machine a whole-app render can
// take longer than a second, and a slow pass is not a failure.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
});
afterAll(() => server.close());
