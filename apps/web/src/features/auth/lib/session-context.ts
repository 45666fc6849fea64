import type { AccessFlags } from '@prism/domain';
import { createContext } from 'react';
import type { SessionUser } from '../api/verify-access-token';

export interface Session {
  user: SessionUser;
  flags: AccessFlags;
}

export const SessionContext = createContext<Session | null>(null);
