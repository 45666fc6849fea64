import { StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthGate } from '../features/auth/components/auth-gate';
import { UpdateNotice } from '../features/version/components/update-notice';
import { browserNavigate, signInRedirect } from '../lib/login-redirect';
import { accessTokenCapture } from '../lib/access-token';
import { createQueryClient } from '../lib/query-client';
import { lazyComponent } from './lazy-component';
import { AppProviders } from './providers';
import { publicPathIs } from './public/public-path';
import { AppRoutes, routePagePreload } from './router';

const PublicApp = lazyComponent(
  () => import('./public/public-app'),
  (m) => m.PublicApp,
);

/** Renders the portal into the page (main.tsx loads it for every address but the public ones). */
export function appStart(root: HTMLElement): void {
  // Before anything reads the address: store a handed-over token and strip it from the URL.
  accessTokenCapture();
  // The page's own code loads while the session is checked, rather than after.
  routePagePreload(window.location.pathname);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

export interface AppProps {
  /** Leaves the app for another document; tests pass a spy, since jsdom cannot navigate. Read once. */
  navigateAway?: (url: string) => void;
}

/**
 * The portal behind its sign-in; at a respondent's address (which main.tsx sends to the public app
 * before this code loads) the public app, so no path of theirs ever leads to the sign-in page.
 */
export function App(props: AppProps) {
  const [isPublic] = useState(() => publicPathIs(window.location));
  if (isPublic) {
    return (
      <Suspense fallback={null}>
        <PublicApp />
      </Suspense>
    );
  }
  return <PortalApp {...props} />;
}

function PortalApp({ navigateAway = browserNavigate }: AppProps) {
  const [{ signIn, queryClient }] = useState(() => {
    const redirect = signInRedirect(navigateAway);
    return { signIn: redirect, queryClient: createQueryClient({ onUnauthorized: redirect }) };
  });

  return (
    <AppProviders queryClient={queryClient}>
      <AuthGate onSignInRequired={signIn}>
        <AppRoutes />
        <UpdateNotice />
      </AuthGate>
    </AppProviders>
  );
}
