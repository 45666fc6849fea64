import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '../app/app';
import { ACCESS_TOKEN_KEY, accessTokenCapture } from '../lib/access-token';
import { personaToken, type PersonaName } from './factories';

export interface RenderAppOptions {
  /** The address the browser loads, query included. */
  path?: string;
  /** Signed in as this persona (its token stored), or with this raw stored token, or with none (`null`). */
  as?: PersonaName | { token: string } | null;
}

/** Loads the whole app at `path` the way a browser would, against the request mocks. */
export function renderApp({ path = '/', as = 'analyst' }: RenderAppOptions = {}) {
  window.history.replaceState(null, '', path);
  if (as !== null)
    window.localStorage.setItem(ACCESS_TOKEN_KEY, typeof as === 'string' ? personaToken(as) : as.token);
  accessTokenCapture();
  const navigateAway = vi.fn<(url: string) => void>();
  return { ...render(<App navigateAway={navigateAway} />), navigateAway };
}
