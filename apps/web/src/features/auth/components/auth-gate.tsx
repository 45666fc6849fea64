import { accessFlags, MSG } from '@prism/domain';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { StatusPage } from '../../../components/ui/status-page';
import { accessTokenIsBroken, accessTokenRead } from '../../../lib/access-token';
import { apiErrorIs } from '../../../lib/api-client';
import { useVerifyAccessToken } from '../api/verify-access-token';
import { SessionContext, type Session } from '../lib/session-context';
import { NotAuthenticatedPage } from './not-authenticated-page';

export interface AuthGateProps {
  /** Sends the browser to the sign-in page, returning here afterwards. */
  onSignInRequired: () => void;
  children: ReactNode;
}

/**
 * The authentication states of spec 000 section 4: unknown (spinner) until the stored token is
 * verified, then the app with its session, or the not-authenticated page. No token at all, or a
 * token the server refuses (401), means signing in again.
 */
export function AuthGate({ onSignInRequired, children }: AuthGateProps) {
  // Read once: the token was captured from the address before the first render.
  const [token] = useState(accessTokenRead);
  const broken = token !== null && accessTokenIsBroken(token);
  const verify = useVerifyAccessToken(token ?? '', token !== null && !broken);
  const user = verify.data;
  const session = useMemo<Session | null>(
    () => (user ? { user, flags: accessFlags(user.roles) } : null),
    [user],
  );

  useEffect(() => {
    if (token === null) onSignInRequired();
  }, [token, onSignInRequired]);

  if (token === null) return <FullPageSpinner label="Redirecting to sign-in…" />;
  if (broken) return <NotAuthenticatedPage reason={MSG.authenticationFailed} onSignIn={onSignInRequired} />;
  if (verify.isPending) return <FullPageSpinner label="Signing you in…" />;
  if (verify.isError) {
    // A refused token: the query client is already sending the browser to the sign-in page.
    if (apiErrorIs(verify.error, 401)) return <FullPageSpinner label="Redirecting to sign-in…" />;
    return (
      <StatusPage
        title="Prism could not check your sign-in"
        body={verify.error.message}
        actions={
          <Button onClick={() => void verify.refetch()} disabled={verify.isFetching}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!session) return <NotAuthenticatedPage reason={MSG.accessTokenInvalid} onSignIn={onSignInRequired} />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
