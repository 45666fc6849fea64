import { roleCan } from '@prism/domain';
import type { ReactNode } from 'react';
import { useSession } from '../../../features/auth/hooks/use-session';
import { VocAccessRule } from '../../../features/voice-of-customer/components/voc-access-rule';

/**
 * The Voice of Customer pages open to a role containing `prism-full` or `voc-read` (spec 001
 * section 6); anyone else reads the access rule instead of a broken page. The server refuses the
 * module's calls to them as well: this gate only decides what shows.
 */
export function VocGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return roleCan(user.roles, 'voiceOfCustomer') ? children : <VocAccessRule roles={user.roles} />;
}
