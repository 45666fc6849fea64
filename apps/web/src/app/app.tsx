import { useState } from 'react';
import { AuthGate } from '../features/auth/components/auth-gate';
import { UpdateNotice } from '../features/version/components/update-notice';
import { browserNavigate, signInRedirect } from '../lib/login-redirect';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export interface AppProps {
  /** Leaves the app for another document; tests pass a spy, since jsdom cannot navigate. Read once. */
  navigateAway?: (url: string) => void;
}

export function App({ navigateAway = browserNavigate }: AppProps) {
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
