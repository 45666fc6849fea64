import { useContext } from 'react';
import { SessionContext, type Session } from '../lib/session-context';

/** The signed-in user and their access flags; only rendered inside the auth gate, which provides them. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside the auth gate');
  return session;
}
